import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardResponse, DocumentDetail, DocumentTraining, MyTrainingAssignment, SignatureValidation, TrainingMatrix, UpdateTrainingRequest } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { todayIn } from '../../platform/site-date.ts';
import { trainingCompletion } from './training-audience.repo.ts';
import { errorOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, releaseSignature, SIGNATURE_IMAGE, signingToken } from '../../../test/workflow-helpers.ts';

const DAY = 86_400_000;
const clock = new TestClock(new Date());
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let people: Record<'user' | 'reviewer' | 'approver' | 'author' | 'coordinator', string>;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  const idOf = async (client: TestClient) => (await client.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id;
  people = { user: await idOf(as.user), reviewer: await idOf(as.reviewer), approver: await idOf(as.approver), author: await idOf(as.author), coordinator: await idOf(as.coordinator) };
});
afterAll(async () => t.close());

const rows = async <T>(query: SQL) => rowsOf<T>(await t.database.db.execute(query));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const today = () => todayIn('UTC', clock.now());

async function trainingDocument(title: string, audience: UpdateTrainingRequest): Promise<DocumentDetail> {
  const doc = await quickCreate(as.author, ids, { title });
  const updated = await as.author.request('PUT', `/api/documents/${doc.id}`, { title, ...ids, trainingRequired: true, rowVersion: doc.rowVersion });
  expect(updated.statusCode, updated.body).toBe(200);
  const set = await as.author.request('PUT', `/api/documents/${doc.id}/training`, audience);
  expect(set.statusCode, set.body).toBe(200);
  return updated.json<DocumentDetail>();
}
const assignmentsOf = (documentId: string) =>
  rows<{ id: string; user_id: string; version_id: string; status: string; due_date: string; cancel_reason: string | null; signature_id: string | null }>(
    sql`SELECT id, user_id, version_id, status, due_date::text AS due_date, cancel_reason, signature_id FROM training_assignments WHERE document_id = ${documentId} ORDER BY assigned_at, user_id`,
  );
const live = async (documentId: string) => (await assignmentsOf(documentId)).filter((a) => a.status !== 'cancelled');
const training = async (client: TestClient, documentId: string) => (await client.request('GET', `/api/documents/${documentId}/training`)).json<DocumentTraining>();
const auditActions = async (documentId: string, action: string) =>
  rows<{ new_values: { userIds: string[] }; reason: string | null }>(sql`SELECT new_values, reason FROM audit_events WHERE entity_id = ${documentId} AND action = ${action} ORDER BY seq`);
const complete = async (client: TestClient, documentId: string, email: string, meaning = 'read-and-understood') =>
  client.request('POST', `/api/documents/${documentId}/training/complete`, {
    signature: { signingToken: await signingToken(client, email), meaning, type: 'drawn', image: SIGNATURE_IMAGE, consent: true },
  });
async function createUser(name: string, department: string): Promise<string> {
  const response = await as.admin.request('POST', '/api/users', { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@attest.local`, role: 'user', department });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: { id: string } }>().user.id;
}

describe('training assignments', () => {
  it('assigns a training-required document to each active member of its audience when it becomes effective, due in TRAINING_DUE_DAYS [REQ:P11-10i] [REQ:FR-TRN-1]', async () => {
    const doc = await trainingDocument('Gowning for the clean room', { departments: ['Production'], userIds: [people.reviewer] });
    const before = await training(as.author, doc.id);
    expect(before).toMatchObject({ trainingRequired: true, departments: ['Production'], userIds: [people.reviewer], effectiveDueDays: 14, canEdit: true });
    expect(before.audienceSize).toBeGreaterThanOrEqual(2);
    expect(await assignmentsOf(doc.id)).toEqual([]);

    await makeEffective(as, doc.id, today());
    const assigned = await assignmentsOf(doc.id);
    expect(assigned.map((a) => a.user_id)).toEqual(expect.arrayContaining([people.user, people.reviewer]));
    expect(assigned.map((a) => a.user_id)).not.toContain(people.author);
    for (const a of assigned) expect(a).toMatchObject({ status: 'open', due_date: addDays(today(), 14) });
    expect((await auditActions(doc.id, 'Training Assigned'))[0]!.new_values.userIds).toEqual(expect.arrayContaining([people.user, people.reviewer]));
    const notices = await rows<{ title: string }>(sql`SELECT title FROM notifications WHERE user_id = ${people.user} AND action_url = ${`/documents/${doc.id}`}`);
    expect(notices.map((n) => n.title)).toContain('Training assigned');

    const mine = (await as.user.request('GET', '/api/me/training')).json<MyTrainingAssignment[]>().find((a) => a.documentId === doc.id);
    expect(mine).toMatchObject({ status: 'assigned', dueDate: addDays(today(), 14), docNumber: doc.docNumber, completedAt: null });
  });

  it('uses the document’s own due days, and an empty audience is reported (for the approval warning)', async () => {
    const doc = await trainingDocument('Line clearance', { roles: [], departments: [], userIds: [], dueDays: 5 });
    expect(await training(as.approver, doc.id)).toMatchObject({ audienceSize: 0, effectiveDueDays: 5, canEdit: false });
    const widened = await as.author.request('PUT', `/api/documents/${doc.id}/training`, { roles: ['user'], dueDays: 5 });
    expect(widened.json<DocumentTraining>().audienceSize).toBeGreaterThanOrEqual(1);
    await makeEffective(as, doc.id, today());
    expect((await live(doc.id)).find((a) => a.user_id === people.user)?.due_date).toBe(addDays(today(), 5));
  });

  it('follows audience changes on an effective document: coordinators only, assigning and cancelling, audited', async () => {
    const doc = await trainingDocument('Weighing of raw materials', { departments: ['Production'] });
    await makeEffective(as, doc.id, today());
    expect((await live(doc.id)).map((a) => a.user_id)).toContain(people.user);

    const byAuthor = await as.author.request('PUT', `/api/documents/${doc.id}/training`, { roles: ['approver'] });
    expect(byAuthor.statusCode).toBe(409);
    expect(errorOf(byAuthor).code).toBe('TRAINING_NOT_EDITABLE');
    expect((await as.user.request('PUT', `/api/documents/${doc.id}/training`, { roles: ['approver'] })).statusCode).toBe(403);

    const changed = await as.coordinator.request('PUT', `/api/documents/${doc.id}/training`, { roles: ['approver'] });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await assignmentsOf(doc.id);
    expect(after.find((a) => a.user_id === people.user)).toMatchObject({ status: 'cancelled', cancel_reason: 'Training audience changed' });
    expect(after.find((a) => a.user_id === people.approver)).toMatchObject({ status: 'open' });
    expect((await auditActions(doc.id, 'Training Assignments Cancelled'))[0]!.new_values.userIds).toContain(people.user);
    expect(await auditActions(doc.id, 'Training Requirement Changed')).toHaveLength(2);

    // Back in the audience: a new open assignment, the cancelled one kept.
    await as.coordinator.request('PUT', `/api/documents/${doc.id}/training`, { roles: ['approver'], departments: ['Production'] });
    const back = (await assignmentsOf(doc.id)).filter((a) => a.user_id === people.user);
    expect(back.map((a) => a.status)).toEqual(['cancelled', 'open']);
  });

  it('cancels and replaces a superseded version’s open assignments; obsolete cancels them', async () => {
    const doc = await trainingDocument('Cleaning of the granulator', { departments: ['Production'] });
    await makeEffective(as, doc.id, today());
    const [first] = (await live(doc.id)).filter((a) => a.user_id === people.user);
    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Annual update' })).statusCode).toBe(200);
    expect((await live(doc.id)).filter((a) => a.user_id === people.user)).toEqual([first]);
    await makeEffective(as, doc.id, today());
    const all = (await assignmentsOf(doc.id)).filter((a) => a.user_id === people.user);
    expect(all).toHaveLength(2);
    const label = (await rows<{ version_label: string }>(sql`SELECT version_label FROM document_versions WHERE id = ${all[1]!.version_id}`))[0]!.version_label;
    expect(all[0]).toMatchObject({ id: first!.id, status: 'cancelled', cancel_reason: `Superseded by version ${label}` });
    expect(all[1]).toMatchObject({ status: 'open' });
    expect(all[1]!.version_id).not.toBe(first!.version_id);

    const obsolete = await act(as.coordinator, doc.id, { action: 'mark_obsolete', comment: 'Process retired', signature: await releaseSignature(as.coordinator, 'coordinator@attest.local', 'retired') });
    expect(obsolete.statusCode, obsolete.body).toBe(200);
    expect((await live(doc.id)).filter((a) => a.status === 'open')).toEqual([]);
    expect((await as.user.request('GET', '/api/me/training')).json<MyTrainingAssignment[]>().map((a) => a.documentId)).not.toContain(doc.id);
  });

  it('assigns people who join the audience later; a deactivated person leaves the matrix but keeps their records', async () => {
    const doc = await trainingDocument('Packaging line start-up', { departments: ['Packaging'] });
    await makeEffective(as, doc.id, today());
    expect(await live(doc.id)).toEqual([]);

    const newcomer = await createUser('Nina Newcomer', 'Packaging');
    expect((await live(doc.id)).map((a) => a.user_id)).toEqual([newcomer]);

    const mover = await createUser('Mo Mover', 'Warehouse');
    expect((await live(doc.id)).map((a) => a.user_id)).not.toContain(mover);
    const record = (await as.admin.request('GET', `/api/users/${mover}`)).json<{ user: Record<string, unknown> }>().user;
    const moved = await as.admin.request('PUT', `/api/users/${mover}`, { name: record.name, email: record.email, role: 'user', department: 'Packaging', status: 'active' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await live(doc.id)).map((a) => a.user_id)).toContain(mover);

    const matrix = async () => (await as.coordinator.request('GET', `/api/training/matrix?documentId=${doc.id}`)).json<TrainingMatrix>();
    expect((await matrix()).people.map((p) => p.id).sort()).toEqual([newcomer, mover].sort());
    expect((await as.admin.request('POST', `/api/users/${newcomer}/status`, { status: 'inactive' })).statusCode).toBe(200);
    expect((await matrix()).people.map((p) => p.id)).toEqual([mover]);
    expect((await assignmentsOf(doc.id)).find((a) => a.user_id === newcomer)).toMatchObject({ status: 'open' });
    // Reactivated: back in the matrix with the same assignment, not a second one.
    expect((await as.admin.request('POST', `/api/users/${newcomer}/status`, { status: 'active' })).statusCode).toBe(200);
    expect((await matrix()).people.map((p) => p.id).sort()).toEqual([newcomer, mover].sort());
    expect((await assignmentsOf(doc.id)).filter((a) => a.user_id === newcomer)).toHaveLength(1);
  });
});

describe('completing training', () => {
  it('is a signed read-and-understood bound to the version in force; a wrong password or meaning is refused [REQ:P11-10i] [REQ:FR-TRN-2]', async () => {
    const doc = await trainingDocument('Handling of deviations', { departments: ['Production'] });
    await makeEffective(as, doc.id, today());
    const assignment = (await live(doc.id)).find((a) => a.user_id === people.user)!;

    const wrong = await as.user.request('POST', '/api/signatures/authenticate', { email: 'user@attest.local', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).code).toBe('SIGNING_AUTH_FAILED');
    const forged = await as.user.request('POST', `/api/documents/${doc.id}/training/complete`, {
      signature: { signingToken: 'not-a-token', meaning: 'read-and-understood', type: 'drawn', image: SIGNATURE_IMAGE, consent: true },
    });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('SIGNING_TOKEN_INVALID');
    expect((await complete(as.user, doc.id, 'user@attest.local', 'approved')).statusCode).toBe(400);
    expect((await live(doc.id)).find((a) => a.user_id === people.user)!.status).toBe('open');

    const done = await complete(as.user, doc.id, 'user@attest.local');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<DocumentTraining>().mine?.assignment).toMatchObject({ status: 'completed' });
    const after = (await live(doc.id)).find((a) => a.user_id === people.user)!;
    expect(after.status).toBe('completed');
    const [signature] = await rows<{ id: string; version_id: string; meaning: string; action_type: string; signer_id: string }>(
      sql`SELECT id, version_id, meaning, action_type, signer_id FROM signatures WHERE id = ${after.signature_id}`,
    );
    expect(signature).toMatchObject({ version_id: assignment.version_id, meaning: 'read-and-understood', action_type: 'complete_training', signer_id: people.user });
    const verified = (await as.user.request('GET', `/api/signatures/${signature!.id}/verify`)).json<SignatureValidation>();
    expect(verified.isValid, JSON.stringify(verified.errors)).toBe(true);
    expect(await rows(sql`SELECT 1 FROM document_acknowledgements WHERE version_id = ${assignment.version_id} AND user_id = ${people.user}`)).toHaveLength(1);
    expect(await auditActions(doc.id, 'Training Completed')).toHaveLength(1);

    const again = await complete(as.user, doc.id, 'user@attest.local');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('TRAINING_NOT_ASSIGNED');
    // Someone without an assignment cannot sign it off.
    expect(errorOf(await complete(as.author, doc.id, 'author@attest.local')).code).toBe('TRAINING_NOT_ASSIGNED');
  });

  it('needs the quiz passed first: answers hidden from the trainee, every attempt kept [REQ:FR-TRN-2]', async () => {
    const doc = await trainingDocument('Sampling of purified water', {
      departments: ['Production'],
      quiz: {
        passMark: 100,
        questions: [
          { text: 'Which tap is sampled first?', choices: ['The point of use', 'The return loop'], correct: [1] },
          { text: 'Which containers are allowed?', choices: ['Sterile glass', 'Any plastic', 'Sterile PET'], correct: [0, 2] },
        ],
      },
    });
    const badQuiz = await as.author.request('PUT', `/api/documents/${doc.id}/training`, { quiz: { passMark: 50, questions: [{ text: 'Q', choices: ['a', 'b'], correct: [3] }] } });
    expect(badQuiz.statusCode).toBe(400);
    await makeEffective(as, doc.id, today());

    const seen = await training(as.user, doc.id);
    expect(seen.quiz).toBeNull();
    expect(seen.quizForTrainee).toEqual({ passMark: 100, questions: [{ text: 'Which tap is sampled first?', choices: ['The point of use', 'The return loop'], multiple: false }, expect.objectContaining({ multiple: true })] });
    expect((await training(as.coordinator, doc.id)).quiz?.questions[0]!.correct).toEqual([1]);
    expect((await training(as.author, doc.id)).quiz).toBeNull();

    const early = await complete(as.user, doc.id, 'user@attest.local');
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('TRAINING_QUIZ_NOT_PASSED');

    const attempt = (answers: number[][]) => as.user.request('POST', `/api/documents/${doc.id}/training/quiz-attempts`, { answers });
    expect((await attempt([[1], [0]])).json()).toEqual({ score: 50, passed: false, passMark: 100, attempts: 1 });
    expect((await attempt([[1], [2, 0]])).json()).toEqual({ score: 100, passed: true, passMark: 100, attempts: 2 });
    const kept = await rows<{ answers: number[][]; score: number; passed: boolean }>(
      sql`SELECT q.answers, q.score, q.passed FROM training_quiz_attempts q JOIN training_assignments a ON a.id = q.assignment_id WHERE a.document_id = ${doc.id} ORDER BY q.attempted_at, q.score`,
    );
    expect(kept).toEqual([{ answers: [[1], [0]], score: 50, passed: false }, { answers: [[1], [2, 0]], score: 100, passed: true }]);
    await expect(t.database.db.execute(sql`UPDATE training_quiz_attempts SET passed = true`)).rejects.toThrow();
    expect((await training(as.user, doc.id)).mine).toMatchObject({ quizPassed: true, attempts: 2 });

    expect((await complete(as.user, doc.id, 'user@attest.local')).statusCode).toBe(200);
    // No assignment, no attempt.
    expect(errorOf(await as.author.request('POST', `/api/documents/${doc.id}/training/quiz-attempts`, { answers: [[1], [0, 2]] })).code).toBe('TRAINING_NOT_ASSIGNED');
  });
});

describe('system details', () => {
  it('trainingReviewComplete: null without training or a version to train on, true once everyone assigned has signed off', async () => {
    const reviewComplete = async (client: TestClient, id: string) => (await client.request('GET', `/api/documents/${id}`)).json<DocumentDetail>().trainingReviewComplete;
    const plain = await quickCreate(as.author, ids, { title: 'No training here' });
    await makeEffective(as, plain.id, today());
    expect(await reviewComplete(as.author, plain.id)).toBeNull();

    const doc = await trainingDocument('Review complete SOP', { userIds: [people.user, people.reviewer] });
    expect(await reviewComplete(as.author, doc.id)).toBeNull();
    await makeEffective(as, doc.id, today());
    expect(await reviewComplete(as.user, doc.id)).toBe(false);
    expect((await complete(as.user, doc.id, 'user@attest.local')).statusCode).toBe(200);
    expect(await reviewComplete(as.user, doc.id)).toBe(false);
    expect((await complete(as.reviewer, doc.id, 'reviewer@attest.local')).statusCode).toBe(200);
    expect(await reviewComplete(as.user, doc.id)).toBe(true);
    expect(await reviewComplete(as.admin, doc.id)).toBe(true);

    // A new version in force is trained on afresh.
    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Update' })).statusCode).toBe(200);
    expect(await reviewComplete(as.author, doc.id)).toBe(true);
    await makeEffective(as, doc.id, today());
    expect(await reviewComplete(as.author, doc.id)).toBe(false);

    const nobody = await trainingDocument('Nobody assigned', { userIds: [] });
    await makeEffective(as, nobody.id, today());
    expect(await reviewComplete(as.author, nobody.id)).toBe(false);
  });
});

describe('the training matrix', () => {
  it('shows people × documents with assigned, completed and overdue, filtered; CSV and PDF exports are audited [REQ:FR-TRN-3]', async () => {
    const doc = await trainingDocument('Matrix SOP', { departments: ['Production'], roles: ['reviewer'] });
    await makeEffective(as, doc.id, today());
    expect((await complete(as.user, doc.id, 'user@attest.local')).statusCode).toBe(200);

    const get = (query: string) => as.coordinator.request('GET', `/api/training/matrix?${query}`);
    const all = (await get(`documentId=${doc.id}`)).json<TrainingMatrix>();
    expect(all.documents).toEqual([{ id: doc.id, docNumber: doc.docNumber, title: 'Matrix SOP', versionLabel: '1' }]);
    const cell = (m: TrainingMatrix, userId: string) => m.people.find((p) => p.id === userId)?.cells[doc.id];
    expect(cell(all, people.user)).toMatchObject({ status: 'completed' });
    expect(cell(all, people.reviewer)).toMatchObject({ status: 'assigned', completedAt: null });
    const production = (await get(`documentId=${doc.id}&department=Production`)).json<TrainingMatrix>();
    expect(production.people.map((p) => p.id)).toEqual([people.user]);
    const reviewers = (await get(`documentId=${doc.id}&role=reviewer`)).json<TrainingMatrix>();
    expect(reviewers.people.map((p) => p.id)).toEqual([people.reviewer]);
    expect(reviewers.totals).toEqual({ assigned: 1, completed: 0, overdue: 0 });
    // The share of the version's audience trained, in one query (what gating effectiveness on training will read).
    const versionId = (await live(doc.id))[0]!.version_id;
    expect(await trainingCompletion(t.database.db, versionId)).toEqual({ assigned: all.totals.assigned + all.totals.completed + all.totals.overdue, completed: all.totals.completed });

    expect((await as.user.request('GET', '/api/training/matrix')).statusCode).toBe(403);
    expect((await as.admin.request('GET', '/api/training/matrix')).statusCode).toBe(200);

    const csv = await as.coordinator.request('GET', `/api/training/matrix.csv?documentId=${doc.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"Person","Department","Role","Document","Title","Version","Status","Due date","Completed at"');
    expect(lines.find((l) => l.startsWith('"Elena Novak"'))).toContain(`"Elena Novak","Production","User","${doc.docNumber}","Matrix SOP","1","completed",`);
    const pdf = await as.coordinator.request('GET', `/api/training/matrix.pdf?documentId=${doc.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const exports = await rows<{ new_values: { format: string } }>(sql`SELECT new_values FROM audit_events WHERE action = 'Training Matrix Exported' ORDER BY seq`);
    expect(exports.map((e) => e.new_values.format)).toEqual(['csv', 'pdf']);
  });
});

describe('reminders and the dashboard', () => {
  it('reminds once 3 days before the due date and once when overdue, in the app and by e-mail, by the daily job; the Training Due card counts open assignments [REQ:FR-TRN-5]', async () => {
    const doc = await trainingDocument('Reminder SOP', { userIds: [people.user], dueDays: 10 });
    await makeEffective(as, doc.id, today());
    const reminders = async () =>
      (await rows<{ title: string }>(sql`SELECT title FROM notifications WHERE user_id = ${people.user} AND action_url = ${`/documents/${doc.id}`} AND title LIKE 'Training %' AND title <> 'Training assigned' ORDER BY created_at`)).map((r) => r.title);
    const card = async () => (await as.user.request('GET', '/api/dashboard')).json<DashboardResponse>().cards.find((c) => c.key === 'training-due')!.value;
    const open = await rows<{ n: string | number }>(
      sql`SELECT count(*) AS n FROM training_assignments a JOIN documents d ON d.id = a.document_id WHERE a.user_id = ${people.user} AND a.status = 'open' AND a.version_id = d.effective_version_id`,
    );
    expect(await card()).toBe(Number(open[0]!.n));

    clock.advance(DAY);
    await t.app.jobs.runDue();
    expect(await reminders()).toEqual([]);
    clock.advance(6 * DAY + DAY / 2); // due in 3 days or fewer
    await t.app.jobs.runDue();
    expect(await reminders()).toEqual(['Training due soon']);
    clock.advance(DAY);
    await t.app.jobs.runDue();
    expect(await reminders()).toEqual(['Training due soon']);
    clock.advance(3 * DAY);
    await t.app.jobs.runDue();
    expect(await reminders()).toEqual(['Training due soon', 'Training overdue']);
    clock.advance(DAY);
    await t.app.jobs.runDue();
    expect(await reminders()).toEqual(['Training due soon', 'Training overdue']);
    const mails = await rows<{ recipient: string; subject: string }>(
      sql`SELECT m.recipient, m.subject FROM mail_outbox m JOIN notifications n ON n.id = m.notification_id
        WHERE n.user_id = ${people.user} AND n.action_url = ${`/documents/${doc.id}`} AND n.title IN ('Training due soon', 'Training overdue') ORDER BY n.created_at`,
    );
    expect(mails).toEqual([
      { recipient: 'user@attest.local', subject: 'Attest: Training due soon' },
      { recipient: 'user@attest.local', subject: 'Attest: Training overdue' },
    ]);
    const mine = (await as.user.request('GET', '/api/me/training')).json<MyTrainingAssignment[]>().find((a) => a.documentId === doc.id);
    expect(mine?.status).toBe('overdue');

    const before = await card();
    expect((await complete(as.user, doc.id, 'user@attest.local')).statusCode).toBe(200);
    expect(await card()).toBe(Number(before) - 1);
  });
});
