import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDetail, DocumentVersionSummary } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, renderApp } from '@/test/render';
import { ViewerContent } from './viewer-content';

const DOC_ID = '11111111-1111-4111-8111-111111111111';
const VERSION_ID = '22222222-2222-4222-8222-222222222222';
const RENDITION = `/api/documents/${DOC_ID}/versions/${VERSION_ID}/rendition`;
const person = { id: 'u1', name: 'Daniel Okafor' };

const version = (fileName: string | null): DocumentVersionSummary => ({
  id: VERSION_ID,
  label: '00',
  revision: 1,
  status: 'draft',
  fileName,
  size: fileName ? 1234 : null,
  mimeType: null,
  sha256: null,
  changeSummary: null,
  createdBy: person,
  createdAt: '2026-11-24T10:00:00.000Z',
  effectiveDate: null,
  release: null,
  openable: true,
  rendition: null,
});

const doc = { id: DOC_ID, title: 'Change Control' } as DocumentDetail;

function answer(status: number, code?: string, message = '') {
  vi.stubGlobal('fetch', vi.fn(fakeApi({ [RENDITION]: () => ({ status, json: code ? { error: { code, message } } : undefined }) }).fetch));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

describe('the viewer before the pages', () => {
  it('says the rendition is being prepared and offers to check again', async () => {
    answer(409, 'RENDITION_PENDING', 'The PDF rendition of this version is still being prepared.');
    await renderApp(<ViewerContent doc={doc} version={version('sop.docx')} role="author" sideOpen />);
    expect(await screen.findByRole('heading', { name: 'The viewable copy is being prepared' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check now' })).toBeTruthy();
  });

  it('gives the reason a Word rendition failed, with the HTML view and the source file', async () => {
    answer(409, 'RENDITION_FAILED', 'soffice exited with code 1');
    await renderApp(<ViewerContent doc={doc} version={version('sop.docx')} role="author" sideOpen />);
    expect(await screen.findByRole('heading', { name: 'No viewable copy of this version' })).toBeTruthy();
    expect(screen.getByText('The PDF rendition could not be made: soffice exited with code 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the HTML view' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Source File' }).getAttribute('href')).toContain(`/versions/${VERSION_ID}/file`);
  });

  it('offers no HTML view for a PDF that could not be read', async () => {
    answer(409, 'RENDITION_FAILED', 'damaged');
    await renderApp(<ViewerContent doc={doc} version={version('sop.pdf')} role="author" sideOpen />);
    expect(await screen.findByRole('heading', { name: 'No viewable copy of this version' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the HTML view' })).toBeNull();
  });

  it('says when the version has no file, without asking the server', async () => {
    answer(500);
    await renderApp(<ViewerContent doc={doc} version={version(null)} role="author" sideOpen />);
    expect(screen.getByRole('heading', { name: 'No file path available for this document' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the spec error panel when the rendition cannot be fetched, in German', async () => {
    await applyLanguage('de');
    answer(500, 'INTERNAL', 'boom');
    await renderApp(<ViewerContent doc={doc} version={version('sop.pdf')} role="author" sideOpen />);
    expect(
      await screen.findByRole('heading', {
        name: 'Der Dokumentinhalt konnte nicht geladen werden. Bitte laden Sie die Seite neu oder wenden Sie sich an den Support.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
