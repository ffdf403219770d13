import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, renderApp } from '@/test/render';
import { ChainPanel } from './chain-panel';
import { SummaryCards } from './summary-cards';

const verifyAnswer = (json: unknown) => fakeApi({ '/api/audit/verify': () => ({ status: 200, json }) }).fetch;

describe('audit trail in German', () => {
  it('reports an intact chain with the count in German', async () => {
    await applyLanguage('de');
    vi.stubGlobal('fetch', verifyAnswer({ intact: true, verified: 1234, firstBrokenSeq: null, problem: null, caughtBy: null, anchors: { reviews: 0, backups: 0 }, checkpoints: { count: 3, latestSeq: 1200, latestAt: '2026-11-24T10:00:00.000Z' }, keyId: 'ab'.repeat(32) }));
    await renderApp(<ChainPanel />);
    expect(await screen.findByText('Audit-Trail intakt – 1.234 Ereignisse verifiziert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut verifizieren' })).toBeTruthy();
    expect(screen.queryByText(/events verified/)).toBeNull();
    expect(screen.getByText(/^Außerhalb der Datenbank verankert: 3 signierte Prüfpunkte, der neueste bei Ereignis Nr\. 1200/)).toBeTruthy();
  });

  it('names the broken link in German, one event in the singular', async () => {
    await applyLanguage('de');
    vi.stubGlobal('fetch', verifyAnswer({ intact: false, verified: 1, firstBrokenSeq: 2, problem: 'truncated', caughtBy: 'backup', anchors: { reviews: 0, backups: 1 }, checkpoints: { count: 0, latestSeq: null, latestAt: null }, keyId: 'ab'.repeat(32) }));
    await renderApp(<ChainPanel />);
    expect(await screen.findByText('Audit-Trail bei Ereignis Nr. 2 UNTERBROCHEN')).toBeTruthy();
    expect(screen.getByText(/^1 Ereignis vor der Unterbrechung verifiziert\./)).toBeTruthy();
    expect(screen.getByText(/^In einem signierten Prüfpunkt erfasste Ereignisse sind nicht mehr in der Datenbank.*Festgestellt durch den Stand, den eine Sicherung festgehalten hat./)).toBeTruthy();
    expect(screen.queryByText(/Audit trail BROKEN/)).toBeNull();
  });

  it('labels the summary figures in German', async () => {
    await applyLanguage('de');
    await renderApp(<SummaryCards summary={{ total: 5, last24Hours: 1, documentEvents: 3, securityEvents: 2 }} active="total" onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: /Ereignisse gesamt/ })).toBeTruthy();
    expect(screen.getByText('Sicherheitsereignisse')).toBeTruthy();
    expect(screen.queryByText('Total Events')).toBeNull();
  });
});
