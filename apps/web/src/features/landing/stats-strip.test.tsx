import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, renderApp } from '@/test/render';
import { StatsStrip } from './stats-strip';

describe('landing figures for a visitor', () => {
  it('leaves the strip out, with no error shown, when the figures are not public', async () => {
    await applyLanguage('en');
    const api = fakeApi({ '/api/public/stats': () => ({ status: 200, json: { shown: false } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await renderApp(<StatsStrip />);

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Live figures of this Attest instance' })).toBeNull());
    expect(api.calls.map((c) => c.path)).toEqual(['/api/public/stats']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
