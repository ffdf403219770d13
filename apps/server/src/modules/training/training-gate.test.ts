import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { addMonths } from '@attest/domain';
import type { ConditionsResponse, DashboardResponse, DocumentDetail, DocumentTraining, MyTrainingAssignment, UpdateTrainingRequest } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { todayIn } from '../../platform/site-date.ts';
import { errorOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, releaseSignature, signature, SIGNATURE_IMAGE, signingToken } from '../../../test/workflow-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new TestClock(new Date());
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let people: Record<'user' | 'reviewer' | 'approver', string>;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  const idOf = async (client: TestClient) => (await client.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id;
  people = { user: await idOf(as.user), reviewer: await idOf(as.reviewer), approver: await idOf(as.approver) };
});
afterAll(async () => t.close());

const rows = async <T>(query: SQL) => rowsOf<T>(await t.database.db.execute(query));
const today = () => todayIn('UTC', clock.now());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const idOfRole = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
const ok = async (client: TestClient, documentId: string, body: Record<string, unknown>) => {
  const response = await act(client, documentId, body);
  expect(response.statusCode, `${String(body.action)}: ${response.body}`).toBe(200);
};
const state = async (documentId: string) =>
  (
    await rows<{ status: string; effectiveVersionId: string | null; currentVersionId: string; effectiveDate: string | null }>(
      sql`SELECT status, effective_version_id AS "effectiveVersionId", current_version_id AS "currentVersionId", effective_date::text AS "effectiveDate" FROM documents WHERE id = ${documentId}`,
    )
  )[0]!;
const releaseRequest = async () => ({ action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });

async function trainingDocument(title: string, training: UpdateTrainingRequest): Promise<DocumentDetail> {
  const doc = await quickCreateWithFile(as.author, ids, { title });
  const updated = await as.author.request('PUT', `/api/documents/${doc.id}`, { title, ...ids, trainingRequired: true, rowVersion: doc.rowVersion });
  expect(updated.statusCode, updated.body).toBe(200);
  const set = await as.author.request('PUT', `/api/documents/${doc.id}/training`, training);
  expect(set.statusCode, set.body).toBe(200);
  return updated.json<DocumentDetail>();
}

/** Review and approval of the current version, up to 'approved'; `conditions` approves with them. */
async function approve(documentId: string, conditions?: string[]): Promise<void> {
  await ok(as.author, documentId, { action: 'submit_for_review', reviewers: [await idOfRole('reviewer')], approvers: [await idOfRole('approver')], comment: 'Please review' });
  await ok(as.reviewer, documentId, { action: 'complete_review', decision: 'approved', comment: 'Looks right' });
  await ok(as.reviewer, documentId, { action: 'submit_for_approval', comment: 'Ready' });
  const signed = await signature(as.approver, 'approver@attest.local');
  await ok(as.approver, documentId, conditions ? { action: 'approve_document', comment: 'With conditions', signature: { ...signed, meaning: 'approved-with-conditions' }, conditions } : { action: 'approve_document', comment: 'Approved', signature: signed });
}

const complete = async (client: TestClient, documentId: string, email: string) =>
  client.request('POST', `/api/documents/${documentId}/training/complete`, {
    signature: { signingToken: await signingToken(client, email), meaning: 'read-and-understood', type: 'drawn', image: SIGNATURE_IMAGE, consent: true },
  });
const assignments = (documentId: string, versionId: string) =>
  rows<{ user_id: string; status: string; due_date: string }>(sql`SELECT user_id, status, due_date::text AS due_date FROM training_assignments WHERE document_id = ${documentId} AND version_id = ${versionId} ORDER BY user_id`);
const audit = (documentId: string, action: string) =>
  rows<{ actor_id: string | null; actor_name: string; new_values: Record<string, unknown>; reason: string | null }>(
    sql`SELECT actor_id, actor_name, new_values, reason FROM audit_events WHERE entity_id = ${documentId} AND action = ${action} ORDER BY seq`,
  );
const foundByUser = async (word: string) => {
  const list = await as.user.request('GET', `/api/documents?q=${word}`);
  expect(list.statusCode, list.body).toBe(200);
  return list.json<{ total: number }>().total > 0;
};
/** The next hourly run of the gate job, and any other job due by then. */
const runJobsAfter = async (ms: number) => {
  clock.advance(ms);
  await t.app.jobs.runDue();
};

describe('effectiveness gated on training', () => {
  it('holds a new version in "approved – training" with the old one in force, and releases it when the required share has trained [REQ:FR-TRN-4]', async () => {
    const doc = await trainingDocument('Gowning, gated', { userIds: [people.user, people.reviewer] });
    await makeEffective(as, doc.id, today());
    const v1 = (await state(doc.id)).effectiveVersionId!;
    const gate = await as.coordinator.request('PUT', `/api/documents/${doc.id}/training`, { userIds: [people.user, people.reviewer], trainBeforeEffective: true, requiredPercent: 50 });
    expect(gate.statusCode, gate.body).toBe(200);
    expect(gate.json()).toMatchObject({ trainBeforeEffective: true, requiredPercent: 50, releaseAtTarget: false });

    await ok(as.author, doc.id, { action: 'new_version', comment: 'Annual update' });
    const draft = (await as.author.request('GET', `/api/documents/${doc.id}`)).json<DocumentDetail>();
    const retitled = await as.author.request('PUT', `/api/documents/${doc.id}`, { title: 'Gowning, gated, zirconium gowns', ...ids, trainingRequired: true, rowVersion: draft.rowVersion });
    expect(retitled.statusCode, retitled.body).toBe(200);
    // A role user does not find the draft's title, but finds it once the version waits for them to train on it.
    expect(await foundByUser('zirconium')).toBe(false);
    await approve(doc.id);
    await ok(as.admin, doc.id, await releaseRequest());
    const waiting = await state(doc.id);
    const v2 = waiting.currentVersionId;
    expect(waiting).toMatchObject({ status: 'approved-training', effectiveVersionId: v1 });
    expect((await assignments(doc.id, v2)).map((a) => a.user_id).sort()).toEqual([people.user, people.reviewer].sort());
    expect((await assignments(doc.id, v1)).every((a) => a.status === 'open')).toBe(true);
    const [awaiting] = await audit(doc.id, 'Document Awaiting Training');
    expect(awaiting?.new_values).toMatchObject({ status: 'approved-training', targetDate: addDays(today(), 14), requiredPercent: 50, assigned: 2 });
    // The old version stays in force for everyone, and a person cannot make the waiting version effective.
    expect((await as.user.request('GET', `/api/documents/${doc.id}`)).json<DocumentDetail>().acknowledgement?.versionId).toBe(v1);
    const shown = (await as.author.request('GET', `/api/documents/${doc.id}/training`)).json<DocumentTraining>();
    expect(shown.waiting).toEqual({ targetDate: addDays(today(), 14), assigned: 2, completed: 0 });
    expect(await foundByUser('zirconium')).toBe(true);
    const manual = await act(as.admin, doc.id, await releaseRequest());
    expect(manual.statusCode).toBe(409);
    expect(errorOf(manual).code).toBe('INVALID_DOCUMENT_STATE');

    await runJobsAfter(HOUR + 1);
    expect((await state(doc.id)).status).toBe('approved-training');

    const signed = await complete(as.user, doc.id, 'user@attest.local');
    expect(signed.statusCode, signed.body).toBe(200);
    const released = await state(doc.id);
    expect(released).toMatchObject({ status: 'effective', effectiveVersionId: v2, effectiveDate: today() });
    const [made] = await audit(doc.id, 'Document Made Effective After Training');
    expect(made).toMatchObject({ actor_id: null, actor_name: 'system', reason: 'Required share of the audience trained' });
    expect(made?.new_values).toMatchObject({ status: 'effective', trigger: 'training-completed', supersededVersionId: v1 });
    // Published like a manual release: the superseded version's open training is cancelled, the new one's stays.
    expect((await assignments(doc.id, v1)).map((a) => a.status)).toEqual(['cancelled', 'cancelled']);
    expect((await assignments(doc.id, v2)).find((a) => a.user_id === people.reviewer)?.status).toBe('open');
    const records = await rows<{ status: string }>(sql`SELECT status FROM effective_records WHERE document_id = ${doc.id} ORDER BY created_at`);
    expect(records.map((r) => r.status)).toEqual(['superseded', 'active']);
  });

  it('releases at the target date when the document says so, but not while conditions of approval are open', async () => {
    const doc = await trainingDocument('Line clearance, gated', { userIds: [people.user], dueDays: 3, trainBeforeEffective: true, releaseAtTarget: true });
    clock.advance(HOUR);
    const approvedAt = clock.now().toISOString();
    await approve(doc.id, ['Train the night shift']);
    await ok(as.admin, doc.id, await releaseRequest());
    expect(await state(doc.id)).toMatchObject({ status: 'approved-training', effectiveVersionId: null });
    const target = addDays(today(), 3);

    await runJobsAfter(2 * DAY);
    expect((await state(doc.id)).status).toBe('approved-training');
    await runJobsAfter(2 * DAY);
    expect(today() > target).toBe(true);
    expect((await state(doc.id)).status).toBe('approved-training');

    const [condition] = (await as.author.request('GET', `/api/documents/${doc.id}/conditions`)).json<ConditionsResponse>().items;
    expect(condition!.set.at).toBe(approvedAt);
    expect((await as.author.request('POST', `/api/documents/${doc.id}/conditions/${condition!.id}/response`, { response: 'Trained on 3 shifts' })).statusCode).toBe(200);
    expect((await as.coordinator.request('POST', `/api/documents/${doc.id}/conditions/${condition!.id}/close`, {})).statusCode).toBe(200);
    await runJobsAfter(HOUR + 1);
    const released = await state(doc.id);
    expect(released).toMatchObject({ status: 'effective', effectiveDate: today() });
    const [made] = await audit(doc.id, 'Document Made Effective After Training');
    expect(made).toMatchObject({ actor_id: null, reason: 'Target date reached' });
    expect(made?.new_values).toMatchObject({ trigger: 'target-date', targetDate: target });
    // The training stays assigned on the version now in force.
    expect((await assignments(doc.id, released.effectiveVersionId!)).map((a) => a.status)).toEqual(['open']);
  });

  it('without "target date releases it" waits for the training however late, and refuses gating with no audience', async () => {
    const doc = await trainingDocument('Weighing, gated', { userIds: [people.approver], dueDays: 1, trainBeforeEffective: true });
    await approve(doc.id);
    await ok(as.admin, doc.id, await releaseRequest());
    await runJobsAfter(5 * DAY);
    expect((await state(doc.id)).status).toBe('approved-training');
    expect((await complete(as.approver, doc.id, 'approver@attest.local')).statusCode).toBe(200);
    expect((await state(doc.id)).status).toBe('effective');

    const empty = await trainingDocument('Nobody to train', { userIds: [], trainBeforeEffective: true });
    await approve(empty.id);
    const refused = await act(as.admin, empty.id, await releaseRequest());
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('TRAINING_GATE_NO_AUDIENCE');
    expect((await state(empty.id)).status).toBe('approved');
  });

  it('stops the training when a waiting version is sent back to review, and waits anew when it is approved again', async () => {
    const doc = await trainingDocument('Sent back while waiting', { userIds: [people.user], trainBeforeEffective: true });
    await approve(doc.id);
    await ok(as.admin, doc.id, await releaseRequest());
    const v1 = (await state(doc.id)).currentVersionId;
    expect((await assignments(doc.id, v1)).map((a) => a.status)).toEqual(['open']);
    await ok(as.admin, doc.id, { action: 'request_re_review', reviewers: [await idOfRole('reviewer')], approvers: [await idOfRole('approver')], comment: 'One more look' });
    expect((await state(doc.id)).status).toBe('in-review');
    expect((await assignments(doc.id, v1)).map((a) => a.status)).toEqual(['cancelled']);
    const [cancelled] = await audit(doc.id, 'Training Assignments Cancelled');
    expect(cancelled).toMatchObject({ reason: 'Sent back to review while waiting for training' });
    // The role user no longer sees a version that is back in review, so cannot train on it.
    expect((await complete(as.user, doc.id, 'user@attest.local')).statusCode).toBe(404);
    await ok(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Still right' });
    await ok(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready' });
    await ok(as.approver, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
    await ok(as.admin, doc.id, await releaseRequest());
    expect((await state(doc.id)).status).toBe('approved-training');
    expect(await audit(doc.id, 'Document Awaiting Training')).toHaveLength(2);
    expect((await assignments(doc.id, v1)).map((a) => a.status).sort()).toEqual(['cancelled', 'open']);
  });

  it("counts a first version waiting for training on the user's Training Due card exactly as My Training lists it", async () => {
    const card = async () => (await as.user.request('GET', '/api/dashboard')).json<DashboardResponse>().cards.find((c) => c.key === 'training-due')!;
    const myOpen = async () => (await as.user.request('GET', '/api/me/training')).json<MyTrainingAssignment[]>().filter((a) => a.status !== 'completed');
    const before = (await card()).value;
    const doc = await trainingDocument('Waiting on the card', { userIds: [people.user], trainBeforeEffective: true });
    await approve(doc.id);
    await ok(as.admin, doc.id, await releaseRequest());
    expect(await state(doc.id)).toMatchObject({ status: 'approved-training', effectiveVersionId: null });

    const open = await myOpen();
    expect(open.map((a) => a.documentId)).toContain(doc.id);
    const shown = await card();
    expect(shown.value).toBe(open.length);
    expect(shown.value).toBe(Number(before) + 1);
    const listed = (await as.user.request('GET', '/api/documents?trainingDue=mine&pageSize=100')).json<{ items: { id: string }[]; total: number }>();
    expect(listed.total).toBe(open.length);
    expect(listed.items.map((d) => d.id).sort()).toEqual(open.map((a) => a.documentId).sort());

    expect((await complete(as.user, doc.id, 'user@attest.local')).statusCode).toBe(200);
    expect((await card()).value).toBe((await myOpen()).length);
    expect((await card()).value).toBe(before);
  });

  it('with a future effective date waits scheduled, untrained; on that date the gate opens, and training releases it on that date', async () => {
    const doc = await trainingDocument('Future effective, gated', { userIds: [people.user, people.reviewer], trainBeforeEffective: true });
    await approve(doc.id);
    const asked = addDays(today(), 7);
    await ok(as.admin, doc.id, { action: 'make_effective', effectiveDate: asked, reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    const scheduled = await state(doc.id);
    expect(scheduled.status).toBe('scheduled');
    expect(await assignments(doc.id, scheduled.currentVersionId)).toEqual([]);

    // At the start of that day the system releases it as Make Effective would that day: into the training gate.
    clock.set(new Date(`${asked}T00:05:00Z`));
    as = await signedInClients(t.app);
    await t.app.jobs.runDue();
    expect((await state(doc.id)).status).toBe('approved-training');
    const [awaiting] = await audit(doc.id, 'Document Awaiting Training');
    expect(awaiting).toMatchObject({ actor_id: null, actor_name: 'system' });
    expect(awaiting?.new_values).toMatchObject({ targetDate: addDays(asked, 14), requestedEffectiveDate: asked, assigned: 2, scheduledBy: expect.any(String) as string });

    expect((await complete(as.user, doc.id, 'user@attest.local')).statusCode).toBe(200);
    expect((await complete(as.reviewer, doc.id, 'reviewer@attest.local')).statusCode).toBe(200);
    const released = await state(doc.id);
    expect(released).toMatchObject({ status: 'effective', effectiveDate: asked });
    const [made] = await audit(doc.id, 'Document Made Effective After Training');
    expect(made?.new_values).toMatchObject({ status: 'effective', trigger: 'training-completed', effectiveDate: asked, requestedEffectiveDate: asked, nextReviewDate: addMonths(asked, 12) });
    const records = await rows<{ effective_date: string }>(sql`SELECT effective_date::text FROM effective_records WHERE document_id = ${doc.id}`);
    expect(records).toEqual([{ effective_date: asked }]);
  });

  it('with both triggers, releases on whichever comes first: the trained share before the target date', async () => {
    const doc = await trainingDocument('Both triggers', { userIds: [people.user, people.reviewer], dueDays: 10, trainBeforeEffective: true, requiredPercent: 50, releaseAtTarget: true });
    await approve(doc.id);
    await ok(as.admin, doc.id, await releaseRequest());
    await runJobsAfter(DAY);
    expect((await state(doc.id)).status).toBe('approved-training');
    expect((await complete(as.reviewer, doc.id, 'reviewer@attest.local')).statusCode).toBe(200);
    expect((await state(doc.id)).status).toBe('effective');
    const [made] = await audit(doc.id, 'Document Made Effective After Training');
    expect(made?.new_values).toMatchObject({ trigger: 'training-completed', targetDate: addDays(addDays(today(), -1), 10) });
  });
});
