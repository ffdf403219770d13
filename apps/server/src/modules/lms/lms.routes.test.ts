import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { DocumentDetail, LmsConfig, LmsStatement, LmsStatementListResponse, UpdateTrainingRequest } from '@attest/domain';
import { systemClock, TestClock } from '../../platform/clock.ts';
import { todayIn } from '../../platform/site-date.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { noPayload } from '../../platform/jobs/job-queue.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { makeEffective, SIGNATURE_IMAGE, signingToken } from '../../../test/workflow-helpers.ts';
import { startLrsDouble, statementProblems, type LrsDouble } from '../../../test/lrs-double.ts';
import { LMS_RECONCILE_JOB } from './lms-jobs.ts';

const KEY = 'lrs-secret-key-4711';
const USERNAME = 'attest-lrs';
const ASSIGNED = 'https://w3id.org/xapi/tla/verbs/assigned';
const EXPERIENCED = 'http://adlnet.gov/expapi/verbs/experienced';
const clock = new TestClock(systemClock.now());
/** The app clock's date (the site is on UTC here), which a release must not be before. */
const today = () => todayIn('UTC', clock.now());
let t: TestApp;
let lrs: LrsDouble;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };

beforeAll(async () => {
  lrs = await startLrsDouble({ username: USERNAME, key: KEY });
  t = await startTestApp({ LMS_ALLOW_HTTP: 'true', LMS_ALLOWED_ADDRESSES: '127.0.0.1', REPOSITORY_FETCH_SCHEDULE: 'off' }, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => {
  await t.close();
  await lrs.close();
});

const rows = async <T>(query: SQL) => rowsOf<T>(await t.database.db.execute(query));
const runJobs = async () => {
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
};
const configure = (body: Record<string, unknown>, client = as.admin) => client.request('PUT', '/api/integrations/lms', { endpoint: lrs.endpoint, username: USERNAME, ...body });
const deliveryLog = async (query = '') => (await as.admin.request('GET', `/api/integrations/lms/statements${query}`)).json<LmsStatementListResponse>();
const logOf = async (assignmentIds: string[]) => (await deliveryLog('?pageSize=200')).items.filter((s) => assignmentIds.includes(s.assignmentId));
const sentFor = (verb: string, email: string, activity: string) =>
  lrs.statements.filter((s) => (s.verb as { id: string }).id === verb && (s.actor as { mbox: string }).mbox === `mailto:${email}` && (s.object as { id: string }).id === activity);

async function trainingDocument(title: string, audience: UpdateTrainingRequest): Promise<DocumentDetail> {
  const doc = await quickCreate(as.author, ids, { title });
  const updated = await as.author.request('PUT', `/api/documents/${doc.id}`, { title, ...ids, trainingRequired: true, rowVersion: doc.rowVersion });
  expect(updated.statusCode, updated.body).toBe(200);
  expect((await as.author.request('PUT', `/api/documents/${doc.id}/training`, audience)).statusCode).toBe(200);
  await makeEffective(as, doc.id, today());
  return (await as.admin.request('GET', `/api/documents/${doc.id}`)).json<DocumentDetail>();
}
const userAssignment = async (documentId: string) =>
  (await rows<{ id: string }>(sql`SELECT a.id FROM training_assignments a JOIN users u ON u.id = a.user_id WHERE a.document_id = ${documentId} AND u.email = 'user@attest.local'`))[0]!.id;
const activityOf = (doc: DocumentDetail) => `${t.config.publicUrl.replace(/\/+$/, '')}/documents/${doc.id}/versions/${doc.currentVersion!.id}`;
const complete = async (documentId: string) =>
  as.user.request('POST', `/api/documents/${documentId}/training/complete`, {
    signature: { signingToken: await signingToken(as.user, 'user@attest.local'), meaning: 'read-and-understood', type: 'drawn', image: SIGNATURE_IMAGE, consent: true },
  });

describe('the LRS double', () => {
  it('refuses what xAPI 1.0.3 does not allow: two identifiers, a bare e-mail, a score out of range, a bad timestamp, no UUID', async () => {
    const valid = {
      id: '6f1d2f0c-8c1a-4b6e-9a53-0b8d1f2e3a4c',
      actor: { objectType: 'Agent', name: 'A', mbox: 'mailto:a@example.com' },
      verb: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { 'en-US': 'passed' } },
      object: { objectType: 'Activity', id: 'https://attest.example/documents/1/versions/2', definition: { name: { 'en-US': 'SOP-1 v1.0' }, type: 'http://adlnet.gov/expapi/activities/lesson' } },
      result: { score: { scaled: 0.5, raw: 50, min: 0, max: 100 }, success: true, completion: true },
      timestamp: '2026-11-29T10:00:00.000Z',
    };
    expect(statementProblems(valid)).toEqual([]);
    expect(statementProblems({ ...valid, actor: { ...valid.actor, openid: 'https://id.example/a' } })).toContain('actor has 2 inverse functional identifiers, not exactly one');
    expect(statementProblems({ ...valid, actor: { name: 'A', mbox: 'a@example.com' } })).toContain('actor.mbox is not a mailto: IRI');
    expect(statementProblems({ ...valid, verb: { id: 'passed', display: { 'en-US': 'passed' } } })).toContain('verb.id is not an IRI');
    expect(statementProblems({ ...valid, result: { score: { scaled: 1.5, raw: 150, min: 0, max: 100 } } })).toEqual(['result.score.scaled is not within [-1, 1]', 'result.score.raw is not within [min, max]']);
    expect(statementProblems({ ...valid, timestamp: '29.11.2026 10:00' })).toContain('timestamp is not ISO 8601 with a time zone');
    expect(statementProblems({ ...valid, id: '42' })).toContain('id is not a UUID');

    const post = (body: unknown, headers: Record<string, string>) => fetch(`${lrs.endpoint}statements`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
    const auth = `Basic ${Buffer.from(`${USERNAME}:${KEY}`).toString('base64')}`;
    expect((await post(valid, { Authorization: auth })).status).toBe(400); // no X-Experience-API-Version
    expect((await post(valid, { 'X-Experience-API-Version': '1.0.3', Authorization: 'Basic d3Jvbmc6d3Jvbmc=' })).status).toBe(401);
    expect((await post({ ...valid, id: '42' }, { 'X-Experience-API-Version': '1.0.3', Authorization: auth })).status).toBe(400);
    expect(lrs.statements).toEqual([]);
    lrs.refused.length = 0;
  });
});

describe('training records to the LMS (xAPI)', () => {
  it('not configured: training is recorded as ever, nothing is queued for the LMS', async () => {
    const doc = await trainingDocument('Line clearance before packaging', { departments: ['Production'] });
    expect(await userAssignment(doc.id)).toBeTruthy();
    expect(await rows(sql`SELECT id FROM lms_statements`)).toEqual([]);
    expect(await rows(sql`SELECT id FROM jobs WHERE name = 'lms-send-statement'`)).toEqual([]);
  });

  it('administrators only; the key is never returned, is stored encrypted, and the change is audited', async () => {
    for (const client of [as.user, as.coordinator, as.author]) {
      expect((await client.request('GET', '/api/integrations/lms')).statusCode).toBe(403);
      expect((await configure({ key: KEY }, client)).statusCode).toBe(403);
      expect((await client.request('GET', '/api/integrations/lms/statements')).statusCode).toBe(403);
    }
    expect((await as.admin.request('GET', '/api/integrations/lms')).json<LmsConfig>()).toMatchObject({ configured: false, hasKey: false, enabled: false });
    expect(errorOf(await configure({})).code).toBe('LMS_KEY_REQUIRED');
    expect(errorOf(await configure({ key: KEY, endpoint: 'ftp://lrs.example.com/xapi/' })).code).toBe('LMS_ENDPOINT_INVALID');
    expect(errorOf(await configure({ key: KEY, endpoint: 'http://user:pw@lrs.example.com/xapi/' })).code).toBe('LMS_ENDPOINT_INVALID');
    const metadata = await configure({ key: KEY, endpoint: 'http://169.254.169.254/xapi/' });
    expect(metadata.statusCode).toBe(400);
    expect(errorOf(metadata).code).toBe('LMS_ENDPOINT_REFUSED');

    const set = await configure({ key: KEY });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<LmsConfig>()).toMatchObject({ configured: true, endpoint: lrs.endpoint, username: USERNAME, hasKey: true, enabled: true });
    const read = await as.admin.request('GET', '/api/integrations/lms');
    expect(read.body).not.toContain(KEY);
    expect(set.body).not.toContain(KEY);
    const [stored] = await rows<{ key_ciphertext: string }>(sql`SELECT key_ciphertext FROM lms_config`);
    expect(stored!.key_ciphertext).not.toContain(KEY);
    expect(Buffer.from(stored!.key_ciphertext, 'base64').toString('latin1')).not.toContain(KEY);
    const audit = await rows<{ new_values: unknown; actor_name: string }>(sql`SELECT new_values, actor_name FROM audit_events WHERE action = 'LMS Integration Changed'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.new_values).toEqual({ endpoint: lrs.endpoint, username: USERNAME, enabled: true, keyChanged: true });
    expect(JSON.stringify(audit)).not.toContain(KEY);

    const tested = await as.admin.request('POST', '/api/integrations/lms/test');
    expect(tested.json()).toEqual({ ok: true, status: 200, versions: ['1.0.3'], error: null });
  });

  it('a completed training reaches the LRS as valid statements: assigned, failed and passed with the score, completed', async () => {
    const doc = await trainingDocument('Sampling of purified water', {
      departments: ['Production'],
      quiz: { passMark: 100, questions: [{ text: 'Which tap first?', choices: ['Point of use', 'Return loop'], correct: [1] }, { text: 'Containers?', choices: ['Glass', 'Any plastic', 'PET'], correct: [0, 2] }] },
    });
    const activity = activityOf(doc);
    const assignmentId = await userAssignment(doc.id);
    // Queued in the transaction that assigned: nothing reaches the LRS during the person's request.
    expect(sentFor(ASSIGNED, 'user@attest.local', activity)).toEqual([]);
    expect((await logOf([assignmentId])).map((s) => [s.kind, s.status])).toEqual([['assigned', 'pending']]);
    await runJobs();
    const [assigned] = sentFor(ASSIGNED, 'user@attest.local', activity);
    expect(assigned).toMatchObject({
      actor: { objectType: 'Agent', name: (await rows<{ name: string }>(sql`SELECT name FROM users WHERE email = 'user@attest.local'`))[0]!.name, mbox: 'mailto:user@attest.local' },
      verb: { id: ASSIGNED, display: { 'en-US': 'assigned' } },
      object: { objectType: 'Activity', id: activity, definition: { name: { 'en-US': `${doc.docNumber} ${doc.title} v${doc.currentVersion!.label}` }, type: 'http://adlnet.gov/expapi/activities/lesson' } },
    });

    const attempt = (answers: number[][]) => as.user.request('POST', `/api/documents/${doc.id}/training/quiz-attempts`, { answers });
    expect((await attempt([[1], [0]])).json()).toMatchObject({ score: 50, passed: false });
    expect((await attempt([[1], [0, 2]])).json()).toMatchObject({ score: 100, passed: true });
    expect((await complete(doc.id)).statusCode).toBe(200);
    await runJobs();

    const [failed] = sentFor('http://adlnet.gov/expapi/verbs/failed', 'user@attest.local', activity);
    expect(failed!.result).toEqual({ score: { scaled: 0.5, raw: 50, min: 0, max: 100 }, success: false, completion: true });
    const [passed] = sentFor('http://adlnet.gov/expapi/verbs/passed', 'user@attest.local', activity);
    expect(passed!.result).toEqual({ score: { scaled: 1, raw: 100, min: 0, max: 100 }, success: true, completion: true });
    const [completed] = sentFor('http://adlnet.gov/expapi/verbs/completed', 'user@attest.local', activity);
    expect(completed).toMatchObject({ verb: { display: { 'en-US': 'completed' } }, result: { completion: true } });
    const [row] = await rows<{ completed_at: Date | string }>(sql`SELECT completed_at FROM training_assignments WHERE id = ${assignmentId}`);
    expect(completed!.timestamp).toBe(new Date(row!.completed_at).toISOString());
    expect(lrs.refused).toEqual([]);

    const log = await logOf([assignmentId]);
    expect(log.map((s) => s.kind).sort()).toEqual(['assigned', 'completed', 'failed', 'passed']);
    for (const s of log) {
      expect(s).toMatchObject({ status: 'sent', attempts: 1, lastStatusCode: 200, lastError: null });
      expect(s.sentAt).not.toBeNull();
    }
    // What the LRS holds is what the log says was sent, id and all.
    for (const s of log) expect(lrs.statements.find((x) => x.id === s.id)).toEqual(s.payload);
  });

  it('an LRS that is down holds up no request: the statement is retried with back-off, the log shows why, and it is delivered once the LRS is back', async () => {
    lrs.down = true;
    const doc = await trainingDocument('Gowning for grade B', { userIds: [(await rows<{ id: string }>(sql`SELECT id FROM users WHERE email = 'user@attest.local'`))[0]!.id] });
    const assignmentId = await userAssignment(doc.id);
    await runJobs();
    let [entry] = await logOf([assignmentId]);
    expect(entry).toMatchObject({ kind: 'assigned', status: 'pending', attempts: 1, lastStatusCode: null, sentAt: null });
    expect(entry!.lastError).toBeTruthy();
    clock.advance(30_000);
    await runJobs();
    [entry] = await logOf([assignmentId]);
    expect(entry).toMatchObject({ status: 'pending', attempts: 2 });

    lrs.down = false;
    clock.advance(2 * 60_000);
    await runJobs();
    [entry] = await logOf([assignmentId]);
    expect(entry).toMatchObject({ status: 'sent', attempts: 3, lastStatusCode: 200, lastError: null });
    expect(sentFor(ASSIGNED, 'user@attest.local', activityOf(doc))).toHaveLength(1);
  });

  it('a statement the LRS refuses fails at once; an administrator resends the same statement, audited', async () => {
    expect((await configure({ key: 'not-the-key' })).statusCode).toBe(200);
    const doc = await trainingDocument('Weighing of raw materials', { departments: ['Production'] });
    const assignmentId = await userAssignment(doc.id);
    await runJobs();
    const [failed] = await logOf([assignmentId]);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 401 });
    expect((await deliveryLog('?status=failed')).items.map((s) => s.id)).toContain(failed!.id);

    const sent = (await deliveryLog('?status=sent')).items[0]!;
    expect(errorOf(await as.admin.request('POST', `/api/integrations/lms/statements/${sent.id}/resend`)).code).toBe('LMS_STATEMENT_NOT_FAILED');
    expect((await as.coordinator.request('POST', `/api/integrations/lms/statements/${failed!.id}/resend`)).statusCode).toBe(403);

    // The key is kept when none is given; the right one is entered again.
    expect((await configure({ key: KEY })).statusCode).toBe(200);
    const resent = await as.admin.request('POST', `/api/integrations/lms/statements/${failed!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<LmsStatement>()).toMatchObject({ id: failed!.id, status: 'pending' });
    await runJobs();
    const [after] = await logOf([assignmentId]);
    expect(after).toMatchObject({ id: failed!.id, status: 'sent', attempts: 2, lastStatusCode: 200 });
    expect(lrs.statements.find((s) => s.id === failed!.id)).toEqual(failed!.payload);
    const audit = await rows<{ entity_id: string }>(sql`SELECT entity_id FROM audit_events WHERE action = 'LMS Statement Resent'`);
    expect(audit.map((a) => a.entity_id)).toEqual([failed!.id]);
    lrs.refused.length = 0;
  });

  it("opening the assigned version is 'experienced', sent once with the time of the first opening; the reconcile remakes it if lost", async () => {
    const userId = (await rows<{ id: string }>(sql`SELECT id FROM users WHERE email = 'user@attest.local'`))[0]!.id;
    const doc = await trainingDocument('Line clearance of the blister line', { userIds: [userId] });
    const assignmentId = await userAssignment(doc.id);
    const activity = activityOf(doc);
    await runJobs();
    // Someone with no assignment for it opening the version is no training of theirs.
    expect((await as.admin.request('GET', `/api/documents/${doc.id}/content`)).statusCode).toBe(200);
    expect((await logOf([assignmentId])).map((s) => s.kind)).toEqual(['assigned']);

    expect((await as.user.request('GET', `/api/documents/${doc.id}/content`)).statusCode).toBe(200);
    const openedAt = clock.now();
    clock.advance(60 * 60_000);
    // Opened again, and its file shown inline: still the one statement, still the first opening's time.
    expect((await as.user.request('GET', `/api/documents/${doc.id}/content`)).statusCode).toBe(200);
    expect((await as.user.request('GET', `/api/documents/${doc.id}/versions/${doc.currentVersion!.id}/file?disposition=inline`)).statusCode).toBe(200);
    await runJobs();

    const experienced = sentFor(EXPERIENCED, 'user@attest.local', activity);
    expect(experienced).toHaveLength(1);
    expect(experienced[0]).toMatchObject({ verb: { id: EXPERIENCED, display: { 'en-US': 'experienced' } }, timestamp: openedAt.toISOString(), object: { id: activity } });
    expect(experienced[0]!.result).toBeUndefined();
    expect(lrs.refused).toEqual([]);
    const audit = await rows<{ actor_id: string; new_values: { assignmentId: string } }>(sql`SELECT actor_id, new_values FROM audit_events WHERE action = 'Training Document Opened' AND entity_id = ${doc.id}`);
    expect(audit).toEqual([{ actor_id: userId, new_values: expect.objectContaining({ assignmentId, version: doc.currentVersion!.label }) as unknown }]);

    const [lost] = (await logOf([assignmentId])).filter((s) => s.kind === 'experienced');
    await t.database.db.execute(sql`DELETE FROM lms_statements WHERE id = ${lost!.id}`);
    await t.app.jobs.enqueue(t.database.db, { name: LMS_RECONCILE_JOB, payload: noPayload }, {});
    await runJobs();
    const [remade] = (await logOf([assignmentId])).filter((s) => s.kind === 'experienced');
    expect(remade).toMatchObject({ status: 'sent' });
    expect((remade!.payload as { timestamp: string }).timestamp).toBe(openedAt.toISOString());

    // Once completed, opening it is reading, not training: nothing more is recorded.
    expect((await complete(doc.id)).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE training_assignments SET first_opened_at = NULL WHERE id = ${assignmentId}`);
    expect((await as.user.request('GET', `/api/documents/${doc.id}/content`)).statusCode).toBe(200);
    expect((await rows(sql`SELECT 1 FROM training_assignments WHERE id = ${assignmentId} AND first_opened_at IS NOT NULL`))).toEqual([]);
  });

  it('the nightly reconcile makes and sends a statement that is missing', async () => {
    const doc = await trainingDocument('Cleaning of the granulator', { departments: ['Production'] });
    const assignmentId = await userAssignment(doc.id);
    await runJobs();
    const [lost] = await logOf([assignmentId]);
    expect(lost).toMatchObject({ kind: 'assigned', status: 'sent' });
    // Lost from the log (and, say, from the LRS, restored from a backup): the reconcile finds the assignment without one.
    await t.database.db.execute(sql`DELETE FROM lms_statements WHERE id = ${lost!.id}`);
    lrs.statements.splice(lrs.statements.findIndex((s) => s.id === lost!.id), 1);

    await t.app.jobs.enqueue(t.database.db, { name: LMS_RECONCILE_JOB, payload: noPayload }, {});
    await runJobs();
    const [remade] = await logOf([assignmentId]);
    expect(remade).toMatchObject({ kind: 'assigned', status: 'sent' });
    expect(remade!.id).not.toBe(lost!.id);
    const [again] = sentFor(ASSIGNED, 'user@attest.local', activityOf(doc));
    expect({ ...again, id: lost!.id }).toEqual(lost!.payload);
    expect(lrs.refused).toEqual([]);
  });
});
