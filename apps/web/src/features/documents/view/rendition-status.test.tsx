import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/language';
import { renderApp } from '@/test/render';
import { RenditionStatus } from './rendition-status';

const REASON = 'LibreOffice could not convert this file: Error: source file could not be loaded';

describe('a version’s PDF rendition status', () => {
  it('says pending, ready, failed with the reason, and why there is none without LibreOffice', async () => {
    await applyLanguage('en');
    await renderApp(
      <>
        <RenditionStatus rendition={{ status: 'pending', reason: null }} />
        <RenditionStatus rendition={{ status: 'ready', reason: null }} />
        <RenditionStatus rendition={{ status: 'failed', reason: REASON }} />
        <RenditionStatus rendition={{ status: 'unavailable', reason: 'not installed' }} />
        <RenditionStatus rendition={null} />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('PDF being prepared…');
    expect(screen.getByText('PDF ready')).toBeTruthy();
    expect(screen.getByText('No PDF rendition: the conversion failed.')).toBeTruthy();
    expect(screen.getByText(REASON)).toBeTruthy();
    expect(screen.getByText(/LibreOffice is not installed on the server/)).toBeTruthy();
  });

  it.each([
    ['de', 'PDF wird erstellt…', /LibreOffice ist auf dem Server nicht installiert/],
    ['fr', 'PDF en préparation…', /LibreOffice n’est pas installé sur le serveur/],
    ['es', 'Preparando el PDF…', /LibreOffice no está instalado en el servidor/],
  ])('is translated (%s)', async (language, pending, unavailable) => {
    await applyLanguage(language as 'de' | 'fr' | 'es');
    await renderApp(
      <>
        <RenditionStatus rendition={{ status: 'pending', reason: null }} />
        <RenditionStatus rendition={{ status: 'unavailable', reason: 'not installed' }} />
      </>,
    );
    expect(screen.getByText(pending)).toBeTruthy();
    expect(screen.getByText(unavailable)).toBeTruthy();
    expect(screen.queryByText('PDF being prepared…')).toBeNull();
  });
});
