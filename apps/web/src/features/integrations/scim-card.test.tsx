import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScimToken } from '@attest/domain';
import { findToast, renderApp } from '@/test/render';
import { ScimCard } from './scim-card';
import { ok, stubApi } from './test-api';

const SLOW = 30_000;
const BASE = '/api/integrations/scim-tokens';
const TOKEN = 'attest_scim_3q2+7w1e8r6t5y4u3i2o1p0a9s8d7f6g';
const admin = { id: '7b1c2b4a-5d6e-4f70-8a91-b2c3d4e5f600', name: 'Ada Admin' };

const token = (patch: Partial<ScimToken>): ScimToken => ({
  id: '7b1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601',
  name: 'Okta',
  createdBy: admin,
  createdAt: '2026-01-10T08:00:00.000Z',
  expiresAt: '2099-01-10T08:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  ...patch,
});
const okta = token({});
const entra = token({ id: '7b1c2b4a-5d6e-4f70-8a91-b2c3d4e5f602', name: 'Entra ID', revokedAt: '2026-06-01T08:00:00.000Z' });
const old = token({ id: '7b1c2b4a-5d6e-4f70-8a91-b2c3d4e5f603', name: 'Old IdP', expiresAt: '2025-01-01T00:00:00.000Z' });

afterEach(() => vi.unstubAllGlobals());

describe('the SCIM card', () => {
  it(
    'shows the base URL and each token with its state; only a live one can be revoked',
    async () => {
      stubApi({ [`GET ${BASE}`]: () => ok({ items: [okta, entra, old] }) });
      await renderApp(<ScimCard />);
      expect(screen.getByText(`${window.location.origin}/scim/v2`)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Copy the SCIM base URL' })).toBeTruthy();
      const table = await screen.findByRole('table', { name: 'SCIM provisioning' });
      const live = (await within(table).findByText('Okta')).closest('tr')!;
      expect(within(live).getByText('Live')).toBeTruthy();
      expect(within(live).getByText('Never')).toBeTruthy();
      expect(within(live).getByRole('button', { name: 'Revoke Okta' })).toBeTruthy();
      const revoked = within(table).getByText('Entra ID').closest('tr')!;
      expect(within(revoked).getByText('Revoked')).toBeTruthy();
      expect(within(revoked).queryByRole('button')).toBeNull();
      expect(within(within(table).getByText('Old IdP').closest('tr')!).getByText('Expired')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'issues a token for 365 days unless told and shows it once',
    async () => {
      let listed: ScimToken[] = [];
      const api = stubApi({
        [`GET ${BASE}`]: () => ok({ items: listed }),
        [`POST ${BASE}`]: () => {
          listed = [okta];
          return { status: 201, json: { token: TOKEN, scimToken: okta } };
        },
      });
      await renderApp(<ScimCard />);
      fireEvent.click(await screen.findByRole('button', { name: 'Issue Token' }));
      const dialog = await screen.findByRole('dialog', { name: 'Issue Token' });
      expect(within(dialog).getByLabelText<HTMLInputElement>('Expires in (days)').value).toBe('365');
      fireEvent.change(within(dialog).getByLabelText('Expires in (days)'), { target: { value: '731' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Issue Token' }));
      expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
      expect(within(dialog).getByText('Enter a number of days from 1 to 730.')).toBeTruthy();
      expect(api.calls('POST', BASE)).toHaveLength(0);

      fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Okta' } });
      fireEvent.change(within(dialog).getByLabelText('Expires in (days)'), { target: { value: '365' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Issue Token' }));
      const shown = await screen.findByRole('dialog', { name: 'SCIM token' });
      expect(within(shown).getByText(TOKEN)).toBeTruthy();
      expect(within(shown).getByText('Copy it now: it is shown this once and cannot be shown again.')).toBeTruthy();
      expect(api.calls('POST', BASE)[0]!.body).toEqual({ name: 'Okta', expiresInDays: 365 });

      fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Issue Token' })));
      await screen.findByRole('button', { name: 'Revoke Okta' });
      expect(screen.queryByText(TOKEN)).toBeNull();
    },
    SLOW,
  );

  it(
    'revokes a live token once confirmed',
    async () => {
      let listed = [okta];
      const api = stubApi({
        [`GET ${BASE}`]: () => ok({ items: listed }),
        [`POST ${BASE}/${okta.id}/revoke`]: () => {
          listed = [{ ...okta, revokedAt: '2026-11-29T10:00:00.000Z' }];
          return ok(listed[0]);
        },
      });
      await renderApp(<ScimCard />);
      fireEvent.click(await screen.findByRole('button', { name: 'Revoke Okta' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Revoke Okta?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
      await findToast('Token revoked');
      expect(api.calls('POST', `${BASE}/${okta.id}/revoke`)).toHaveLength(1);
      expect(await screen.findByText('Revoked')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Revoke Okta' })).toBeNull();
    },
    SLOW,
  );
});
