import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, releaseSignature, signature } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let people: { reviewer: string; approver: string };
const today = () => new Date().toISOString().slice(0, 10);
const NO_FILE = { code: 'VERSION_HAS_NO_FILE', message: "Attach the document's file before submitting it for review." };

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
  await closeExtractionPool();
});

async function uploadDraft(docNumber: string): Promise<DocumentDetail> {
  const meta = { docNumber, title: 'File guard', ...ids, description: 'File guard test', changeReason: 'New', effectiveDate: today(), reviewDate: '2030-01-01', version: '0.01' };
  const { body, contentType } = multipart(meta, { name: 'sop.docx', content: await readFile(`${CORPUS}/docx/single-paragraph.docx`) });
  const response = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<DocumentDetail>();
}

/** Takes the file away from the document's current version (a row written before the rule, or a tampered one), returning a way to put it back. */
async function withoutFile(documentId: string): Promise<() => Promise<void>> {
  const [row] = rowsOf<{ id: string; blob_sha256: string }>(await t.asOwner((db) => db.execute(sql`SELECT v.id, v.blob_sha256 FROM document_versions v JOIN documents d ON d.current_version_id = v.id WHERE d.id = ${documentId}`)));
  await t.asOwner((db) => db.execute(sql`UPDATE document_versions SET blob_sha256 = NULL WHERE id = ${row!.id}`));
  return async () => {
    await t.asOwner((db) => db.execute(sql`UPDATE document_versions SET blob_sha256 = ${row!.blob_sha256} WHERE id = ${row!.id}`));
  };
}

async function refused(response: Awaited<ReturnType<typeof act>>) {
  expect(response.statusCode).toBe(409);
  expect(errorOf(response)).toMatchObject(NO_FILE);
}

describe('a version without a file does not move', () => {
  it('refuses to submit a Quick Create draft for review until a file is attached', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'No file yet' });
    await refused(await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Please review' }));
    expect((await as.author.request('GET', `/api/documents/${doc.id}`)).json<DocumentDetail>().status).toBe('draft');
  });

  it('re-checks at every later step: review, submission for approval, signed approval, assessment and release', async () => {
    const doc = await uploadDraft('FG-1');
    expect((await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Please review' })).statusCode).toBe(200);

    let restore = await withoutFile(doc.id);
    await refused(await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Looks right' }));
    await restore();
    expect((await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Looks right' })).statusCode).toBe(200);

    restore = await withoutFile(doc.id);
    await refused(await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready' }));
    await restore();
    expect((await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);

    restore = await withoutFile(doc.id);
    await refused(await act(as.approver, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') }));
    const [signed] = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM signatures WHERE document_id = ${doc.id}`));
    expect(signed!.n).toBe(0);
    await restore();
    expect((await act(as.approver, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') })).statusCode).toBe(200);

    restore = await withoutFile(doc.id);
    await refused(await act(as.admin, doc.id, { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') }));
    await refused(await act(as.admin, doc.id, { action: 'admin_internal_assessment', decision: 'approve_effective', comment: 'Assessment complete and fine', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') }));
    await restore();
    expect((await act(as.admin, doc.id, { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') })).statusCode).toBe(200);
  });

  it('still lets a document without a file be rejected or aborted', async () => {
    const doc = await uploadDraft('FG-2');
    expect((await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Please review' })).statusCode).toBe(200);
    await withoutFile(doc.id);
    expect((await act(as.reviewer, doc.id, { action: 'reject_document', comment: 'No file' })).statusCode).toBe(200);
  });
});
