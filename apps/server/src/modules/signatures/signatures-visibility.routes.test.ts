import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail, SignatureRecord } from '@attest/domain';
import { errorCode, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, signature } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let doc: DocumentDetail;

async function step(client: TestClient, body: Record<string, unknown>) {
  const response = await act(client, doc.id, body);
  expect(response.statusCode, response.body).toBe(200);
}
const signaturesAs = async (client: TestClient) => (await client.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  const meta = { docNumber: 'SIG-VIS-1', title: 'Sieve integrity check', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'x', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'simple-list.docx', content: await readFile(`${CORPUS}/docx/simple-list.docx`) });
  doc = (await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType })).json<DocumentDetail>();
  await makeEffective(as, doc.id);
  // A new version is approved and signed, then sent back for re-review: its signature is on a version no longer released.
  await step(as.author, { action: 'new_version', comment: 'Tighter mesh' });
  const idOf = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
  const people = { reviewers: [await idOf('reviewer')], approvers: [await idOf('approver')] };
  await step(as.author, { action: 'submit_for_review', ...people, comment: 'Please review' });
  await step(as.reviewer, { action: 'complete_review', decision: 'approved', comment: 'Fine' });
  await step(as.reviewer, { action: 'submit_for_approval', comment: 'Ready' });
  await step(as.approver, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
  await step(as.admin, { action: 'request_re_review', ...people, comment: 'Check the mesh size again' });
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

describe('signatures of a version the reader may not open', () => {
  it('are not listed or verifiable for the role user, while the version in force keeps its own', async () => {
    // The version in force carries its approval and its release ("released"); the newer draft its approval only.
    const all = await signaturesAs(as.admin);
    expect(all).toHaveLength(3);
    const inForceVersion = all.find((s) => s.meaning === 'released')!.versionId;
    const draft = all.find((s) => s.versionId !== inForceVersion);
    const inForce = all.filter((s) => s !== draft);
    expect(inForce.map((s) => s.meaning).sort()).toEqual(['approved', 'released']);
    expect((await signaturesAs(as.user)).map((s) => s.id).sort()).toEqual(inForce.map((s) => s.id).sort());
    const [inForceApproval] = inForce;
    expect((await as.user.request('GET', `/api/signatures/${inForceApproval!.id}/verify`)).statusCode).toBe(200);
    expect(errorCode(await as.user.request('GET', `/api/signatures/${draft!.id}/verify`))).toBe('SIGNATURE_NOT_FOUND');
    expect((await as.admin.request('GET', `/api/signatures/${draft!.id}/verify`)).statusCode).toBe(200);
  });
});
