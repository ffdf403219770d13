import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail, SearchResponse, SignatureRecord, SignatureValidation, WorkflowDetail, WorkflowListResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { errorCode, errorOf, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { list, multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, documentOf, releaseSignature, signature, SIGNATURE_IMAGE, signingToken } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { newSignedInUser } from '../../../test/users-helpers.ts';

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
  const find = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string; name: string }[]>()[0]!.id;
  people = { reviewer: await find('reviewer'), approver: await find('approver') };
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

async function uploadDraft(title: string): Promise<DocumentDetail> {
  const meta = { docNumber: `WF-${++n}`, title, ...ids, description: 'Workflow test', changeReason: 'New', effectiveDate: today(), reviewDate: '2030-01-01', version: '0.01' };
  const { body, contentType } = multipart(meta, { name: 'sop.docx', content: await readFile(`${CORPUS}/docx/single-paragraph.docx`) });
  const response = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<DocumentDetail>();
}

async function throughApproval(doc: DocumentDetail): Promise<void> {
  expect((await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Please review' })).statusCode).toBe(200);
  // Each action says what it did (not 'Document complete review completed successfully').
  expect((await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Looks right' })).json()).toEqual({ success: true, newStatus: 'reviewed', message: 'Your review was recorded.' });
  expect((await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready for approval' })).statusCode).toBe(200);
  const approved = await act(as.approver, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
  expect(approved.json()).toEqual({ success: true, newStatus: 'approved', message: 'Your approval was signed and recorded.' });
}

const auditActions = async (id: string) =>
  rowsOf<{ action: string }>(await t.database.db.execute(sql`SELECT action FROM audit_events WHERE entity_type = 'document' AND entity_id = ${id} ORDER BY seq`)).map((r) => r.action);

describe('the lifecycle through the API', () => {
  it('runs draft → review → approval (e-signature) → assessment → effective, with records and audit events [REQ:P11-10f] [REQ:A11-14] [REQ:FR-LC-4]', async () => {
    const doc = await uploadDraft('Cleaning validation');
    await throughApproval(doc);
    const approved = await documentOf(as.author, doc.id);
    expect(approved).toMatchObject({ status: 'approved', isLocked: true });

    const assessed = await act(as.admin, doc.id, { action: 'admin_internal_assessment', decision: 'approve_effective', comment: 'Assessment complete and fine', effectiveDate: today(), reviewPeriodMonths: 24, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    expect(assessed.json<{ newStatus: string }>().newStatus).toBe('effective');
    const effective = await documentOf(as.user, doc.id);
    expect(effective).toMatchObject({ status: 'effective', isLocked: true, effectiveDate: today() });
    expect(effective.reviewDate).toBe(`${Number(today().slice(0, 4)) + 2}${today().slice(4)}`.replace(/-02-29$/, '-02-28'));

    expect(await auditActions(doc.id)).toEqual([
      'Document Created',
      'Document Submitted for Review',
      'Review Completed',
      'Document Submitted for Approval',
      'Document Approved',
      'Internal Assessment Completed',
      'Document Made Effective',
    ]);
    const [record] = rowsOf<{ status: string; next_review_date: string }>(await t.database.db.execute(sql`SELECT status, next_review_date::text FROM effective_records WHERE document_id = ${doc.id}`));
    expect(record?.status).toBe('active');

    const workflows = (await as.author.request('GET', `/api/documents/${doc.id}/workflows`)).json<WorkflowDetail[]>();
    expect(workflows[0]?.comments.map((c) => c.comment)).toEqual(['Please review', 'Looks right', 'Ready for approval', 'Approved']);
    expect(workflows[0]).toMatchObject({ status: 'completed', currentStep: 'Approved', document: { version: '1' } });
  });

  it("refuses with the spec's messages: wrong status (409), wrong role (403), missing reviewers (400) [REQ:P11-10f] [REQ:FR-LC-1]", async () => {
    const doc = await uploadDraft('Messages');
    const wrongStatus = await act(as.admin, doc.id, { action: 'mark_obsolete', comment: 'x' });
    expect(wrongStatus.statusCode).toBe(409);
    expect(errorOf(wrongStatus).message).toBe("Cannot mark_obsolete from status 'draft'. Valid statuses: effective");
    const wrongRole = await act(as.approver, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'x' });
    expect(wrongRole.statusCode).toBe(403);
    expect(errorOf(wrongRole).message).toBe("Role 'approver' is not authorized for action 'submit_for_review'. Required roles: author, admin, document_coordinator");
    const missing = await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [], approvers: [people.approver], comment: 'x' });
    expect(errorOf(missing).message).toBe('Required field missing: reviewers');
  });

  it('lets only assigned reviewers review [REQ:P11-10g] [REQ:FR-LC-2]', async () => {
    const doc = await uploadDraft('Assignment');
    await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Review' });
    const secondReviewer = new TestClient(t.app);
    await t.database.db.execute(sql`UPDATE users SET role = 'reviewer' WHERE email = 'approver@attest.local'`);
    try {
      await secondReviewer.signIn('approver@attest.local');
      const response = await act(secondReviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Not mine' });
      expect(errorCode(response)).toBe('NOT_ASSIGNED');
      const visible = (await secondReviewer.request('GET', '/api/workflows')).json<WorkflowListResponse>();
      expect(visible.items.map((w) => w.document.id)).not.toContain(doc.id);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET role = 'approver' WHERE email = 'approver@attest.local'`);
    }
    const mine = (await as.reviewer.request('GET', '/api/workflows')).json<WorkflowListResponse>();
    expect(mine.items.map((w) => w.document.id)).toContain(doc.id);
  });

  it('searches the list by title or number, taking % and _ in the search text literally', async () => {
    const doc = await uploadDraft('Yield at 100% for batch_7');
    await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Review' });
    const found = async (q: string) =>
      (await as.admin.request('GET', `/api/workflows?${new URLSearchParams({ q, pageSize: '100' }).toString()}`)).json<WorkflowListResponse>().items.map((w) => w.document.id);
    expect(await found('100% for batch_7')).toEqual([doc.id]);
    expect(await found(doc.docNumber.toLowerCase())).toContain(doc.id);
    // Unescaped, '%' and '_' would be wildcards matching every workflow.
    expect(await found('%')).toEqual([doc.id]);
    expect(await found('_7')).toEqual([doc.id]);
    expect(await found('batch%7')).toEqual([]);
  });

  it('rejects when a reviewer rejects, then the author revises and resubmits [REQ:FR-LC-2]', async () => {
    const doc = await uploadDraft('Rejected one');
    await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Review' });
    await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'rejected', comment: 'Step 4 is unsafe' });
    expect((await documentOf(as.author, doc.id)).status).toBe('rejected');
    const again = await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Fixed step 4' });
    expect(again.json<{ newStatus: string }>().newStatus).toBe('in-review');
  });

  it('aborts back to draft (admin) with the reason kept [REQ:A11-9] [REQ:FR-LC-6]', async () => {
    const doc = await uploadDraft('Aborted');
    await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Review' });
    expect((await act(as.coordinator, doc.id, { action: 'abort_workflow', comment: 'x' })).statusCode).toBe(403);
    await act(as.admin, doc.id, { action: 'abort_workflow', comment: 'Wrong template used' });
    const after = await documentOf(as.author, doc.id);
    expect(after.status).toBe('draft');
    const [wf] = (await as.admin.request('GET', `/api/documents/${doc.id}/workflows`)).json<WorkflowDetail[]>();
    expect(wf).toMatchObject({ status: 'aborted', abortReason: 'Wrong template used', currentStep: 'Draft' });
    expect(wf?.assignments.map((a) => a.status)).toEqual(['cancelled', 'cancelled']);
    expect(wf?.assignments.map((a) => a.user.email).sort()).toEqual(['approver@attest.local', 'reviewer@attest.local']);
  });

  it('never lets an approval skip a review still pending [REQ:P11-10f] [REQ:FR-LC-3]', async () => {
    const doc = await uploadDraft('No skipping');
    await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Review' });
    const early = await act(as.approver, doc.id, { action: 'approve_document', comment: 'Early', signature: await signature(as.approver, 'approver@attest.local') });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('Reviews are still pending for this document.');
    expect((await documentOf(as.author, doc.id)).status).toBe('in-review');
  });
});

describe('electronic signatures', () => {
  it('20 concurrent approvals of one document give one transition, one signature, one audit event [REQ:FR-LC-7]', async () => {
    const doc = await uploadDraft('Race');
    await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Review' });
    await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'ok' });
    await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'ok' });
    const tokens = [];
    for (let i = 0; i < 20; i++) tokens.push(await signingToken(as.approver, 'approver@attest.local'));
    const results = await Promise.all(tokens.map((token) => act(as.approver, doc.id, { action: 'approve_document', comment: 'Approved', signature: { signingToken: token, meaning: 'approved', type: 'typed', image: SIGNATURE_IMAGE, consent: true } })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const signatures = (await as.approver.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect(signatures).toHaveLength(1);
    expect((await auditActions(doc.id)).filter((a) => a === 'Document Approved')).toHaveLength(1);
  });

  it('verifies, and stops verifying when the signed file or the record is altered [REQ:P11-10a] [REQ:P11-50] [REQ:P11-70] [REQ:A11-14] [REQ:FR-SIG-2]', async () => {
    const doc = await uploadDraft('Tamper');
    await throughApproval(doc);
    const [sig] = (await as.approver.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect(sig).toMatchObject({ signerName: 'Marcus Webb', meaning: 'approved', documentVersion: '0.01' });
    const ok = (await as.approver.request('GET', `/api/signatures/${sig!.id}/verify`)).json<SignatureValidation>();
    expect(ok).toMatchObject({ isValid: true, errors: [] });

    // A superuser rewrites the title the signature covered.
    await t.database.db.execute(sql`UPDATE documents SET title = 'Tampered title' WHERE id = ${doc.id}`);
    const afterTitle = (await as.approver.request('GET', `/api/signatures/${sig!.id}/verify`)).json<SignatureValidation>();
    expect(afterTitle.isValid).toBe(false);
    expect(afterTitle.checks.documentIntegrity).toBe(false);
    await t.database.db.execute(sql`UPDATE documents SET title = 'Tamper' WHERE id = ${doc.id}`);
    expect((await as.approver.request('GET', `/api/signatures/${sig!.id}/verify`)).json<SignatureValidation>().isValid).toBe(true);

    // The signature record cannot be changed by the server's own login at all, nor by the owner while its trigger
    // stands; only the owner disabling the trigger can, and verification then fails.
    const messageOf = (e: Error) => (e.cause instanceof Error ? e.cause.message : e.message);
    const asRuntime = await t.database.db.execute(sql`UPDATE signatures SET signer_name = 'Someone Else' WHERE id = ${sig!.id}`).then(() => 'updated', messageOf);
    expect(asRuntime).toMatch(/permission denied/);
    const asOwner = await t.asOwner((db) => db.execute(sql`UPDATE signatures SET signer_name = 'Someone Else' WHERE id = ${sig!.id}`)).then(() => 'updated', messageOf);
    expect(asOwner).toMatch(/append-only/);
    const rewriteAsOwner = (change: ReturnType<typeof sql>) =>
      t.asOwner(async (db) => {
        await db.execute(sql`ALTER TABLE signatures DISABLE TRIGGER signatures_no_update_delete`);
        await db.execute(change);
        await db.execute(sql`ALTER TABLE signatures ENABLE TRIGGER signatures_no_update_delete`);
      });
    await rewriteAsOwner(sql`UPDATE signatures SET meaning = 'reviewed' WHERE id = ${sig!.id}`);
    const moved = (await as.approver.request('GET', `/api/signatures/${sig!.id}/verify`)).json<SignatureValidation>();
    expect(moved.isValid).toBe(false);
    await rewriteAsOwner(sql`UPDATE signatures SET meaning = 'approved', document_title = 'Tampered title' WHERE id = ${sig!.id}`);
    expect((await as.approver.request('GET', `/api/signatures/${sig!.id}/verify`)).json<SignatureValidation>().checks.documentIntegrity).toBe(false);
    await rewriteAsOwner(sql`UPDATE signatures SET document_title = 'Tamper' WHERE id = ${sig!.id}`);
    expect((await as.approver.request('GET', `/api/signatures/${sig!.id}/verify`)).json<SignatureValidation>().isValid).toBe(true);

    // The stored file altered on disk.
    const sha = doc.currentVersion!.sha256!;
    const { chmod, writeFile } = await import('node:fs/promises');
    const signedBytes = await readFile(`${CORPUS}/docx/single-paragraph.docx`);
    const overwrite = (content: string | Buffer) =>
      t.store.withLocalFile(sha, async (path) => {
        await chmod(path, 0o644);
        await writeFile(path, content);
      });
    await overwrite('not the signed file');
    expect((await as.approver.request('GET', `/api/signatures/${sig!.id}/verify`)).json<SignatureValidation>().checks.documentIntegrity).toBe(false);
    // The blob is shared by every upload of these bytes: put them back for the tests that follow.
    await overwrite(signedBytes);
    expect((await as.approver.request('GET', `/api/signatures/${sig!.id}/verify`)).json<SignatureValidation>().isValid).toBe(true);
  });

  it('asks for e-mail and password on the first signing of a session, the password after; 3 failures end signing [REQ:P11-200] [REQ:FR-SIG-1]', async () => {
    // A signer of its own: the lock outlasts the session and would stop the demo approver in later tests.
    const password = 'start-password-1';
    const { client } = await newSignedInUser(t.app, as.admin, { email: 'marta.signer@attest.local', name: 'Marta Signer', role: 'approver' }, password);
    expect((await client.request('GET', '/api/signatures/requirements')).json()).toMatchObject({ requiresEmail: true, attemptsLeft: 3, maxAttempts: 3 });
    const noEmail = await client.request('POST', '/api/signatures/authenticate', { password });
    expect(errorOf(noEmail).message).toBe('Authentication failed. 2 attempts remaining.');
    await signingToken(client, 'marta.signer@attest.local', password);
    expect((await client.request('GET', '/api/signatures/requirements')).json()).toMatchObject({ requiresEmail: false, attemptsLeft: 3, maxAttempts: 3 });
    expect((await client.request('POST', '/api/signatures/authenticate', { password })).statusCode).toBe(200);

    for (const remaining of ['2 attempts', '1 attempt']) {
      expect(errorOf(await client.request('POST', '/api/signatures/authenticate', { password: 'wrong-password' })).message).toBe(`Authentication failed. ${remaining} remaining.`);
    }
    const third = await client.request('POST', '/api/signatures/authenticate', { password: 'wrong-password' });
    expect(third.statusCode).toBe(423);
    expect(errorOf(third).message).toBe('Maximum authentication attempts exceeded. Please try again later.');
    expect(errorCode(await client.request('POST', '/api/signatures/authenticate', { password }))).toBe('SIGNING_LOCKED');
    const failures = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_events WHERE action = 'Signature Authentication Failed' AND actor_name = 'Marta Signer'`));
    expect(failures[0]?.n).toBeGreaterThanOrEqual(4);
  });

  it('takes a signing token once: a second approval with the same token is refused, and nothing is recorded for it [REQ:P11-200] [REQ:FR-SIG-1]', async () => {
    const toReview = async (title: string) => {
      const doc = await uploadDraft(title);
      await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'r' });
      await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'ok' });
      await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'ok' });
      return doc;
    };
    const [first, second] = [await toReview('Token reuse A'), await toReview('Token reuse B')];
    const sig = await signature(as.approver, 'approver@attest.local');
    expect((await act(as.approver, first.id, { action: 'approve_document', comment: 'ok', signature: sig })).statusCode).toBe(200);

    const reused = await act(as.approver, second.id, { action: 'approve_document', comment: 'ok', signature: sig });
    expect(reused.statusCode).toBe(403);
    expect(errorCode(reused)).toBe('SIGNING_TOKEN_INVALID');
    expect((await documentOf(as.author, second.id)).status).toBe('pending-approval');
    const signed = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM signatures WHERE document_id = ${second.id}`));
    expect(signed[0]?.n).toBe(0);
  });

  it('lets only a reviewer of the workflow (or an admin or coordinator) submit it for approval', async () => {
    const doc = await uploadDraft('Someone else reviewed it');
    await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'r' });
    await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'ok' });
    const outsider = await newSignedInUser(t.app, as.admin, { email: 'other.reviewer@attest.local', role: 'reviewer' });
    const refused = await act(outsider.client, doc.id, { action: 'submit_for_approval', comment: 'Not mine' });
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('NOT_ASSIGNED');
    expect((await documentOf(as.author, doc.id)).status).toBe('reviewed');
    expect((await act(as.coordinator, doc.id, { action: 'submit_for_approval', comment: 'Coordinator moves it on' })).statusCode).toBe(200);
  });
});

describe('new versions', () => {
  it('a new version of an effective document supersedes the old one when it becomes effective; users see v1 meanwhile [REQ:P11-10k] [REQ:FR-LC-5]', async () => {
    const doc = await uploadDraft('Supersession');
    await throughApproval(doc);
    await act(as.admin, doc.id, { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    const started = await act(as.author, doc.id, { action: 'new_version', comment: 'Annual update' });
    expect(started.json<{ newStatus: string }>().newStatus).toBe('draft');
    const draft = await documentOf(as.author, doc.id);
    expect(draft).toMatchObject({ status: 'draft', version: '1.01', isLocked: false });

    // Role user keeps seeing the effective version, not the draft.
    const forUser = await documentOf(as.user, doc.id);
    expect(forUser.currentVersion?.label).toBe('1');
    expect(forUser.versions.map((v) => v.label)).toEqual(['1']);
    expect((await list(as.user, 'q=Supersession')).items.map((d) => d.id)).toContain(doc.id);
    expect((await as.user.request('GET', `/api/documents/${doc.id}/versions/${draft.currentVersion!.id}/file`)).statusCode).toBe(404);

    const [v1Signature] = (await as.approver.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    // Renaming the next version's draft leaves the signatures of the version in force valid.
    const renamed = await as.author.request('PUT', `/api/documents/${doc.id}`, { title: 'Supersession, revised', ...ids, rowVersion: draft.rowVersion });
    expect(renamed.statusCode).toBe(200);
    expect((await as.approver.request('GET', `/api/signatures/${v1Signature!.id}/verify`)).json<SignatureValidation>()).toMatchObject({ isValid: true, errors: [] });

    await throughApproval(doc);
    await act(as.admin, doc.id, { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 6, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    const records = rowsOf<{ version_label: string; status: string }>(await t.database.db.execute(sql`SELECT version_label, status FROM effective_records WHERE document_id = ${doc.id} ORDER BY created_at`));
    expect(records).toEqual([{ version_label: '1', status: 'superseded' }, { version_label: '2', status: 'active' }]);
    const obsolete = rowsOf<{ obsolete_reason: string }>(await t.database.db.execute(sql`SELECT obsolete_reason FROM obsolete_records WHERE document_id = ${doc.id}`));
    expect(obsolete).toEqual([{ obsolete_reason: 'Superseded by version 2' }]);
    const versions = (await documentOf(as.admin, doc.id)).versions.map((v) => [v.label, v.status]);
    expect(versions).toEqual([['2', 'effective'], ['1', 'superseded']]);
  });

  it('lets only those who may open a new draft find the document by the draft’s text', async () => {
    const doc = await uploadDraft('Draft text stays private');
    await throughApproval(doc);
    await act(as.admin, doc.id, { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    await act(as.author, doc.id, { action: 'new_version', comment: 'Rework' });
    const draft = await documentOf(as.author, doc.id);
    const { body, contentType } = multipart({ changeSummary: 'New tables', rowVersion: draft.rowVersion }, { name: 'tables.docx', content: await readFile(`${CORPUS}/docx/tables.docx`) });
    expect((await as.author.request('POST', `/api/documents/${doc.id}/file`, body, { 'content-type': contentType })).statusCode).toBe(200);

    // "Bottom" is only in the draft's file: the admin and the author (whose draft it is) find the document by it,
    // the role user, who reads the effective version, does not: in the register and in global search.
    const ids = async (client: TestClient, query: string) => (await list(client, `${query}&pageSize=100`)).items.map((d) => d.id);
    expect(await ids(as.admin, 'q=Bottom')).toContain(doc.id);
    expect(await ids(as.author, 'q=Bottom')).toContain(doc.id);
    expect(await ids(as.user, 'q=Bottom')).not.toContain(doc.id);
    const found = async (client: TestClient) => (await client.request('GET', '/api/search?q=Bottom&type=documents')).json<SearchResponse>().items.map((i) => i.id);
    expect(await found(as.admin)).toContain(doc.id);
    expect(await found(as.user)).not.toContain(doc.id);
    // "Walking" is in the effective version: the role user still finds the document by it.
    expect(await ids(as.user, 'q=Walking')).toContain(doc.id);
  });

  it('a revert of an effective document is a new draft; the effective version stays in force for users [REQ:FR-VER-3]', async () => {
    const doc = await uploadDraft('Revert effective');
    const { body, contentType } = multipart({ changeSummary: 'Second text', rowVersion: doc.rowVersion }, { name: 'tables.docx', content: await readFile(`${CORPUS}/docx/tables.docx`) });
    expect((await as.author.request('POST', `/api/documents/${doc.id}/file`, body, { 'content-type': contentType })).statusCode).toBe(200);
    await throughApproval(doc);
    await act(as.admin, doc.id, { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    const effective = await documentOf(as.admin, doc.id);
    const first = effective.versions.find((v) => v.label === '0.01')!;

    const reverted = await as.admin.request('POST', `/api/documents/${doc.id}/revert`, { versionId: first.id, reason: 'The table layout confused operators' });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json<DocumentDetail>()).toMatchObject({ status: 'draft', version: '1.01', currentVersion: { sha256: first.sha256, status: 'draft' } });
    const forUser = await documentOf(as.user, doc.id);
    expect(forUser.currentVersion).toMatchObject({ label: '1', status: 'effective' });
    expect(forUser.versions.map((v) => v.label)).not.toContain('1.01');
  });

  it('refuses a make-effective date in the past [REQ:A11-6] [REQ:FR-LC-4]', async () => {
    const doc = await uploadDraft('Past date');
    await throughApproval(doc);
    const response = await act(as.admin, doc.id, { action: 'make_effective', effectiveDate: '2020-01-01', reviewPeriodMonths: 12 });
    expect(errorOf(response).message).toBe('Effective date cannot be in the past');
  });
});
