import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookDelivery, WebhookEndpoint } from '@attest/domain';
import { findToast, renderApp } from '@/test/render';
import { ok, refusal, stubApi } from './test-api';
import { WebhooksCard } from './webhooks-card';

const SLOW = 30_000;
const ACTIVE_ID = '6a1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601';
const PAUSED_ID = '6a1c2b4a-5d6e-4f70-8a91-b2c3d4e5f602';
const DELIVERY_ID = '6a1c2b4a-5d6e-4f70-8a91-b2c3d4e5f603';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const BASE = '/api/integrations/webhooks';

const endpoint = (patch: Partial<WebhookEndpoint>): WebhookEndpoint => ({
  id: ACTIVE_ID,
  url: 'https://hooks.example.com/attest',
  eventTypes: ['document.effective', 'document.obsolete'],
  active: true,
  pausedAt: null,
  pauseReason: null,
  failingSince: null,
  rowVersion: 1,
  createdAt: '2026-11-29T08:00:00.000Z',
  updatedAt: '2026-11-29T08:00:00.000Z',
  ...patch,
});
const active = endpoint({});
const paused = endpoint({
  id: PAUSED_ID,
  url: 'https://erp.example.com/hooks',
  eventTypes: ['document.approved'],
  pausedAt: '2026-11-29T09:00:00.000Z',
  pauseReason: 'It failed for 24 hours.',
  failingSince: '2026-11-28T09:00:00.000Z',
});

const failedDelivery: WebhookDelivery = {
  id: DELIVERY_ID,
  eventId: 'evt-1',
  eventType: 'document.approved',
  status: 'failed',
  payload: {},
  createdAt: '2026-11-28T09:00:00.000Z',
  deliveredAt: null,
  attempts: [
    { id: '6a1c2b4a-5d6e-4f70-8a91-b2c3d4e5f604', statusCode: 503, error: null, latencyMs: 120, responseExcerpt: 'Service Unavailable: try later', attemptedAt: '2026-11-28T09:00:05.000Z' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the Webhooks card', () => {
  it(
    'lists each endpoint with its URL, events by name and state, a paused one with its reason',
    async () => {
      stubApi({ [`GET ${BASE}`]: () => ok([active, paused]) });
      await renderApp(<WebhooksCard />);
      const table = await screen.findByRole('table', { name: 'Webhooks' });
      const first = (await within(table).findByText('https://hooks.example.com/attest')).closest('tr')!;
      expect(within(first).getByText('Document effective')).toBeTruthy();
      expect(within(first).getByText('Document made obsolete')).toBeTruthy();
      expect(within(first).getByText('Active')).toBeTruthy();
      const second = within(table).getByText('https://erp.example.com/hooks').closest('tr')!;
      expect(within(second).getByText('Paused')).toBeTruthy();
      expect(within(second).getByText('Paused: It failed for 24 hours.')).toBeTruthy();
      expect(within(second).getByRole('button', { name: 'Rotate the secret of https://erp.example.com/hooks' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'adds an endpoint and shows its secret once, with the warning that it will not be shown again',
    async () => {
      let listed: WebhookEndpoint[] = [];
      const api = stubApi({
        [`GET ${BASE}`]: () => ok(listed),
        [`POST ${BASE}`]: () => {
          listed = [active];
          return { status: 201, json: { ...active, secret: SECRET } };
        },
      });
      await renderApp(<WebhooksCard />);
      fireEvent.click(await screen.findByRole('button', { name: 'Add Endpoint' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Endpoint' });
      // Nothing chosen: the form says what is missing and sends nothing.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Enter the endpoint’s URL.')).toBeTruthy();
      expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: ' https://hooks.example.com/attest ' } });
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /Document made obsolete/ }));
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /Document effective/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
      expect(within(shown).getByText(SECRET)).toBeTruthy();
      expect(within(shown).getByText('Copy it now: it is shown this once and cannot be shown again.')).toBeTruthy();
      expect(within(shown).getByRole('button', { name: 'Copy the signing secret' })).toBeTruthy();
      // In the domain's order, not the order ticked.
      expect(api.calls('POST', BASE)[0]!.body).toEqual({ url: 'https://hooks.example.com/attest', eventTypes: ['document.effective', 'document.obsolete'], active: true });

      fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Back where the keyboard user started, not lost on the page.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Endpoint' })));
      await screen.findByText('https://hooks.example.com/attest');
      expect(screen.queryByText(SECRET)).toBeNull();
    },
    SLOW,
  );

  it(
    'rotates a secret after asking, and shows the new one once',
    async () => {
      const api = stubApi({ [`GET ${BASE}`]: () => ok([active]), [`POST ${BASE}/${ACTIVE_ID}/rotate-secret`]: () => ok({ ...active, secret: SECRET }) });
      await renderApp(<WebhooksCard />);
      fireEvent.click(await screen.findByRole('button', { name: 'Rotate the secret of https://hooks.example.com/attest' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(api.calls('POST', `${BASE}/${ACTIVE_ID}/rotate-secret`)).toHaveLength(0);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate Secret' }));
      const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
      expect(within(shown).getByText(SECRET)).toBeTruthy();
      fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rotate the secret of https://hooks.example.com/attest' })));
    },
    SLOW,
  );

  it(
    'edits an endpoint at the row version it was read at, and shows the server\'s refusal',
    async () => {
      const message = 'Someone else changed this record. Reload and try again.';
      const api = stubApi({ [`GET ${BASE}`]: () => ok([paused]), [`PUT ${BASE}/${PAUSED_ID}`]: () => refusal(409, 'CONFLICT', message) });
      await renderApp(<WebhooksCard />);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit https://erp.example.com/hooks' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Endpoint' });
      expect(within(dialog).getByLabelText<HTMLInputElement>('URL').value).toBe('https://erp.example.com/hooks');
      expect(within(dialog).getByRole('checkbox', { name: /Document approved/ }).getAttribute('aria-checked')).toBe('true');
      expect(within(dialog).getByText('Making a paused endpoint active again resumes it.')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /Document archived/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findToast('Endpoint not saved');
      await findToast(message);
      expect(api.calls('PUT', `${BASE}/${PAUSED_ID}`)[0]!.body).toEqual({
        url: 'https://erp.example.com/hooks',
        eventTypes: ['document.approved', 'document.archived'],
        active: true,
        rowVersion: 1,
      });
      // The dialog stays open with what was typed.
      expect(screen.getByRole('dialog', { name: 'Edit Endpoint' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'deletes an endpoint only once confirmed',
    async () => {
      let listed = [active];
      const api = stubApi({
        [`GET ${BASE}`]: () => ok(listed),
        [`DELETE ${BASE}/${ACTIVE_ID}`]: () => {
          listed = [];
          return ok();
        },
      });
      await renderApp(<WebhooksCard />);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete https://hooks.example.com/attest' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete https://hooks.example.com/attest?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(api.calls('DELETE', `${BASE}/${ACTIVE_ID}`)).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Delete https://hooks.example.com/attest' }));
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await findToast('Endpoint deleted');
      expect(await screen.findByText('No webhook endpoint is registered.')).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows a delivery's attempts and the server's refusal to redeliver",
    async () => {
      const message = 'This endpoint is inactive or paused: make it active again before redelivering.';
      stubApi({
        [`GET ${BASE}`]: () => ok([paused]),
        [`GET ${BASE}/${PAUSED_ID}/deliveries`]: () => ok({ items: [failedDelivery], total: 1 }),
        [`POST ${BASE}/${PAUSED_ID}/deliveries/${DELIVERY_ID}/redeliver`]: () => refusal(409, 'WEBHOOK_ENDPOINT_INACTIVE', message),
      });
      await renderApp(<WebhooksCard />);
      fireEvent.click(await screen.findByRole('button', { name: 'Deliveries of https://erp.example.com/hooks' }));
      const dialog = await screen.findByRole('dialog', { name: 'Deliveries to https://erp.example.com/hooks' });
      const row = (await within(dialog).findByText('Failed')).closest('tr')!;
      expect(within(row).getByText('Document approved')).toBeTruthy();
      expect(within(row).getByText('503 in 120 ms')).toBeTruthy();
      const toggle = within(row).getByRole('button', { name: /^Show the attempts of Document approved/ });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(await within(dialog).findByText('Service Unavailable: try later')).toBeTruthy();

      fireEvent.click(within(row).getByRole('button', { name: /^Redeliver Document approved/ }));
      await findToast('Not redelivered');
      await findToast(message);
    },
    SLOW,
  );
});
