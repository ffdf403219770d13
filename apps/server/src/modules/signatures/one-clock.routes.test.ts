import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatureRecord, SignatureValidation, WorkflowDetail } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { submittedDraft } from '../../../test/signing-helpers.ts';
import { act, signature } from '../../../test/workflow-helpers.ts';
import { closeWorkflowHistoryPool } from '../workflow/workflow-history-pool.ts';

// A fixed time well in the past, so a record stamped by the wall clock instead cannot match it by chance.
const SUBMITTED = new Date('2025-03-04T09:15:00.000Z');
const clock = new TestClock(SUBMITTED);
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => {
  await t.close();
  await closeWorkflowHistoryPool();
});

describe('one clock for a signed act (issue 37 item 6)', () => {
  it("stamps the workflow's steps and the approval signature with the app clock's time, so the records of one act agree", async () => {
    const doc = await submittedDraft(as, as.author, ids);
    const reviewed = new Date(SUBMITTED.getTime() + 3_600_000);
    clock.set(reviewed);
    expect((await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Looks right' })).statusCode).toBe(200);
    expect((await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
    const approved = new Date(SUBMITTED.getTime() + 7_200_000);
    clock.set(approved);
    const approval = await act(as.approver, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
    expect(approval.statusCode, approval.body).toBe(200);

    const [signed] = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect(signed?.signedAt).toBe(approved.toISOString());
    const workflow = (await as.admin.request('GET', `/api/documents/${doc.id}/workflows`)).json<WorkflowDetail[]>()[0]!;
    expect({ submittedAt: workflow.submittedAt, completedAt: workflow.completedAt }).toEqual({ submittedAt: SUBMITTED.toISOString(), completedAt: approved.toISOString() });
    expect(workflow.assignments.map((a) => [a.type, a.assignedAt, a.completedAt]).sort()).toEqual([
      ['approver', SUBMITTED.toISOString(), approved.toISOString()],
      ['reviewer', SUBMITTED.toISOString(), reviewed.toISOString()],
    ]);
    // Verified at the same clock, a signature made at the clock's time is not "in the future".
    expect((await as.admin.request('GET', `/api/signatures/${signed!.id}/verify`)).json<SignatureValidation>()).toMatchObject({ isValid: true });
  });
});
