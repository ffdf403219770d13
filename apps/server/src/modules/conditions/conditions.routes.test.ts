import { readFile } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type ConditionsResponse, type DocumentDetail, type SignatureValidation, type WorkflowDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { errorCode, errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, documentOf, releaseSignature, signature } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';
import { closeWorkflowHistoryPool } from '../workflow/workflow-history-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let people: { reviewer: string; approver: string };
let n = 0;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  const find = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
  people = { reviewer: await find('reviewer'), approver: await find('approver') };
});
afterAll(async () => {
  await t.close();
  await Promise.all([closeExtractionPool(), closeWorkflowHistoryPool()]);
});

const rows = async <T>(statement: SQL) => rowsOf<T>(await t.database.db.execute(statement));

/** A document waiting for the approver's signature. */
async function pendingApproval(): Promise<DocumentDetail> {
  const meta = { docNumber: `CA-${++n}`, title: `Conditional ${n}`, ...ids, description: 'Conditions', changeReason: 'New', effectiveDate: today(), reviewDate: '2030-01-01', version: '0.01' };
  const { body, contentType } = multipart(meta, { name: 'sop.docx', content: await readFile(`${CORPUS}/docx/single-paragraph.docx`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const doc = uploaded.json<DocumentDetail>();
  expect((await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Please review' })).statusCode).toBe(200);
  expect((await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine' })).statusCode).toBe(200);
  expect((await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
  return doc;
}

const conditionalSignature = async () => ({ ...(await signature(as.approver, 'approver@attest.local')), meaning: 'approved-with-conditions' });
const approveWith = async (docId: string, conditions: string[]) =>
  act(as.approver, docId, { action: 'approve_document', comment: 'Approved with conditions', signature: await conditionalSignature(), conditions });
const conditionsOf = async (docId: string, who: keyof typeof as = 'author') => (await as[who].request('GET', `/api/documents/${docId}/conditions`)).json<ConditionsResponse>();
const respond = (docId: string, conditionId: string, who: keyof typeof as, response: string) =>
  as[who].request('POST', `/api/documents/${docId}/conditions/${conditionId}/response`, { response });
const close = (docId: string, conditionId: string, who: keyof typeof as, reason?: string) =>
  as[who].request('POST', `/api/documents/${docId}/conditions/${conditionId}/close`, reason ? { reason } : {});
const makeEffective = async (docId: string) => act(as.admin, docId, { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
const auditActions = async (id: string) =>
  (await rows<{ action: string }>(sql`SELECT action FROM audit_events WHERE entity_type = 'document' AND entity_id = ${id} ORDER BY seq`)).map((r) => r.action);

describe('approving with conditions', () => {
  it('refuses an empty list of conditions with the field message, and a plain "approved" meaning with conditions', async () => {
    const doc = await pendingApproval();
    const empty = await approveWith(doc.id, ['  ', '']);
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(empty))).toContain(FIELD_MESSAGES.conditionsRequired);
    const wrongMeaning = await act(as.approver, doc.id, { action: 'approve_document', comment: 'With a condition', signature: await signature(as.approver, 'approver@attest.local'), conditions: ['Train operators'] });
    expect(wrongMeaning.statusCode).toBe(400);
    expect(errorOf(wrongMeaning).message).toContain('approved-with-conditions');
    expect((await documentOf(as.author, doc.id)).status).toBe('pending-approval');
    expect((await conditionsOf(doc.id)).items).toEqual([]);
  });

  it('records the signature with its meaning (verifiable), the conditions as open items, audits and tells the author [REQ:P11-50] [REQ:A11-14] [REQ:FR-LC-9]', async () => {
    const doc = await pendingApproval();
    const approved = await approveWith(doc.id, ['Train the line operators', ' ', 'Update form F-12 ']);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ newStatus: string }>().newStatus).toBe('approved');

    const [signed] = (await as.author.request('GET', `/api/documents/${doc.id}/signatures`)).json<{ id: string; meaning: string }[]>();
    expect(signed?.meaning).toBe('approved-with-conditions');
    const verified = (await as.author.request('GET', `/api/signatures/${signed!.id}/verify`)).json<SignatureValidation>();
    expect(verified.isValid).toBe(true);

    const list = await conditionsOf(doc.id);
    expect(list.open).toBe(2);
    expect(list.items.map((c) => [c.position, c.text, c.state, c.set.by.name, c.canRespond, c.canClose])).toEqual([
      [1, 'Train the line operators', 'open', expect.any(String), true, false],
      [2, 'Update form F-12', 'open', expect.any(String), true, false],
    ]);
    const [event] = await rows<{ new_values: { meaning: string; conditions: string[] } }>(
      sql`SELECT new_values FROM audit_events WHERE entity_id = ${doc.id} AND action = 'Document Approved With Conditions'`,
    );
    expect(event?.new_values).toMatchObject({ meaning: 'approved-with-conditions', conditions: ['Train the line operators', 'Update form F-12'] });

    const notices = await rows<{ id: string; message: string }>(
      sql`SELECT n.id, n.message FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'author@attest.local' AND n.title = 'Approved with conditions' AND n.action_url = ${`/documents/${doc.id}`}`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('2 conditions');
    expect(notices[0]!.message).toContain('Update form F-12');
    const mails = await rows<{ subject: string }>(sql`SELECT subject FROM mail_outbox WHERE notification_id = ${notices[0]!.id}`);
    expect(mails.map((m) => m.subject)).toEqual(['Attest: Approved with conditions']);
    // One notice for the author, the one saying what to do: not a plain "Document approved" besides.
    const others = await rows<{ title: string }>(
      sql`SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'author@attest.local' AND n.action_url = ${`/documents/${doc.id}`} AND n.title LIKE 'Document approved%'`,
    );
    expect(others).toEqual([]);
  });
});

describe('the gate before effective', () => {
  it('refuses make_effective and the assessment path with 409 CONDITIONS_OPEN until every condition is answered and closed [REQ:FR-LC-9]', async () => {
    const doc = await pendingApproval();
    expect((await approveWith(doc.id, ['Train the line operators', 'Update form F-12'])).statusCode).toBe(200);
    const [first, second] = (await conditionsOf(doc.id)).items;

    const refused = await makeEffective(doc.id);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('CONDITIONS_OPEN');
    expect(errorOf(refused).message).toContain('2 conditions of its approval are still open');
    const assessed = await act(as.admin, doc.id, { action: 'admin_internal_assessment', decision: 'approve_effective', comment: 'Assessment complete', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    expect(errorCode(assessed)).toBe('CONDITIONS_OPEN');

    // Closing needs a response first.
    const early = await close(doc.id, first!.id, 'coordinator');
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('CONDITION_NOT_ANSWERED');

    expect((await respond(doc.id, first!.id, 'author', 'All 14 operators trained on 24 Nov')).statusCode).toBe(200);
    expect(errorCode(await respond(doc.id, first!.id, 'author', 'Again'))).toBe('CONDITION_ALREADY_ANSWERED');
    expect((await close(doc.id, first!.id, 'coordinator', 'Training records checked')).statusCode).toBe(200);
    expect(errorCode(await close(doc.id, first!.id, 'admin'))).toBe('CONDITION_CLOSED');
    expect(errorCode(await respond(doc.id, first!.id, 'author', 'Late'))).toBe('CONDITION_CLOSED');

    const oneLeft = await makeEffective(doc.id);
    expect(errorCode(oneLeft)).toBe('CONDITIONS_OPEN');
    expect(errorOf(oneLeft).message).toContain('1 condition of its approval is still open');

    // The coordinators hear once every condition has its response.
    const answeredNotices = async () =>
      (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.role = 'document_coordinator' AND n.title = 'Conditions answered' AND n.action_url = ${`/documents/${doc.id}`}`))[0]!.n;
    expect(await answeredNotices()).toBe(0);
    expect((await respond(doc.id, second!.id, 'author', 'Form F-12 revision 3 issued')).statusCode).toBe(200);
    expect(await answeredNotices()).toBeGreaterThan(0);
    const coordinatorMail = await rows<{ subject: string }>(
      sql`SELECT m.subject FROM mail_outbox m JOIN notifications n ON n.id = m.notification_id WHERE n.title = 'Conditions answered' AND n.action_url = ${`/documents/${doc.id}`}`,
    );
    expect(coordinatorMail.map((m) => m.subject)).toContain('Attest: Conditions answered');
    const closed = await close(doc.id, second!.id, 'admin');
    const after = closed.json<ConditionsResponse>();
    expect(after.open).toBe(0);
    expect(after.items.map((c) => [c.state, c.response?.text, c.closed?.reason ?? null])).toEqual([
      ['closed', 'All 14 operators trained on 24 Nov', 'Training records checked'],
      ['closed', 'Form F-12 revision 3 issued', null],
    ]);

    const effective = await makeEffective(doc.id);
    expect(effective.statusCode, effective.body).toBe(200);
    expect((await documentOf(as.author, doc.id)).status).toBe('effective');
    const actions = await auditActions(doc.id);
    expect(actions.filter((a) => a === 'Approval Condition Answered')).toHaveLength(2);
    expect(actions.filter((a) => a === 'Approval Condition Closed')).toHaveLength(2);
    expect(actions.at(-1)).toBe('Document Made Effective');
  });

  it('lets only the author (or coordinator, admin) respond and only a coordinator or admin close', async () => {
    const doc = await pendingApproval();
    expect((await approveWith(doc.id, ['Add the new torque value'])).statusCode).toBe(200);
    const [condition] = (await conditionsOf(doc.id)).items;
    expect((await conditionsOf(doc.id, 'approver')).items[0]).toMatchObject({ canRespond: false, canClose: false });
    expect((await respond(doc.id, condition!.id, 'approver', 'Not mine')).statusCode).toBe(403);
    expect((await respond(doc.id, condition!.id, 'reviewer', 'Not mine')).statusCode).toBe(403);
    expect((await respond(doc.id, condition!.id, 'user', 'Not mine')).statusCode).toBe(403);
    const blank = await respond(doc.id, condition!.id, 'author', '   ');
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(blank))).toContain(FIELD_MESSAGES.conditionResponseRequired);
    expect((await respond(doc.id, condition!.id, 'coordinator', 'Torque value added on page 3')).statusCode).toBe(200);
    expect((await conditionsOf(doc.id, 'coordinator')).items[0]).toMatchObject({ state: 'answered', canRespond: false, canClose: true });
    expect((await close(doc.id, condition!.id, 'author')).statusCode).toBe(403);
    expect((await close(doc.id, condition!.id, 'approver')).statusCode).toBe(403);
    expect(errorCode(await close(doc.id, '00000000-0000-4000-8000-000000000000', 'coordinator'))).toBe('CONDITION_NOT_FOUND');
    expect((await conditionsOf(doc.id)).open).toBe(1);
  });

  it('shows the approval with its conditions in the workflow history and its PDF report', async () => {
    const doc = await pendingApproval();
    expect((await approveWith(doc.id, ['Calibrate balance B-7 before first use'])).statusCode).toBe(200);
    const [workflow] = (await as.author.request('GET', `/api/documents/${doc.id}/workflows`)).json<WorkflowDetail[]>();
    expect(workflow!.assignments.map((a) => [a.type, a.decision, a.conditions])).toEqual([
      ['approver', 'approved', ['Calibrate balance B-7 before first use']],
      ['reviewer', 'approved', []],
    ]);
    const report = await as.admin.request('GET', `/api/documents/${doc.id}/workflow-history.pdf`);
    expect(report.statusCode).toBe(200);
    const text = (await pdfPages(report.rawPayload)).join('\n');
    expect(text).toContain('approved with conditions');
    expect(text).toContain('Condition 1: Calibrate balance B-7 before first use');
    expect(text).toContain('approved-with-conditions');
  });
});

describe('the record of conditions', () => {
  it('is refused by the database: text, who set it, a response or a closing cannot be changed, nor a row deleted', async () => {
    const doc = await pendingApproval();
    expect((await approveWith(doc.id, ['Sign the line clearance'])).statusCode).toBe(200);
    const [condition] = (await conditionsOf(doc.id)).items;
    expect((await respond(doc.id, condition!.id, 'author', 'Signed')).statusCode).toBe(200);
    expect((await close(doc.id, condition!.id, 'coordinator')).statusCode).toBe(200);
    const refusal = (statement: SQL) =>
      t.database.db.execute(statement).then(
        () => 'changed',
        (e: Error) => (e.cause instanceof Error ? e.cause.message : e.message),
      );
    const id = condition!.id;
    expect(await refusal(sql`UPDATE approval_conditions SET text = 'Something easier' WHERE id = ${id}`)).toMatch(/never changed/);
    expect(await refusal(sql`UPDATE approval_conditions SET response = 'Rewritten' WHERE id = ${id}`)).toMatch(/recorded once/);
    expect(await refusal(sql`UPDATE approval_conditions SET closed_at = NULL, closed_by = NULL WHERE id = ${id}`)).toMatch(/never reopens/);
    expect(await refusal(sql`DELETE FROM approval_conditions WHERE id = ${id}`)).not.toBe('changed');
    // Even the owner of the tables cannot.
    expect(await t.asOwner((db) => db.execute(sql`DELETE FROM approval_conditions WHERE id = ${id}`)).then(() => 'changed', () => 'refused')).toBe('refused');
    expect((await conditionsOf(doc.id)).items[0]).toMatchObject({ text: 'Sign the line clearance', state: 'closed' });
  });
});
