import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail, WhereUsedResponse } from '@attest/domain';
import { errorCode, startTestApp, type TestClient, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { makeEffective } from '../../../test/workflow-helpers.ts';
import { buildZip, docxEntries } from '../files/test-zip.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let target: DocumentDetail;
let draftMention: DocumentDetail;
let releasedMention: DocumentDetail;

const TARGET = 'WU-REF-7';

async function upload(client: TestClient, docNumber: string, text: string): Promise<DocumentDetail> {
  const ref = await referenceIds(client);
  const meta = { docNumber, title: `Procedure ${docNumber}`, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'Where used test', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const file = buildZip(docxEntries(`<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`));
  const { body, contentType } = multipart(meta, { name: `${docNumber}.docx`, content: file });
  const response = await client.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<DocumentDetail>();
}

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  // The target's own text names its number: it is never listed as using itself.
  target = await upload(as.author, TARGET, `${TARGET} Cleaning of the tablet press.`);
  draftMention = await upload(as.author, 'WU-A-1', `Clean the press as described in ${TARGET} before each batch.`);
  releasedMention = await upload(as.author, 'WU-C-1', `Line clearance follows ${TARGET}, section 4.`);
  // Neither a longer number nor a neighbouring one is a mention.
  await upload(as.author, 'WU-B-1', 'See WU-REF-70 and WU-REF-8 for other presses.');
  await makeEffective(as, target.id);
  await makeEffective(as, releasedMention.id);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const whereUsed = async (client: TestClient, query = '') => {
  const response = await client.request('GET', `/api/documents/${target.id}/where-used${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WhereUsedResponse>();
};

describe('GET /api/documents/{id}/where-used', () => {
  it('finds the documents whose text mentions the number, not the document itself nor near misses', async () => {
    const result = await whereUsed(as.admin);
    expect(result.docNumber).toBe(TARGET);
    expect(result.total).toBe(2);
    expect(result.items.map((i) => i.docNumber)).toEqual(['WU-A-1', 'WU-C-1']);
    expect(result.items[1]).toMatchObject({ id: releasedMention.id, title: 'Procedure WU-C-1', status: 'effective', documentType: 'SOP' });
  });

  it('is paged in SQL', async () => {
    const second = await whereUsed(as.admin, '?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((i) => i.id)).toEqual([releasedMention.id]);
    expect((await as.admin.request('GET', `/api/documents/${target.id}/where-used?pageSize=101`)).statusCode).toBe(400);
  });

  it('lists only documents the reader may see, and nothing for a document they may not see', async () => {
    expect((await whereUsed(as.user)).items.map((i) => i.id)).toEqual([releasedMention.id]);
    expect((await whereUsed(as.author)).items.map((i) => i.id)).toEqual([draftMention.id, releasedMention.id]);
    const hidden = await as.user.request('GET', `/api/documents/${draftMention.id}/where-used`);
    expect(hidden.statusCode).toBe(404);
    expect(errorCode(hidden)).toBe('DOCUMENT_NOT_FOUND');
  });
});
