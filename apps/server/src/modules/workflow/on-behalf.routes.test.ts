import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SignatureRecord, SignatureValidation, WorkflowDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { submittedDraft } from '../../../test/signing-helpers.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';
import { act, signature } from '../../../test/workflow-helpers.ts';
import { closeWorkflowHistoryPool } from './workflow-history-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let people: { priya: string; marcus: string };
beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  const first = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
  people = { priya: await first('reviewer'), marcus: await first('approver') };
});
afterAll(async () => {
  await t.close();
  await closeWorkflowHistoryPool();
});

const REVIEW_REASON = 'Priya is on leave; her review was given by phone';
const APPROVAL_REASON = 'Marcus approved in the change board, minutes CB-14';
const workflowOf = async (id: string) => (await as.admin.request('GET', `/api/documents/${id}/workflows`)).json<WorkflowDetail[]>()[0]!;

describe('acting on behalf of an assignee (DESIGN §4.10)', () => {
  it('refuses an override without "on behalf of"; with it, records the real actor, the assignee and the reason everywhere, and tells the assignee', async () => {
    const doc = await submittedDraft(as, as.author, ids);
    const plain = await act(as.admin, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine' });
    expect([plain.statusCode, errorCode(plain)]).toEqual([403, 'ON_BEHALF_REQUIRED']);
    const noReason = await act(as.admin, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine', onBehalfOf: { userId: people.priya, reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
    const notAssigned = await act(as.admin, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine', onBehalfOf: { userId: people.marcus, reason: REVIEW_REASON } });
    expect(errorCode(notAssigned)).toBe('NOT_ASSIGNED');
    const byReviewer = await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine', onBehalfOf: { userId: people.priya, reason: REVIEW_REASON } });
    expect(errorCode(byReviewer)).toBe('FORBIDDEN');

    expect((await act(as.coordinator, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine', onBehalfOf: { userId: people.priya, reason: REVIEW_REASON } })).statusCode).toBe(200);
    expect((await act(as.coordinator, doc.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
    const review = (await workflowOf(doc.id)).assignments.find((a) => a.type === 'reviewer')!;
    expect(review).toMatchObject({ user: { name: 'Priya Raman' }, status: 'completed', completedBy: { name: 'Tom Lindqvist' }, onBehalfReason: REVIEW_REASON });

    expect((await act(as.admin, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.admin, 'admin@attest.local') })).statusCode).toBe(403);
    const approved = await act(as.admin, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.admin, 'admin@attest.local'), onBehalfOf: { userId: people.marcus, reason: APPROVAL_REASON } });
    expect(approved.statusCode, approved.body).toBe(200);
    const approval = (await workflowOf(doc.id)).assignments.find((a) => a.type === 'approver')!;
    expect(approval).toMatchObject({ user: { name: 'Marcus Webb' }, completedBy: { name: 'Sarah Mitchell' }, onBehalfReason: APPROVAL_REASON });

    const [signed] = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect(signed).toMatchObject({ signerName: 'Sarah Mitchell', onBehalfOf: { name: 'Marcus Webb', reason: APPROVAL_REASON } });
    expect((await as.admin.request('GET', `/api/signatures/${signed!.id}/verify`)).json<SignatureValidation>()).toMatchObject({ isValid: true });

    const events = rowsOf<{ action: string; actor_name: string; new_values: { onBehalfOf?: { name: string; reason: string } } }>(
      await t.database.db.execute(sql`SELECT action, actor_name, new_values FROM audit_events WHERE entity_id = ${doc.id} AND action IN ('Review Completed', 'Document Approved') ORDER BY seq`),
    );
    expect(events.map((e) => [e.action, e.actor_name, e.new_values.onBehalfOf?.name, e.new_values.onBehalfOf?.reason])).toEqual([
      ['Review Completed', 'Tom Lindqvist', 'Priya Raman', REVIEW_REASON],
      ['Document Approved', 'Sarah Mitchell', 'Marcus Webb', APPROVAL_REASON],
    ]);
    const told = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM notifications WHERE user_id IN (${people.priya}, ${people.marcus}) AND message LIKE '%on your behalf%'`));
    expect(told[0]?.n).toBe(2);

    const pdf = await as.admin.request('GET', `/api/documents/${doc.id}/workflow-history.pdf`);
    const text = (await pdfPages(pdf.rawPayload)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(`Tom Lindqvist on behalf of Priya Raman — ${REVIEW_REASON}`);
    expect(text).toContain(`Sarah Mitchell on behalf of Marcus Webb — ${APPROVAL_REASON}`);
  });

  it('applies segregation of duties to the person who really acts', async () => {
    const doc = await submittedDraft(as, as.author, ids);
    expect((await act(as.admin, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine', onBehalfOf: { userId: people.priya, reason: REVIEW_REASON } })).statusCode).toBe(200);
    expect((await act(as.admin, doc.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
    const approval = await act(as.admin, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.admin, 'admin@attest.local'), onBehalfOf: { userId: people.marcus, reason: APPROVAL_REASON } });
    expect(errorCode(approval)).toBe('SOD_REVIEWER_APPROVER');
  });
});
