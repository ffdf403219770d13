import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardResponse, DocumentDetail, DocumentListResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, documentOf, releaseSignature, signature, SIGNATURE_IMAGE, signingToken } from '../../../test/workflow-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let people: { reviewer: string; approver: string; user: string };
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  const idOf = async (client: TestClient) => (await client.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id;
  people = { reviewer: await idOf(as.reviewer), approver: await idOf(as.approver), user: await idOf(as.user) };
});
afterAll(async () => {
  await t.close();
});

const acknowledge = (client: TestClient, id: string) => client.request('POST', `/api/documents/${id}/acknowledge`);
const rows = async <T>(query: SQL) => rowsOf<T>(await t.database.db.execute(query));
const count = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]!.n);

async function throughApproval(id: string): Promise<void> {
  expect((await act(as.author, id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Please review' })).statusCode).toBe(200);
  expect((await act(as.reviewer, id, { action: 'complete_review', decision: 'approved', comment: 'Looks right' })).statusCode).toBe(200);
  expect((await act(as.reviewer, id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
  expect((await act(as.approver, id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') })).statusCode).toBe(200);
}

async function makeEffective(id: string): Promise<void> {
  await throughApproval(id);
  expect((await act(as.admin, id, { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') })).statusCode).toBe(200);
}

/** A draft by the author, flagged as needing training when asked. */
async function draft(title: string, trainingRequired = false): Promise<DocumentDetail> {
  const doc = await quickCreateWithFile(as.author, ids, { title });
  if (!trainingRequired) return doc;
  const updated = await as.author.request('PUT', `/api/documents/${doc.id}`, { title, ...ids, trainingRequired: true, rowVersion: doc.rowVersion });
  expect(updated.statusCode).toBe(200);
  // FR-TRN-1: training is assigned to an audience, here every role user.
  expect((await as.author.request('PUT', `/api/documents/${doc.id}/training`, { roles: ['user'] })).statusCode).toBe(200);
  return updated.json<DocumentDetail>();
}
/** The role user signs off their training: read and understood, signed; it records the acknowledgement too. */
async function completeTraining(id: string): Promise<void> {
  const signature = { signingToken: await signingToken(as.user, 'user@attest.local'), meaning: 'read-and-understood', type: 'drawn', image: SIGNATURE_IMAGE, consent: true };
  const response = await as.user.request('POST', `/api/documents/${id}/training/complete`, { signature });
  expect(response.statusCode, response.body).toBe(200);
}

const dashboard = async (client: TestClient) => (await client.request('GET', '/api/dashboard')).json<DashboardResponse>();
const cardOf = (d: DashboardResponse, key: string) => d.cards.find((c) => c.key === key)!;
const listTotal = async (client: TestClient, search: Record<string, string>) =>
  (await client.request('GET', `/api/documents?${new URLSearchParams(search).toString()}`)).json<DocumentListResponse>().total;

describe('acknowledging a document', () => {
  it('is refused for a document that is not in force, without a record', async () => {
    const doc = await draft('Ack draft');
    const response = await acknowledge(as.author, doc.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'INVALID_DOCUMENT_STATE', message: 'Only effective documents can be acknowledged.' });
    expect(await count(sql`SELECT count(*) AS n FROM document_acknowledgements WHERE document_id = ${doc.id}`)).toBe(0);
    expect((await documentOf(as.author, doc.id)).acknowledgement).toBeNull();
  });

  it('is 404 for a document the caller may not see', async () => {
    const doc = await draft('Ack hidden');
    const response = await acknowledge(as.user, doc.id);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('DOCUMENT_NOT_FOUND');
  });

  it('records the effective version once, audited in the same transaction; a second time is 409 [REQ:FR-ACK-1]', async () => {
    const doc = await draft('Ack effective');
    await makeEffective(doc.id);
    const before = await documentOf(as.user, doc.id);
    expect(before.acknowledgement).toEqual({ versionId: before.currentVersion!.id, versionLabel: before.currentVersion!.label, acknowledgedAt: null });

    const response = await acknowledge(as.user, doc.id);
    expect(response.statusCode).toBe(200);
    const after = response.json<DocumentDetail>();
    expect(after.acknowledgement).toMatchObject({ versionId: before.currentVersion!.id, versionLabel: before.currentVersion!.label });
    expect(after.acknowledgement!.acknowledgedAt).not.toBeNull();

    const records = await rows<{ version_id: string; user_id: string; xid: string }>(
      sql`SELECT version_id, user_id, xmin::text AS xid FROM document_acknowledgements WHERE document_id = ${doc.id}`,
    );
    expect(records.map(({ version_id, user_id }) => ({ version_id, user_id }))).toEqual([{ version_id: before.currentVersion!.id, user_id: people.user }]);
    const events = await rows<{ actor_id: string; new_values: { version: string; versionId: string }; xid: string }>(
      sql`SELECT actor_id, new_values, xmin::text AS xid FROM audit_events WHERE entity_type = 'document' AND entity_id = ${doc.id} AND action = 'Document Acknowledged'`,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_id: people.user, new_values: { version: before.currentVersion!.label, versionId: before.currentVersion!.id } });
    expect(events[0]!.xid).toBe(records[0]!.xid);

    const again = await acknowledge(as.user, doc.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'ALREADY_ACKNOWLEDGED', message: 'You have already acknowledged this version of the document.' });
    expect(await count(sql`SELECT count(*) AS n FROM document_acknowledgements WHERE document_id = ${doc.id}`)).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM audit_events WHERE entity_id = ${doc.id} AND action = 'Document Acknowledged'`)).toBe(1);
  });

  it('a new draft keeps the acknowledged version in force; a new effective version is due again [REQ:FR-ACK-1]', async () => {
    const doc = await draft('Ack training', true);
    await makeEffective(doc.id);
    const due = () => listTotal(as.user, { trainingDue: 'mine', q: 'Ack training' });
    expect(await due()).toBe(1);
    await completeTraining(doc.id);
    expect(await due()).toBe(0);
    expect(await listTotal(as.user, { acknowledged: 'mine', q: 'Ack training' })).toBe(1);

    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Annual update' })).statusCode).toBe(200);
    const meanwhile = await documentOf(as.user, doc.id);
    // An SOP is renumbered to its release number when it becomes effective: the version in force is "1".
    expect(meanwhile.acknowledgement).toMatchObject({ versionLabel: '1' });
    expect(meanwhile.acknowledgement!.acknowledgedAt).not.toBeNull();
    // The author sees the draft, but what they would acknowledge is still the version in force.
    expect((await documentOf(as.author, doc.id)).acknowledgement?.versionLabel).toBe('1');
    expect((await acknowledge(as.user, doc.id)).statusCode).toBe(409);
    expect(await due()).toBe(0);

    await makeEffective(doc.id);
    const renewed = await documentOf(as.user, doc.id);
    expect(renewed.acknowledgement).toMatchObject({ versionLabel: renewed.version, acknowledgedAt: null });
    expect(renewed.version).toBe('2');
    expect(await due()).toBe(1);
    expect(await listTotal(as.user, { acknowledged: 'mine', q: 'Ack training' })).toBe(0);
    await completeTraining(doc.id);
    expect(await due()).toBe(0);
  });
});

describe("the role user's dashboard", () => {
  it('counts acknowledged documents and open training assignments as the tables hold them, and the cards open those lists', async () => {
    const [done, pending, plain] = [await draft('Dash ack done', true), await draft('Dash ack pending', true), await draft('Dash ack plain')];
    for (const doc of [done, pending, plain]) await makeEffective(doc.id);
    await completeTraining(done.id);

    const inForce = sql`coalesce(d.effective_version_id, CASE WHEN d.status = 'effective' THEN d.current_version_id END)`;
    const mine = sql`EXISTS (SELECT 1 FROM document_acknowledgements k WHERE k.user_id = ${people.user} AND k.version_id = ${inForce})`;
    const inForceDocs = sql`FROM documents d WHERE d.status NOT IN ('obsolete', 'archived') AND ${inForce} IS NOT NULL`;
    const acknowledged = await count(sql`SELECT count(*) AS n ${inForceDocs} AND ${mine}`);
    const open = sql`EXISTS (SELECT 1 FROM training_assignments a WHERE a.user_id = ${people.user} AND a.version_id = ${inForce} AND a.status = 'open')`;
    const trainingDue = await count(sql`SELECT count(*) AS n ${inForceDocs} AND ${open}`);
    expect(acknowledged).toBeGreaterThanOrEqual(1);
    expect(trainingDue).toBeGreaterThanOrEqual(1);

    const d = await dashboard(as.user);
    expect(cardOf(d, 'acknowledged')).toMatchObject({ value: acknowledged, link: { to: 'documents', search: { acknowledged: 'mine' } } });
    expect(cardOf(d, 'training-due')).toMatchObject({ value: trainingDue, link: { to: 'documents', search: { trainingDue: 'mine' } } });
    for (const key of ['acknowledged', 'training-due']) expect(await listTotal(as.user, cardOf(d, key).link!.search)).toBe(cardOf(d, key).value);

    // The figures are the caller's own: the reviewer has acknowledged nothing.
    const forReviewer = await listTotal(as.reviewer, { acknowledged: 'mine' });
    expect(forReviewer).toBe(0);

    await completeTraining(pending.id);
    const next = await dashboard(as.user);
    expect(cardOf(next, 'acknowledged').value).toBe(acknowledged + 1);
    expect(cardOf(next, 'training-due').value).toBe(trainingDue - 1);
  });
});
