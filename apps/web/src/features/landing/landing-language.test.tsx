import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, renderApp } from '@/test/render';
import { StatsStrip } from './stats-strip';

describe('landing figures in German', () => {
  it('labels the live figures in German, with German digit grouping and uptime units', async () => {
    await applyLanguage('de');
    const stats = { shown: true, activeUsers: 1, auditEvents: 1234, uptimeSeconds: 2 * 3600 + 5 * 60 };
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/public/stats': () => ({ status: 200, json: stats }) }).fetch));
    await renderApp(<StatsStrip />);

    expect(await screen.findByText('aktiver Benutzer')).toBeTruthy();
    expect(screen.getByText('1.234')).toBeTruthy();
    expect(screen.getByText('protokollierte Audit-Ereignisse')).toBeTruthy();
    expect(screen.getByText('2 h 5 min')).toBeTruthy();
    expect(screen.queryByText('uptime since last restart')).toBeNull();
  });
});
