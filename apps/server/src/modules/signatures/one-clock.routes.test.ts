import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatureRecord, SignatureValidation, WorkflowDetail } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
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

describe('one clock', () => {
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

  it("counts a setup code's lifetime from the app clock: its expiry, and its refusal once the clock passes it", async () => {
    const issued = new Date('2025-06-02T08:00:00.000Z');
    clock.set(issued);
    const created = await as.admin.request('POST', '/api/users', { name: 'Clock Starter', email: 'clock.starter@attest.local', role: 'author' });
    expect(created.statusCode, created.body).toBe(200);
    const { setupCode, expiresAt } = created.json<{ setupCode: string; expiresAt: string }>();
    expect(expiresAt).toBe(new Date(issued.getTime() + t.config.setupCodeTtlHours * 3_600_000).toISOString());
    clock.set(new Date(Date.parse(expiresAt) + 60_000));
    const setPassword = () => new TestClient(t.app).request('POST', '/api/auth/setup-password', { email: 'clock.starter@attest.local', code: setupCode, password: 'Ledger-Window-4821!' });
    expect(errorCode(await setPassword())).toBe('INVALID_SETUP_CODE');
    // The same code a minute before its expiry, by the clock, is taken: it was refused for its age alone.
    clock.set(new Date(Date.parse(expiresAt) - 60_000));
    expect((await setPassword()).statusCode).toBe(200);
  });
});
