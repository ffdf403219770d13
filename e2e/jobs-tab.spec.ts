import { expect, test, type Route } from '@playwright/test';
import type { JobListResponse, JobSummary } from '@attest/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn } from './support';

const FAILED_ID = '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601';
const SMTP_ERROR = 'connect ECONNREFUSED 127.0.0.1:25: the mail server did not answer';

const failedMail: JobSummary = {
  id: FAILED_ID,
  name: 'send-mail',
  status: 'failed',
  attempts: 6,
  maxAttempts: 6,
  runAt: '2026-11-29T09:00:00.000Z',
  lockedUntil: null,
  lastError: SMTP_ERROR,
  singletonKey: FAILED_ID,
  scheduledFor: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  finishedAt: '2026-11-29T09:30:00.000Z',
};
const listOf = (items: JobSummary[]): JobListResponse => ({ items, total: items.length, page: 1, pageSize: 50 });
const fulfil = (route: Route, json: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(json) });

test('the administrator finds the background jobs in System Administration, filters the failed ones, reads the reason and retries one', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/dashboard/admin/system');
  await page.getByRole('tab', { name: 'Background Jobs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/system\?tab=jobs$/);

  // The server's own schedule: every cron job waits, queued, for its next occurrence.
  await page.getByLabel('Status').selectOption({ label: 'Queued' });
  await expect(page).toHaveURL(/jobStatus=queued/);
  const jobs = page.getByRole('table', { name: 'Background jobs' });
  await expect(jobs.getByRole('row').filter({ hasText: 'Scheduled release' })).toContainText('Queued');
  await shot(page, 'system-jobs-queued');

  // The failed e-mail is served here: no real setting makes the e2e server fail a job within a spec's time.
  // - send-mail: this server has no SMTP_URL, so mail is skipped and the job succeeds. With an SMTP host that refuses,
  //   a mail fails only after its 6th attempt, 7 h 21 min later (DEFAULT_RETRY_DELAYS_MS: 1, 5, 15, 60, 360 min);
  //   the delays have no setting (only the test harness's mailRetryDelaysMs).
  // - audit-witness-post (AUDIT_WITNESS_URL that refuses): 12 attempts, the waits doubling from 30 s.
  // - document-rendition: a file LibreOffice refuses marks its rendition failed and the job succeeds.
  // - backup and scheduled-backup: a failed backup is recorded on its backup row and the job succeeds; the only
  //   failure scheduled-backup throws (pg_dump missing) cannot happen on this server's PGlite.
  // - repository-fetch: a fetch that fails is recorded on its connection and the job succeeds.
  // - the other cron jobs: 5 attempts over 7.5 min, and no setting makes them throw.
  // The retry route itself is covered by jobs.routes.test.ts, and its refusal by the test below.
  let retried = false;
  await page.route(
    (url) => url.pathname === '/api/system/jobs' && url.searchParams.get('status') === 'failed',
    (route) => fulfil(route, listOf(retried ? [] : [failedMail])),
  );
  await page.route(`**/api/system/jobs/${FAILED_ID}/retry`, (route) => {
    retried = true;
    return fulfil(route, { id: FAILED_ID, status: 'queued' });
  });

  await page.getByLabel('Status').selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/jobStatus=failed/);
  const mail = jobs.getByRole('row').filter({ hasText: 'E-mail' });
  await expect(mail).toContainText('send-mail');
  await expect(mail).toContainText('Failed');
  await expect(mail).toContainText('6 of 6');
  // The name is one word: it stays on one line, not broken at its hyphen beside a long error.
  const name = mail.getByText('send-mail', { exact: true });
  expect(await name.evaluate((el) => el.getBoundingClientRect().height <= Number.parseFloat(getComputedStyle(el).lineHeight))).toBe(true);
  const error = mail.getByRole('button', { name: /^Show the full error/ });
  await expect(error).toHaveAttribute('title', SMTP_ERROR);
  await error.focus();
  await page.keyboard.press('Enter');
  await expect(mail.getByRole('button', { name: /^Hide the full error/ })).toHaveAttribute('aria-expanded', 'true');
  await shot(page, 'system-jobs-failed', true);

  await mail.getByRole('button', { name: /^Retry send-mail job created / }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'send-mail job queued again' })).toBeVisible();
  await expect(page.getByText('No background jobs match these filters.')).toBeVisible();
});

test('the server refuses to retry a job that has not failed, saying why', async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { 'x-csrf-token': ((await login.json()) as { csrfToken: string }).csrfToken };
  const queued = (await (await request.get('/api/system/jobs?status=queued', { headers })).json()) as JobListResponse;
  const job = queued.items[0];
  expect(job).toBeDefined();
  const refused = await request.post(`/api/system/jobs/${job!.id}/retry`, { headers });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ error: { code: 'CONFLICT', message: 'Only a failed job can be retried.' } });
});
