import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SIGNATURE_CONFIG_DEFAULTS, type SignatureRecord } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';
import { assignable, submittedDraft } from '../../../test/signing-helpers.ts';
import { act, signature } from '../../../test/workflow-helpers.ts';
import { saveSetting } from '../../../test/four-eyes-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => t.close());

/** Turning it off waits for a second administrator's signed approval (four-eyes rule): the helper gives it. */
const setSegregation = (enforced: boolean, reason: string) =>
  saveSetting(t.app, as.admin, '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, segregationOfDuties: { enforced }, reason });
/** The administrator acts for the assignee, explicitly (DESIGN §4.10). */
const forAssignee = async (role: 'reviewer' | 'approver') => ({ onBehalfOf: { userId: await assignable(as.author, role), reason: 'Assignee away; decision taken in the QA meeting' } });
const adminApproves = async (id: string) =>
  act(as.admin, id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.admin, 'admin@attest.local'), ...(await forAssignee('approver')) });
const OFF_LINE = 'Signed while segregation of duties was turned off in the signature configuration.';
const historyText = async (id: string) => (await pdfPages((await as.admin.request('GET', `/api/documents/${id}/workflow-history.pdf`)).rawPayload)).join('\n');
const statusOf = async (id: string) => (await as.admin.request('GET', `/api/documents/${id}`)).json<{ status: string }>().status;

describe('segregation of duties (on by default)', () => {
  it('refuses the author of a version its review and its approval, even with override-workflow-steps [REQ:P11-10g] [REQ:FR-LC-8]', async () => {
    const doc = await submittedDraft(as, as.admin, ids);
    const review = await act(as.admin, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Reviewed my own work' });
    expect([review.statusCode, errorCode(review)]).toEqual([403, 'SOD_AUTHOR']);
    expect(errorOf(review).message).toBe('Segregation of duties: the author of a version cannot review or approve it.');
    expect((await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Looks right' })).statusCode).toBe(200);
    expect((await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
    const approval = await adminApproves(doc.id);
    expect([approval.statusCode, errorCode(approval)]).toEqual([403, 'SOD_AUTHOR']);
    expect(await statusOf(doc.id)).toBe('pending-approval');
    expect(rowsOf(await t.database.db.execute(sql`SELECT id FROM signatures WHERE document_id = ${doc.id}`))).toHaveLength(0);
  });

  it('refuses one person both the review and the approval of the same version [REQ:FR-LC-8]', async () => {
    const doc = await submittedDraft(as, as.author, ids);
    // The administrator completes the review for the assigned reviewer (override-workflow-steps)…
    expect((await act(as.admin, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Reviewed for the reviewer', ...(await forAssignee('reviewer')) })).statusCode).toBe(200);
    expect((await act(as.admin, doc.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
    // …and may not then approve it.
    const approval = await adminApproves(doc.id);
    expect([approval.statusCode, errorCode(approval)]).toEqual([403, 'SOD_REVIEWER_APPROVER']);
    // The assigned approver, who took no part in the review, approves.
    const approved = await act(as.approver, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
    expect(approved.statusCode).toBe(200);
    const [record] = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect(record?.segregationOfDutiesEnforced).toBe(true);
    expect(await historyText(doc.id)).not.toContain(OFF_LINE);
  });

  it('is turned off only through the signature configuration, with a reason, audited; signatures made meanwhile say so', async () => {
    expect((await as.admin.request('PUT', '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, segregationOfDuties: { enforced: false } })).statusCode).toBe(400);
    expect((await setSegregation(false, 'Single-person site during the shutdown, QA decision QD-7')).statusCode).toBe(200);
    try {
      const doc = await submittedDraft(as, as.admin, ids);
      expect((await act(as.admin, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Reviewed alone', ...(await forAssignee('reviewer')) })).statusCode).toBe(200);
      expect((await act(as.admin, doc.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
      expect((await adminApproves(doc.id)).statusCode).toBe(200);
      expect(await statusOf(doc.id)).toBe('approved');
      const [record] = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
      expect(record).toMatchObject({ meaning: 'approved', segregationOfDutiesEnforced: false });
      expect(await historyText(doc.id)).toContain(OFF_LINE);
    } finally {
      expect((await setSegregation(true, 'Second person back on site')).statusCode).toBe(200);
    }
    const events = rowsOf<{ reason: string; old_values: { segregationOfDuties: unknown }; new_values: { segregationOfDuties: unknown } }>(
      await t.database.db.execute(sql`SELECT reason, old_values, new_values FROM audit_events WHERE entity_type = 'setting' AND entity_id = 'signatureConfig' ORDER BY seq`),
    );
    expect(events.map((e) => [e.reason, e.old_values.segregationOfDuties, e.new_values.segregationOfDuties])).toEqual([
      ['Single-person site during the shutdown, QA decision QD-7 (proposed by Sarah Mitchell, approved by Quinn Second with signature)', { enforced: true }, { enforced: false }],
      ['Second person back on site', { enforced: false }, { enforced: true }],
    ]);
  });
});
