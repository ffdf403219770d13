import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrphanSweepResponse, StorageIntegrityResponse } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { StorageIntegrityPanel } from './storage-integrity-panel';

const ORPHAN = 'a'.repeat(64);
const withOrphan: StorageIntegrityResponse = { checked: 3, missing: [], corrupt: [], orphans: [ORPHAN] };
const intact: StorageIntegrityResponse = { checked: 3, missing: [], corrupt: [], orphans: [] };
const SLOW = 30_000;

async function renderPanel(reports: StorageIntegrityResponse[], swept: OrphanSweepResponse = { removed: 1, bytes: 2048, keptInGrace: 0, graceHours: 24 }) {
  const api = fakeApi({
    '/api/system/storage/integrity': () => ({ status: 200, json: reports.shift() ?? intact }),
    '/api/system/storage/orphans/sweep': () => ({ status: 200, json: swept }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  await renderApp(<StorageIntegrityPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Check stored files' }));
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('removing orphaned files from Integrity checks', () => {
  it(
    'offers no removal when the check lists no orphan',
    async () => {
      await renderPanel([intact]);
      await screen.findByText(/stored files intact/);
      expect(screen.queryByRole('button', { name: 'Remove orphaned files' })).toBeNull();
    },
    SLOW,
  );

  it(
    'asks first, stating the grace period and the audit trail, and Cancel removes nothing',
    async () => {
      const api = await renderPanel([withOrphan]);
      expect(await screen.findByText(/older than 24 hours/)).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Remove orphaned files' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Remove orphaned files?' });
      expect(dialog.textContent).toMatch(/older than 24 hours/);
      expect(dialog.textContent).toMatch(/recorded in the audit trail/);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(api.calls.map((c) => c.path)).not.toContain('/api/system/storage/orphans/sweep');
    },
    SLOW,
  );

  it(
    'removes them once confirmed, says how many, and checks the store again',
    async () => {
      const api = await renderPanel([withOrphan, intact]);
      fireEvent.click(await screen.findByRole('button', { name: 'Remove orphaned files' }));
      const dialog = await screen.findByRole('alertdialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove files' }));
      await findToast('1 orphaned file removed (2.0 KB)');
      await screen.findByText(/stored files intact/);
      expect(api.calls.map((c) => c.path)).toEqual(['/api/system/storage/integrity', '/api/system/storage/orphans/sweep', '/api/system/storage/integrity']);
    },
    SLOW,
  );
});
