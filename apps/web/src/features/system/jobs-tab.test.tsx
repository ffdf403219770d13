import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobListResponse, JobSummary } from '@attest/domain';
import { findToast, renderApp } from '@/test/render';
import { JobsTab } from './jobs-tab';
import type { JobsSearch } from './jobs-search';

const SLOW = 30_000;
const FAILED_ID = '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601';
const SUCCEEDED_ID = '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f602';
const SMTP_ERROR = 'SMTP connection refused: connect ECONNREFUSED 127.0.0.1:25 (the mail server did not answer after six attempts)';

const job = (patch: Partial<JobSummary>): JobSummary => ({
  id: FAILED_ID,
  name: 'send-mail',
  status: 'failed',
  attempts: 6,
  maxAttempts: 6,
  runAt: '2026-11-29T09:00:00.000Z',
  lockedUntil: null,
  lastError: SMTP_ERROR,
  singletonKey: null,
  scheduledFor: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  finishedAt: '2026-11-29T09:30:00.000Z',
  ...patch,
});
const failedMail = job({});
const backup = job({ id: SUCCEEDED_ID, name: 'backup', status: 'succeeded', attempts: 1, maxAttempts: 2, lastError: null });
const page = (items: JobSummary[]): JobListResponse => ({ items, total: items.length, page: 1, pageSize: 50 });

type Reply = { status: number; json: unknown };

/** The two job routes: the list answers from `lists` in turn (the last one again), the retry with `retry`. */
function stubApi(lists: JobListResponse[], retry: Reply | Promise<Reply> = { status: 200, json: { id: FAILED_ID, status: 'queued' } }) {
  const calls: { method: string; url: URL }[] = [];
  // apiRequest passes the path as a string.
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://attest.test');
    calls.push({ method: init?.method ?? 'GET', url });
    const reply: Reply = url.pathname === '/api/system/jobs' ? { status: 200, json: lists.length > 1 ? lists.shift() : lists[0] } : await retry;
    return new Response(JSON.stringify(reply.json), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    listCalls: () => calls.filter((call) => call.url.pathname === '/api/system/jobs').map((call) => call.url.searchParams),
    retries: () => calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname),
  };
}

/** The tab with its filters held as the page holds them in the URL. */
function Harness() {
  const [search, setSearch] = useState<JobsSearch>({});
  return <JobsTab search={search} onSearch={setSearch} />;
}

/** The table row holding `text` (the name filter's options hold the same words). */
const rowOf = async (text: string) => (await within(await screen.findByRole('table')).findByText(text)).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('the Background Jobs tab', () => {
  it(
    'lists each job with its description, status and attempts, and Retry only on a failed one',
    async () => {
      stubApi([page([failedMail, backup])]);
      await renderApp(<Harness />);
      const mail = await rowOf('E-mail');
      expect(within(mail).getByText('send-mail')).toBeTruthy();
      expect(within(mail).getByText('Failed')).toBeTruthy();
      expect(within(mail).getByText('6 of 6')).toBeTruthy();
      expect(within(mail).getByRole('button', { name: /^Retry send-mail job created / })).toBeTruthy();
      const done = await rowOf('Backup');
      expect(within(done).getByText('Succeeded')).toBeTruthy();
      expect(within(done).getByText('1 of 2')).toBeTruthy();
      expect(within(done).queryByRole('button', { name: /Retry/ })).toBeNull();
      expect(screen.getByText('2 jobs')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'shows the whole error on request, from the keyboard too',
    async () => {
      stubApi([page([failedMail])]);
      await renderApp(<Harness />);
      const error = await screen.findByRole('button', { name: /^Show the full error/ });
      expect(error.getAttribute('aria-expanded')).toBe('false');
      expect(error.getAttribute('title')).toBe(SMTP_ERROR);
      fireEvent.click(error);
      expect(screen.getByRole('button', { name: /^Hide the full error/ }).getAttribute('aria-expanded')).toBe('true');
    },
    SLOW,
  );

  it(
    'asks the server for the chosen status, from the first page, 50 a page',
    async () => {
      const api = stubApi([page([failedMail, backup]), page([failedMail])]);
      await renderApp(<Harness />);
      await rowOf('Backup');
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
      await waitFor(() => expect(api.listCalls()).toHaveLength(2));
      expect(Object.fromEntries(api.listCalls()[0]!)).toEqual({ page: '1', pageSize: '50' });
      expect(Object.fromEntries(api.listCalls()[1]!)).toEqual({ status: 'failed', page: '1', pageSize: '50' });
      await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Backup')).toBeNull());
    },
    SLOW,
  );

  it(
    'retries a failed job, says so and reads the list again',
    async () => {
      const api = stubApi([page([failedMail]), page([job({ status: 'queued', attempts: 0, finishedAt: null })])]);
      await renderApp(<Harness />);
      fireEvent.click(await screen.findByRole('button', { name: /^Retry send-mail job/ }));
      await findToast('send-mail job queued again');
      expect(api.retries()).toEqual([`/api/system/jobs/${FAILED_ID}/retry`]);
      const mail = await rowOf('Queued');
      expect(within(mail).getByText('0 of 6')).toBeTruthy();
      expect(within(mail).queryByRole('button', { name: /Retry/ })).toBeNull();
      expect(api.listCalls()).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'keeps Retry disabled while the call runs',
    async () => {
      let answer: (reply: Reply) => void = () => undefined;
      stubApi([page([failedMail])], new Promise<Reply>((resolve) => (answer = resolve)));
      await renderApp(<Harness />);
      const retry = await screen.findByRole<HTMLButtonElement>('button', { name: /^Retry send-mail job/ });
      fireEvent.click(retry);
      await waitFor(() => expect(retry.disabled).toBe(true));
      answer({ status: 200, json: { id: FAILED_ID, status: 'queued' } });
      await findToast('send-mail job queued again');
      await waitFor(() => expect(retry.disabled).toBe(false));
    },
    SLOW,
  );

  it(
    "tells the server's reason when the job cannot be retried",
    async () => {
      stubApi([page([failedMail])], { status: 409, json: { error: { code: 'CONFLICT', message: 'The same job is already queued.' } } });
      await renderApp(<Harness />);
      fireEvent.click(await screen.findByRole('button', { name: /^Retry send-mail job/ }));
      await findToast('Job not retried');
      await findToast('The same job is already queued.');
    },
    SLOW,
  );

  it(
    "says when the list cannot be read, in the server's words",
    async () => {
      const refusal = { error: { code: 'FORBIDDEN', message: 'You do not have permission to do that.' } };
      vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refusal), { status: 403, headers: { 'content-type': 'application/json' } })));
      await renderApp(<Harness />);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The background jobs could not be loaded.');
      expect(alert.textContent).toContain('You do not have permission to do that.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'says when no job matches the filters',
    async () => {
      stubApi([page([])]);
      await renderApp(<Harness />);
      expect(await screen.findByText('No background jobs match these filters.')).toBeTruthy();
    },
    SLOW,
  );
});
