import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { DocumentDetail, WebhookDeliveryPage, WebhookEndpoint, WebhookEndpointWithSecret } from '@attest/domain';
import { systemClock, TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { todayIn } from '../../platform/site-date.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { closeCopyStampPool } from '../copies/copy-stamp-pool.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, releaseSignature, signature } from '../../../test/workflow-helpers.ts';
import { startWebhookReceiver, type ReceivedWebhook } from '../../../test/webhook-receiver.ts';
import { WEBHOOK_RETRY_DELAYS_MS } from './webhook-deliver.job.ts';

// Signatures are checked by standardwebhooks against the real time (5 minutes' tolerance): the app's clock starts now.
const clock = new TestClock(systemClock.now());
const HOUR = 3_600_000;
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let healthy: WebhookEndpointWithSecret;
let inReview: DocumentDetail | undefined;
let obsoleteReceiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1', WEBHOOK_ALLOW_HTTP: 'true' }, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  receiver = await startWebhookReceiver();
  healthy = await register(receiver.url, ['document.submitted', 'document.approved', 'document.effective', 'document.superseded']);
  obsoleteReceiver = await startWebhookReceiver();
  await register(obsoleteReceiver.url, ['document.obsolete']);
});
afterAll(async () => {
  await Promise.all([receiver.close(), obsoleteReceiver.close()]);
  await t.close();
  await Promise.all([closeExtractionPool(), closeCopyStampPool()]);
});

const today = () => todayIn('UTC', clock.now());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

async function register(url: string, eventTypes: string[]): Promise<WebhookEndpointWithSecret> {
  const response = await as.admin.request('POST', '/api/integrations/webhooks', { url, eventTypes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookEndpointWithSecret>();
}

const eventsOf = (hooks: ReceivedWebhook[], type: string, documentId: string) =>
  hooks.filter((hook) => {
    const event = JSON.parse(hook.body) as { type: string; data: { documentId: string } };
    return event.type === type && event.data.documentId === documentId;
  });

const deliveriesOf = async (endpointId: string) => (await as.admin.request('GET', `/api/integrations/webhooks/${endpointId}/deliveries`)).json<WebhookDeliveryPage>();
const endpointOf = async (endpointId: string) => (await as.admin.request('GET', '/api/integrations/webhooks')).json<WebhookEndpoint[]>().find((e) => e.id === endpointId)!;

async function effectiveDocument(title: string, effectiveDate = today()): Promise<DocumentDetail> {
  const doc = await quickCreateWithFile(as.author, ids, { title });
  await makeEffective(as, doc.id, effectiveDate);
  return doc;
}

describe('a release sends a signed CloudEvent', () => {
  it('a document made effective reaches the receiver as com.attest.document.effective, verified with standardwebhooks', { timeout: 120_000 }, async () => {
    const doc = await effectiveDocument('Line clearance');
    // Nothing is sent inside the request: the job queue sends it.
    expect(eventsOf(receiver.received, 'com.attest.document.effective', doc.id)).toHaveLength(0);
    await t.app.jobs.runDue();

    const [hook] = eventsOf(receiver.received, 'com.attest.document.effective', doc.id);
    expect(hook).toBeDefined();
    const verified = new Webhook(healthy.secret).verify(hook!.body, receiver.signatureHeaders(hook!)) as Record<string, unknown>;
    expect(verified).toMatchObject({
      specversion: '1.0',
      type: 'com.attest.document.effective',
      source: t.config.publicUrl,
      datacontenttype: 'application/json',
      id: hook!.headers['webhook-id'],
      data: { documentId: doc.id, documentNumber: doc.docNumber, title: 'Line clearance', status: 'effective', effectiveDate: today() },
    });
    expect(hook!.headers['content-type']).toContain('application/cloudevents+json');
    // Another secret does not verify it.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(hook!.body, receiver.signatureHeaders(hook!))).toThrow();
    // The steps before it were announced too, in order.
    expect(eventsOf(receiver.received, 'com.attest.document.submitted', doc.id)).toHaveLength(1);
    expect(eventsOf(receiver.received, 'com.attest.document.approved', doc.id)).toHaveLength(1);

    const page = await deliveriesOf(healthy.id);
    const delivery = page.items.find((d) => d.eventId === hook!.headers['webhook-id'])!;
    expect(delivery).toMatchObject({ status: 'delivered', eventType: 'document.effective' });
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0]).toMatchObject({ statusCode: 200, error: null, responseExcerpt: 'ok' });
    expect(delivery.attempts[0]!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('payloads carry no working title, comment or file text: only released facts', { timeout: 120_000 }, async () => {
    const doc = await effectiveDocument('Gowning procedure');
    const draft = await (async () => {
      expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Confidential reasoning' })).statusCode).toBe(200);
      return (await as.author.request('GET', `/api/documents/${doc.id}`)).json<DocumentDetail>();
    })();
    const retitled = await as.author.request('PUT', `/api/documents/${doc.id}`, { title: 'Unreleased working title', ...ids, rowVersion: draft.rowVersion });
    expect(retitled.statusCode, retitled.body).toBe(200);
    const person = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
    const submitted = await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [await person('reviewer')], approvers: [await person('approver')], comment: 'Secret review note' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await t.app.jobs.runDue();

    const about = receiver.received.filter((hook) => hook.body.includes(doc.id));
    // The queue sends deliveries side by side, so they may arrive in any order (Standard Webhooks tells receivers so).
    expect(about.map((hook) => (JSON.parse(hook.body) as { type: string }).type).sort()).toEqual([
      'com.attest.document.approved',
      'com.attest.document.effective',
      'com.attest.document.submitted',
      'com.attest.document.submitted',
    ]);
    inReview = doc;
    const dataOf = (hook: ReceivedWebhook) => (JSON.parse(hook.body) as { data: Record<string, unknown> }).data;
    const released = dataOf(eventsOf(about, 'com.attest.document.effective', doc.id)[0]!);
    const newDraft = eventsOf(about, 'com.attest.document.submitted', doc.id).map(dataOf).find((data) => data.versionLabel !== released.versionLabel);
    expect(newDraft).toEqual({ documentId: doc.id, documentNumber: doc.docNumber, versionLabel: expect.any(String) as string, status: 'in-review' });
    for (const hook of about) {
      for (const secret of ['Unreleased working title', 'Secret review note', 'Confidential reasoning', 'Please review', 'Looks right']) expect(hook.body).not.toContain(secret);
    }
  });

  it('a new version made effective supersedes the old one; marked obsolete, the version in force is withdrawn', { timeout: 120_000 }, async () => {
    const doc = inReview!;
    const ok = async (client: typeof as.admin, body: Record<string, unknown>) => expect((await act(client, doc.id, body)).statusCode).toBe(200);
    await ok(as.reviewer, { action: 'complete_review', decision: 'approved', comment: 'Fine' });
    await ok(as.reviewer, { action: 'submit_for_approval', comment: 'Ready' });
    await ok(as.approver, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
    await ok(as.admin, { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    await ok(as.coordinator, { action: 'mark_obsolete', comment: 'Process retired', signature: await releaseSignature(as.coordinator, 'coordinator@attest.local', 'retired') });
    await t.app.jobs.runDue();

    const effective = eventsOf(receiver.received, 'com.attest.document.effective', doc.id);
    expect(effective).toHaveLength(2);
    const labels = effective.map((hook) => (JSON.parse(hook.body) as { data: { versionLabel: string } }).data.versionLabel);
    const [superseded] = eventsOf(receiver.received, 'com.attest.document.superseded', doc.id);
    expect(JSON.parse(superseded!.body)).toMatchObject({ data: { documentId: doc.id, versionLabel: labels[0], status: 'superseded', replacedByVersionLabel: labels[1] } });
    expect(JSON.parse(effective[1]!.body)).toMatchObject({ data: { title: 'Unreleased working title', status: 'effective' } });
    // Not subscribed: the healthy endpoint asked for no obsolete events, the obsolete one only for those.
    expect(eventsOf(receiver.received, 'com.attest.document.obsolete', doc.id)).toHaveLength(0);
    expect(eventsOf(obsoleteReceiver.received, 'com.attest.document.obsolete', doc.id)).toHaveLength(1);
    expect(obsoleteReceiver.received.map((hook) => (JSON.parse(hook.body) as { type: string }).type)).toEqual(['com.attest.document.obsolete']);
  });

  it('a redelivery sends the same event again with a fresh signature', { timeout: 60_000 }, async () => {
    const delivered = (await deliveriesOf(healthy.id)).items.find((d) => d.status === 'delivered')!;
    const before = receiver.received.filter((h) => h.headers['webhook-id'] === delivered.eventId).length;
    const response = await as.admin.request('POST', `/api/integrations/webhooks/${healthy.id}/deliveries/${delivered.id}/redeliver`);
    expect(response.statusCode, response.body).toBe(202);
    // Queued, not yet sent: a second redelivery waits for it.
    const again = await as.admin.request('POST', `/api/integrations/webhooks/${healthy.id}/deliveries/${delivered.id}/redeliver`);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('WEBHOOK_DELIVERY_PENDING');
    await t.app.jobs.runDue();
    const copies = receiver.received.filter((h) => h.headers['webhook-id'] === delivered.eventId);
    expect(copies).toHaveLength(before + 1);
    expect(new Webhook(healthy.secret).verify(copies.at(-1)!.body, receiver.signatureHeaders(copies.at(-1)!))).toMatchObject({ id: delivered.eventId });
    const after = (await deliveriesOf(healthy.id)).items.find((d) => d.id === delivered.id)!;
    expect(after.status).toBe('delivered');
    expect(after.attempts).toHaveLength(2);
    const audited = await rows<{ action: string }>(sql`SELECT action FROM audit_events WHERE entity_id = ${healthy.id} AND action = 'Webhook Delivery Resent'`);
    expect(audited).toHaveLength(1);
  });
});

describe('a scheduled release', () => {
  it('sends document.effective on its effective date, not at approval', { timeout: 120_000 }, async () => {
    const tomorrow = addDays(today(), 1);
    const doc = await effectiveDocument('Batch record review', tomorrow);
    expect((await as.admin.request('GET', `/api/documents/${doc.id}`)).json<DocumentDetail>().status).toBe('scheduled');
    await t.app.jobs.runDue();
    expect(eventsOf(receiver.received, 'com.attest.document.approved', doc.id)).toHaveLength(1);
    expect(eventsOf(receiver.received, 'com.attest.document.effective', doc.id)).toHaveLength(0);

    clock.set(new Date(`${tomorrow}T00:05:00Z`));
    await t.app.jobs.runDue();
    const [hook] = eventsOf(receiver.received, 'com.attest.document.effective', doc.id);
    expect(JSON.parse(hook!.body)).toMatchObject({ time: `${tomorrow}T00:05:00.000Z`, data: { documentId: doc.id, effectiveDate: tomorrow, status: 'effective' } });
    as = await signedInClients(t.app);
  });
});

describe('a failing receiver', () => {
  it('an attempt that breaks inside Attest (its secret cannot be read) is logged with why, and after the last the delivery is failed, not left pending', { timeout: 120_000 }, async () => {
    const broken = await startWebhookReceiver();
    try {
      const endpoint = await register(broken.url, ['document.effective']);
      // As after a change of REPOSITORY_TOKEN_KEY: the stored secret no longer decrypts.
      await t.database.db.execute(sql`UPDATE webhook_endpoints SET secret_ciphertext = ${Buffer.alloc(48, 7).toString('base64')} WHERE id = ${endpoint.id}`);
      await effectiveDocument('Handling of deviations');
      await t.app.jobs.runDue();
      for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
        clock.set(new Date(clock.now().getTime() + delay));
        await t.app.jobs.runDue();
      }
      expect(broken.received).toEqual([]);
      const [delivery] = (await deliveriesOf(endpoint.id)).items;
      expect(delivery!.status).toBe('failed');
      expect(delivery!.attempts).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
      for (const attempt of delivery!.attempts) expect(attempt).toMatchObject({ statusCode: null, error: expect.stringContaining('not sent') as string });
    } finally {
      await broken.close();
    }
  });

  it('is retried on the Standard Webhooks schedule, every attempt logged, and paused after a day of failures; 410 disables at once', { timeout: 180_000 }, async () => {
    const failing = await startWebhookReceiver();
    const gone = await startWebhookReceiver();
    failing.state.status = 500;
    failing.state.answer = 'x'.repeat(5000);
    gone.state.status = 410;
    try {
      const down = await register(failing.url, ['document.effective']);
      const leaving = await register(gone.url, ['document.effective']);
      await effectiveDocument('Equipment calibration');
      await t.app.jobs.runDue();

      // 410 Gone: disabled at the first answer, audited as the system's action, never retried.
      expect(gone.received).toHaveLength(1);
      expect(await endpointOf(leaving.id)).toMatchObject({ active: false, pauseReason: expect.stringContaining('410') as string });
      const disabled = await rows<{ actor_name: string; actor_id: string | null }>(sql`SELECT actor_name, actor_id FROM audit_events WHERE entity_id = ${leaving.id} AND action = 'Webhook Endpoint Disabled'`);
      expect(disabled).toEqual([{ actor_name: 'system', actor_id: null }]);

      // 500: each retry waits its turn; the attempt's answer is kept, cut at 1 KB.
      expect(failing.received).toHaveLength(1);
      let attempts = 1;
      for (const [i, delay] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
        clock.set(new Date(clock.now().getTime() + delay - 1000));
        await t.app.jobs.runDue();
        expect(failing.received, `a second before retry ${i + 1}`).toHaveLength(attempts);
        clock.set(new Date(clock.now().getTime() + 1000));
        await t.app.jobs.runDue();
        attempts += 1;
        expect(failing.received, `retry ${i + 1}`).toHaveLength(attempts);
        const paused = await rows<{ paused_at: Date | null }>(sql`SELECT paused_at FROM webhook_endpoints WHERE id = ${down.id}`);
        // The 7th retry, 27 h 35 min after the first failure, is the first past 24 h.
        expect(paused[0]!.paused_at !== null, `paused after retry ${i + 1}`).toBe(i === WEBHOOK_RETRY_DELAYS_MS.length - 1);
      }
      expect(gone.received).toHaveLength(1);

      as = await signedInClients(t.app);
      const endpoint = await endpointOf(down.id);
      expect(endpoint).toMatchObject({ active: true, pausedAt: expect.any(String) as string, pauseReason: 'Every delivery failed for 24 hours.' });
      const [delivery] = (await deliveriesOf(down.id)).items;
      expect(delivery!.status).toBe('failed');
      expect(delivery!.attempts).toHaveLength(8);
      for (const attempt of delivery!.attempts) expect(attempt).toMatchObject({ statusCode: 500, responseExcerpt: 'x'.repeat(1024) });
      const paused = await rows<{ actor_name: string }>(sql`SELECT actor_name FROM audit_events WHERE entity_id = ${down.id} AND action = 'Webhook Endpoint Paused'`);
      expect(paused).toEqual([{ actor_name: 'system' }]);
      const told = await rows<{ title: string }>(sql`SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.role = 'admin' AND n.title LIKE 'Webhook endpoint%' ORDER BY n.title`);
      expect(told.map((n) => n.title)).toEqual(expect.arrayContaining(['Webhook endpoint disabled', 'Webhook endpoint paused']));

      // A paused endpoint gets nothing more until an administrator makes it active again.
      await effectiveDocument('Pest control');
      await t.app.jobs.runDue();
      expect(failing.received).toHaveLength(8);
      const resumed = await as.admin.request('PUT', `/api/integrations/webhooks/${down.id}`, { url: endpoint.url, eventTypes: endpoint.eventTypes, active: true, rowVersion: endpoint.rowVersion });
      expect(resumed.json<WebhookEndpoint>()).toMatchObject({ pausedAt: null, failingSince: null, active: true });
    } finally {
      await Promise.all([failing.close(), gone.close()]);
    }
  });
});
