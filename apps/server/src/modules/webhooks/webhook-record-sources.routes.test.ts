import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { DocumentDetail, PrintResponse, WebhookEndpointWithSecret } from '@attest/domain';
import { systemClock, TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { noPayload } from '../../platform/jobs/job-queue.ts';
import { todayIn } from '../../platform/site-date.ts';
import { readCheckpoints } from '../audit/audit-checkpoints.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { closeCopyStampPool } from '../copies/copy-stamp-pool.ts';
import { periodicReviewJob } from '../periodic-reviews/periodic-reviews.job.ts';
import { TRAINING_REMINDER_JOB } from '../training/training-reminders.job.ts';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { act, makeEffective, SIGNATURE_IMAGE, signingToken } from '../../../test/workflow-helpers.ts';
import { startWebhookReceiver, type ReceivedWebhook } from '../../../test/webhook-receiver.ts';

// Signatures are checked by standardwebhooks against the real time (5 minutes' tolerance): the app's clock starts now
// and never moves; what is due is made due in the data, and the daily jobs are queued at once.
const clock = new TestClock(systemClock.now());
const DAY = 86_400_000;
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let userId: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let subscribed: WebhookEndpointWithSecret;
let other: Awaited<ReturnType<typeof startWebhookReceiver>>;

const NEW_TYPES = ['copy.recalled', 'training.assigned', 'training.completed', 'training.overdue', 'periodic-review.due', 'audit.checkpoint', 'document.archived'];

beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1', WEBHOOK_ALLOW_HTTP: 'true', SITE_TIMEZONE: 'UTC' }, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  userId = (await as.user.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id;
  receiver = await startWebhookReceiver();
  subscribed = await register(receiver.url, NEW_TYPES);
  // Subscribed to none of the events below: it hears the submissions only.
  other = await startWebhookReceiver();
  await register(other.url, ['document.submitted']);
});
afterAll(async () => {
  await Promise.all([receiver.close(), other.close()]);
  await t.close();
  await Promise.all([closeExtractionPool(), closeCopyStampPool()]);
});

const today = () => todayIn('UTC', clock.now());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function register(url: string, eventTypes: string[]): Promise<WebhookEndpointWithSecret> {
  const response = await as.admin.request('POST', '/api/integrations/webhooks', { url, eventTypes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookEndpointWithSecret>();
}

interface Received {
  type: string;
  data: Record<string, unknown>;
}
/** The events of `type` the subscribed receiver got that match `about`, each verified with its endpoint's secret. */
function verified(type: string, about: (data: Record<string, unknown>) => boolean): Received[] {
  return receiver.received
    .map((hook: ReceivedWebhook) => new Webhook(subscribed.secret).verify(hook.body, receiver.signatureHeaders(hook)) as Received)
    .filter((event) => event.type === `com.attest.${type}` && about(event.data));
}
const runJob = async (name: string) => {
  await t.app.jobs.enqueue(t.database.db, { name, payload: noPayload }, {});
  await t.app.jobs.runDue();
};

async function trainingDocument(title: string): Promise<DocumentDetail> {
  const doc = await quickCreate(as.author, ids, { title });
  const updated = await as.author.request('PUT', `/api/documents/${doc.id}`, { title, ...ids, trainingRequired: true, rowVersion: doc.rowVersion });
  expect(updated.statusCode, updated.body).toBe(200);
  expect((await as.author.request('PUT', `/api/documents/${doc.id}/training`, { userIds: [userId], dueDays: 10 })).statusCode).toBe(200);
  await makeEffective(as, doc.id, today());
  return updated.json<DocumentDetail>();
}
const assignmentOf = async (documentId: string) =>
  rowsOf<{ id: string; version_id: string; due_date: string }>(
    await t.database.db.execute(sql`SELECT id, version_id, due_date::text AS due_date FROM training_assignments WHERE document_id = ${documentId} AND user_id = ${userId}`),
  )[0]!;

async function printableDocument(docNumber: string): Promise<DocumentDetail> {
  const meta = { docNumber, title: `Printed ${docNumber}`, ...ids, description: 'Printed', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'p.pdf', content: await readFile(`${CORPUS}/pdf/alphatrans.pdf`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const doc = uploaded.json<DocumentDetail>();
  await makeEffective(as, doc.id, today());
  return doc;
}
async function printControlled(client: TestClient, documentId: string): Promise<string> {
  const response = await client.request('POST', `/api/documents/${documentId}/print`, { copies: 1, purpose: 'Shop floor', controlled: true, holder: 'Line 3 lead', location: 'Line 3' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PrintResponse>().copies[0]!.id;
}

describe('the events of training, copies, periodic reviews and the audit trail are sent as signed CloudEvents', () => {
  it('training assigned and completed: the assignment, its trainee (id and e-mail) and the version, nothing else', { timeout: 120_000 }, async () => {
    const doc = await trainingDocument('Gowning training');
    await t.app.jobs.runDue();
    const assignment = await assignmentOf(doc.id);
    const facts = { assignmentId: assignment.id, userId, email: 'user@attest.local', documentId: doc.id, documentNumber: doc.docNumber, versionId: assignment.version_id, versionLabel: expect.any(String) as string, dueDate: assignment.due_date };
    const assigned = verified('training.assigned', (data) => data.documentId === doc.id);
    expect(assigned.map((e) => e.data)).toEqual([{ ...facts, status: 'open', completedAt: null }]);

    const done = await as.user.request('POST', `/api/documents/${doc.id}/training/complete`, {
      signature: { signingToken: await signingToken(as.user, 'user@attest.local'), meaning: 'read-and-understood', type: 'drawn', image: SIGNATURE_IMAGE, consent: true },
    });
    expect(done.statusCode, done.body).toBe(200);
    await t.app.jobs.runDue();
    const completed = verified('training.completed', (data) => data.documentId === doc.id);
    expect(completed.map((e) => e.data)).toEqual([{ ...facts, status: 'completed', completedAt: expect.any(String) as string }]);
  });

  it('training overdue: announced once, when the daily reminder first finds the assignment past its due date', { timeout: 120_000 }, async () => {
    const doc = await trainingDocument('Cleaning training');
    await t.database.db.execute(sql`UPDATE training_assignments SET due_date = ${addDays(today(), -1)}::date WHERE document_id = ${doc.id}`);
    await runJob(TRAINING_REMINDER_JOB);
    await runJob(TRAINING_REMINDER_JOB);
    const overdue = verified('training.overdue', (data) => data.documentId === doc.id);
    expect(overdue.map((e) => e.data)).toEqual([expect.objectContaining({ assignmentId: (await assignmentOf(doc.id)).id, userId, dueDate: addDays(today(), -1), status: 'open' })]);
  });

  it('copy recalled and document archived: archiving withdraws the version in force and its controlled copies are to come back', { timeout: 120_000 }, async () => {
    const doc = await printableDocument('WH-ARC-1');
    const copyId = await printControlled(as.coordinator, doc.id);
    const archived = await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'Process retired' });
    expect(archived.statusCode, archived.body).toBe(200);
    await t.app.jobs.runDue();

    const recalled = verified('copy.recalled', (data) => data.documentId === doc.id);
    expect(recalled.map((e) => e.data)).toEqual([
      { documentId: doc.id, documentNumber: 'WH-ARC-1', versionId: expect.any(String) as string, versionLabel: expect.any(String) as string, withdrawal: 'archived', replacedByVersionLabel: null, copyIds: [copyId], status: 'to-recall' },
    ]);
    const gone = verified('document.archived', (data) => data.documentId === doc.id);
    expect(gone.map((e) => e.data)).toEqual([expect.objectContaining({ documentId: doc.id, documentNumber: 'WH-ARC-1', status: 'archived' })]);
    // Where the paper is (holder, location) is not told.
    for (const hook of receiver.received.filter((h) => h.body.includes(doc.id))) expect(hook.body).not.toContain('Line 3');
  });

  it('copy recalled when a new version supersedes the one printed', { timeout: 120_000 }, async () => {
    const doc = await printableDocument('WH-SUP-1');
    const copyId = await printControlled(as.coordinator, doc.id);
    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Annual update' })).statusCode).toBe(200);
    await makeEffective(as, doc.id, today());
    await t.app.jobs.runDue();
    const recalled = verified('copy.recalled', (data) => data.documentId === doc.id);
    expect(recalled.map((e) => e.data)).toEqual([expect.objectContaining({ withdrawal: 'superseded', replacedByVersionLabel: '2', copyIds: [copyId] })]);
  });

  it('periodic review due: when its window starts, the review, its document in force and its due date', { timeout: 120_000 }, async () => {
    const doc = await quickCreate(as.author, ids, { title: 'Reviewed yearly' });
    await makeEffective(as, doc.id, today());
    const dueDate = addDays(today(), 10);
    await t.database.db.execute(sql`UPDATE documents SET review_date = ${dueDate}::date WHERE id = ${doc.id}`);
    await runJob(periodicReviewJob.name);
    await runJob(periodicReviewJob.name);
    const [review] = rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM periodic_reviews WHERE document_id = ${doc.id}`));
    const due = verified('periodic-review.due', (data) => data.documentId === doc.id);
    expect(due.map((e) => e.data)).toEqual([{ reviewId: review!.id, documentId: doc.id, documentNumber: doc.docNumber, versionLabel: expect.any(String) as string, dueDate }]);
  });

  it('audit checkpoint: its place in the trail, its time and its signing key, not its seal', { timeout: 120_000 }, async () => {
    await quickCreate(as.author, ids, { title: 'Moves the trail head' });
    // The head is checkpointed now (by this call, or by a checkpoint the change set off already).
    await t.app.auditCheckpointer.checkpoint('schedule');
    const newest = (await readCheckpoints(t.store)).at(-1)!;
    await t.app.jobs.runDue();
    const checkpoints = verified('audit.checkpoint', (data) => data.seq === newest.seq);
    expect(checkpoints.map((e) => e.data)).toEqual([{ seq: newest.seq, lastEventAt: newest.occurredAt, createdAt: newest.createdAt, reason: newest.reason, keyId: newest.keyId }]);
    expect(JSON.stringify(checkpoints)).not.toContain(newest.mac);
  });

  it('an endpoint subscribed to none of them gets none of them', () => {
    const types = other.received.map((hook) => (JSON.parse(hook.body) as { type: string }).type);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['com.attest.document.submitted']));
  });
});
