import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LmsConfig, LmsStatement } from '@attest/domain';
import type { IntegrationsSearch } from './integrations-search';
import { findToast, renderApp } from '@/test/render';
import { LmsCard } from './lms-card';
import { ok, refusal, stubApi } from './test-api';

const SLOW = 30_000;
const BASE = '/api/integrations/lms';
const STATEMENT_ID = '8c1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601';

const configured: LmsConfig = { configured: true, endpoint: 'https://lrs.example.com/xapi/', username: 'attest', hasKey: true, enabled: true, updatedAt: '2026-11-29T08:00:00.000Z' };
const failed: LmsStatement = {
  id: STATEMENT_ID,
  kind: 'completed',
  assignmentId: '8c1c2b4a-5d6e-4f70-8a91-b2c3d4e5f602',
  status: 'failed',
  attempts: 5,
  lastError: 'The LRS refused the statement.',
  lastStatusCode: 400,
  createdAt: '2026-11-29T07:00:00.000Z',
  sentAt: null,
  payload: {},
};
const page = (items: LmsStatement[]) => ok({ items, total: items.length, page: 1, pageSize: 50 });

afterEach(() => vi.unstubAllGlobals());

/** The card as System Administration shows it: the log's filter and page held by the URL (here, by state). */
function LmsCardAtUrl({ initial = {} }: { initial?: IntegrationsSearch }) {
  const [search, setSearch] = useState(initial);
  return <LmsCard logSearch={search} onLogSearch={setSearch} />;
}

describe('the LMS card', () => {
  it(
    'keeps the stored key when the key field is left empty, and says a key is set',
    async () => {
      const api = stubApi({
        [`GET ${BASE}`]: () => ok(configured),
        [`GET ${BASE}/statements`]: () => page([]),
        [`PUT ${BASE}`]: () => ok({ ...configured, username: 'attest-2', updatedAt: '2026-11-29T09:00:00.000Z' }),
      });
      await renderApp(<LmsCardAtUrl />);
      const key = await screen.findByLabelText('Key');
      expect(key.getAttribute('type')).toBe('password');
      expect(key.getAttribute('placeholder')).toBe('A key is set: leave empty to keep it');
      fireEvent.change(screen.getByLabelText('User name'), { target: { value: 'attest-2' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await findToast('LMS connection saved');
      expect(api.calls('PUT', BASE)[0]!.body).toEqual({ endpoint: 'https://lrs.example.com/xapi/', username: 'attest-2', enabled: true });
    },
    SLOW,
  );

  it(
    'asks for a key the first time and sends the one typed',
    async () => {
      const api = stubApi({
        [`GET ${BASE}`]: () => ok({ configured: false, endpoint: null, username: null, hasKey: false, enabled: false, updatedAt: null }),
        [`GET ${BASE}/statements`]: () => page([]),
        [`PUT ${BASE}`]: () => ok(configured),
      });
      await renderApp(<LmsCardAtUrl />);
      fireEvent.change(await screen.findByLabelText('LRS endpoint'), { target: { value: 'https://lrs.example.com/xapi/' } });
      fireEvent.change(screen.getByLabelText('User name'), { target: { value: 'attest' } });
      expect(screen.getByRole('button', { name: 'Test Connection' }).hasAttribute('disabled')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Enter the key.')).toBeTruthy();
      expect(api.calls('PUT', BASE)).toHaveLength(0);
      fireEvent.change(screen.getByLabelText('Key'), { target: { value: 's3cret' } });
      fireEvent.click(screen.getByRole('switch', { name: 'Send training records to the LRS' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await findToast('LMS connection saved');
      expect(api.calls('PUT', BASE)[0]!.body).toEqual({ endpoint: 'https://lrs.example.com/xapi/', username: 'attest', enabled: false, key: 's3cret' });
    },
    SLOW,
  );

  it(
    "shows the server's word on a refused endpoint under the field",
    async () => {
      const words = 'Enter an https:// address without a user name, password, query or fragment.';
      stubApi({
        [`GET ${BASE}`]: () => ok(configured),
        [`GET ${BASE}/statements`]: () => page([]),
        [`PUT ${BASE}`]: () => ({ status: 400, json: { error: { code: 'LMS_ENDPOINT_INVALID', message: 'The LRS endpoint must be an https:// address without a user name or password in it.', fields: { endpoint: words } } } }),
      });
      await renderApp(<LmsCardAtUrl />);
      fireEvent.change(await screen.findByLabelText('LRS endpoint'), { target: { value: 'ftp://lrs.example.com/' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await findToast('LMS connection not saved');
      expect(await screen.findByText(words)).toBeTruthy();
      expect(screen.getByLabelText('LRS endpoint').getAttribute('aria-invalid')).toBe('true');
    },
    SLOW,
  );

  it(
    'shows the test result: connected with the versions, or why not',
    async () => {
      let answer = ok({ ok: true, status: 200, versions: ['1.0.3', '1.0.0'], error: null });
      stubApi({ [`GET ${BASE}`]: () => ok(configured), [`GET ${BASE}/statements`]: () => page([]), [`POST ${BASE}/test`]: () => answer });
      await renderApp(<LmsCardAtUrl />);
      fireEvent.click(await screen.findByRole('button', { name: 'Test Connection' }));
      expect(await screen.findByText('Connected (HTTP 200). xAPI versions: 1.0.3, 1.0.0')).toBeTruthy();
      answer = ok({ ok: false, status: 401, versions: [], error: 'The LRS refused the credentials.' });
      fireEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The LRS did not answer as expected: The LRS refused the credentials.');
    },
    SLOW,
  );

  it(
    'lists the statements, filters by status, and resends a failed one',
    async () => {
      const api = stubApi({
        [`GET ${BASE}`]: () => ok(configured),
        [`GET ${BASE}/statements`]: () => page([failed]),
        [`POST ${BASE}/statements/${STATEMENT_ID}/resend`]: () => refusal(409, 'LMS_STATEMENT_NOT_FAILED', 'Only a statement whose delivery failed can be sent again.'),
      });
      await renderApp(<LmsCardAtUrl />);
      const table = await screen.findByRole('table', { name: 'Delivery log' });
      const row = (await within(table).findByText('Completed')).closest('tr')!;
      expect(within(row).getByText('Failed')).toBeTruthy();
      expect(within(row).getByText('HTTP 400 · The LRS refused the statement.')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
      await waitFor(() => expect(api.calls('GET', `${BASE}/statements`).at(-1)!.url.searchParams.get('status')).toBe('failed'));
      fireEvent.click(within(row).getByRole('button', { name: /^Resend the Completed statement created / }));
      await findToast('Statement not resent');
      await findToast('Only a statement whose delivery failed can be sent again.');
    },
    SLOW,
  );

  it(
    'opens the log at the status and page the URL names, and a new status starts again at its first page',
    async () => {
      const api = stubApi({ [`GET ${BASE}`]: () => ok(configured), [`GET ${BASE}/statements`]: () => ok({ items: [failed], total: 51, page: 2, pageSize: 50 }) });
      const onLogSearch = vi.fn();
      await renderApp(<LmsCard logSearch={{ lmsStatus: 'failed', lmsPage: 2 }} onLogSearch={onLogSearch} />);
      await screen.findByRole('table', { name: 'Delivery log' });
      const asked = api.calls('GET', `${BASE}/statements`)[0]!.url.searchParams;
      expect([asked.get('status'), asked.get('page')]).toEqual(['failed', '2']);
      expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('failed');
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
      expect(onLogSearch).toHaveBeenLastCalledWith({ lmsStatus: 'pending' });
    },
    SLOW,
  );
});
