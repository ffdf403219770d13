import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { WebhookEndpointWithSecret } from '@attest/domain';
import { systemClock } from '../../platform/clock.ts';
import { todayIn } from '../../platform/site-date.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { closeCopyStampPool } from '../copies/copy-stamp-pool.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, releaseSignature, signature } from '../../../test/workflow-helpers.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';

// The queue runs as in production (started, woken by the enqueue's notification): no runDue here.
let t: TestApp;
let fast: Awaited<ReturnType<typeof startWebhookReceiver>>;
let slow: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1', WEBHOOK_ALLOW_HTTP: 'true' });
  fast = await startWebhookReceiver();
  slow = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await Promise.all([fast.close(), slow.close()]);
  await Promise.all([closeExtractionPool(), closeCopyStampPool()]);
});

/** Waits up to `seconds` for `ready`, checking every 100 ms. */
async function within(seconds: number, ready: () => boolean): Promise<boolean> {
  for (let i = 0; i < seconds * 10 && !ready(); i++) await sleep(100);
  return ready();
}

it('a receiver gets the signed CloudEvent within seconds of a release, and a slow one does not hold up the release', { timeout: 120_000 }, async () => {
  const as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  const register = async (url: string) => (await as.admin.request('POST', '/api/integrations/webhooks', { url, eventTypes: ['document.effective'] })).json<WebhookEndpointWithSecret>();
  const endpoint = await register(fast.url);
  await register(slow.url);
  const doc = await quickCreateWithFile(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Sanitisation of filling line' });
  const idOf = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
  const step = async (client: typeof as.admin, body: Record<string, unknown>) => expect((await act(client, doc.id, body)).statusCode).toBe(200);
  await step(as.author, { action: 'submit_for_review', reviewers: [await idOf('reviewer')], approvers: [await idOf('approver')], comment: 'Please review' });
  await step(as.reviewer, { action: 'complete_review', decision: 'approved', comment: 'Looks right' });
  await step(as.reviewer, { action: 'submit_for_approval', comment: 'Ready' });
  await step(as.approver, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
  // The work the draft left queued (its rendition, mail) is done first: a pass of the queue waits for all its jobs.
  await t.app.jobs.runDue();
  t.app.jobs.start();

  // The slow receiver answers only once the release has returned, however long the release takes on a busy machine.
  let answerNow = () => undefined as void;
  slow.state.held = new Promise<void>((resolve) => (answerNow = resolve));
  await step(as.admin, { action: 'make_effective', effectiveDate: todayIn('UTC', systemClock.now()), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
  // Had the release sent the events itself, it would have waited for the slow receiver's answer.
  expect(slow.state.answered).toBe(0);
  answerNow();

  expect(await within(10, () => fast.received.length > 0), 'the event reached the receiver within 10 s').toBe(true);
  const [hook] = fast.received;
  expect(new Webhook(endpoint.secret).verify(hook!.body, fast.signatureHeaders(hook!))).toMatchObject({
    specversion: '1.0',
    type: 'com.attest.document.effective',
    data: { documentId: doc.id, title: 'Sanitisation of filling line', status: 'effective' },
  });
  expect(await within(10, () => slow.state.answered === 1), 'the slow receiver answered in the end').toBe(true);
});
