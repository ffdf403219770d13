import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentDetail, DocumentVersionSummary, Role } from '@attest/domain';
import { renderApp } from '@/test/render';
import { ActionsMenu } from './actions-menu';
import { viewerLink } from './actions/viewer-actions';

const DOC_ID = '11111111-1111-4111-8111-111111111111';
const VERSION_ID = '22222222-2222-4222-8222-222222222222';
const person = { id: 'u1', name: 'Daniel Okafor' };

const version = (fileName: string, rendition: 'ready' | 'pending'): DocumentVersionSummary => ({
  id: VERSION_ID,
  label: '00',
  revision: 1,
  status: 'draft',
  fileName,
  size: 1234,
  mimeType: null,
  sha256: null,
  changeSummary: null,
  createdBy: person,
  createdAt: '2026-11-24T10:00:00.000Z',
  effectiveDate: null,
  release: null,
  openable: true,
  rendition: { status: rendition, reason: null },
});

const doc = { id: DOC_ID, docNumber: 'SOP-0007', title: 'Change Control', currentVersion: null } as unknown as DocumentDetail;

async function openMenu(role: Role, shown: DocumentVersionSummary) {
  await renderApp(<ActionsMenu doc={doc} version={shown} role={role} />);
  fireEvent.keyDown(screen.getByRole('button', { name: 'Actions' }), { key: 'Enter' });
  await screen.findByRole('menu');
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('the viewer Actions menu', () => {
  it('offers an author everything, Make a Copy included', async () => {
    const items = await openMenu('author', version('sop.pdf', 'ready'));
    // Other items (reports) join the menu from their own components: these are this menu's own, all present.
    expect(items).toEqual(
      expect.arrayContaining([
        'Add to Cart',
        'Send as Link',
        'Copy Link',
        'Download Notes (CSV)',
        'Download Notes (PDF)',
        'Make a Copy',
        'Download Source File',
        'Download Viewable Rendition (PDF)',
      ]),
    );
  });

  it('leaves Make a Copy out for a role without create-sops', async () => {
    const items = await openMenu('reviewer', version('sop.pdf', 'ready'));
    expect(items).not.toContain('Make a Copy');
    expect(items).toContain('Download Source File');
  });

  it('offers the rendition only once it is ready', async () => {
    const items = await openMenu('user', version('sop.docx', 'pending'));
    expect(items).not.toContain('Download Viewable Rendition (PDF)');
  });

  it('downloads the viewable rendition, a PDF: no item that only opens a page', async () => {
    const items = await openMenu('user', version('sop.docx', 'ready'));
    expect(items.filter((item) => item?.includes('Viewable Rendition'))).toEqual(['Download Viewable Rendition (PDF)']);
    const download = screen.getByRole('menuitem', { name: 'Download Viewable Rendition (PDF)' });
    expect(download.getAttribute('href')).toBe(`/api/documents/${DOC_ID}/versions/${VERSION_ID}/rendition?disposition=attachment`);
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('links the notes downloads and a mail draft holding the link', async () => {
    await openMenu('author', version('sop.pdf', 'ready'));
    const csv = screen.getByRole('menuitem', { name: 'Download Notes (CSV)' });
    expect(csv.getAttribute('href')).toBe(`/api/documents/${DOC_ID}/versions/${VERSION_ID}/notes/export?format=csv`);
    const mail = decodeURIComponent(screen.getByRole('menuitem', { name: 'Send as Link' }).getAttribute('href') ?? '');
    expect(mail).toContain(`/dashboard/author/documents/${DOC_ID}/view?version=${VERSION_ID}`);
  });
});

describe('viewerLink', () => {
  it('pins the version only when it is not the current one', () => {
    const current = { id: DOC_ID, currentVersion: { id: VERSION_ID } } as unknown as DocumentDetail;
    expect(viewerLink('https://attest.example', 'user', current, VERSION_ID)).toBe(`https://attest.example/dashboard/user/documents/${DOC_ID}/view`);
    expect(viewerLink('https://attest.example', 'user', current, 'other')).toContain('?version=other');
  });
});
