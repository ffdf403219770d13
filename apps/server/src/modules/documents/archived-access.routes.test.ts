import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail, SearchResponse } from '@attest/domain';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { list, multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { makeEffective } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';

const TITLE = 'Archived granulation procedure';
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let doc: DocumentDetail;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  const meta = { docNumber: 'ARC-1', title: TITLE, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'To be archived', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'simple-list.docx', content: await readFile(`${CORPUS}/docx/simple-list.docx`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  doc = uploaded.json<DocumentDetail>();
  await makeEffective(as, doc.id);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

/** Every by-id read of a document: detail, files, rendering, compare, signatures, workflows. */
const byIdReads = (id: string, versionId: string) => [
  `/api/documents/${id}`,
  `/api/documents/${id}/file`,
  `/api/documents/${id}/versions/${versionId}/file`,
  `/api/documents/${id}/content`,
  `/api/documents/${id}/compare?from=${versionId}&to=${versionId}`,
  `/api/documents/${id}/signatures`,
  `/api/documents/${id}/workflows`,
];

describe('an archived document', () => {
  it('is readable by role user while in force, and by nobody but those who see archives once archived [REQ:A11-17]', async () => {
    const versionId = doc.versions[0]!.id;
    for (const url of byIdReads(doc.id, versionId)) expect((await as.user.request('GET', url)).statusCode, url).toBe(200);

    expect((await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'Replaced by a new process' })).statusCode).toBe(200);

    for (const url of byIdReads(doc.id, versionId)) {
      const response = await as.user.request('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(errorCode(response), url).toBe('DOCUMENT_NOT_FOUND');
    }
    expect((await list(as.user, 'status=archived')).items.map((d) => d.id)).not.toContain(doc.id);
    const search = (await as.user.request('GET', `/api/search?q=${encodeURIComponent('granulation')}`)).json<SearchResponse>();
    expect(search.items.map((i) => i.id)).not.toContain(doc.id);

    // Those who may see archives still can: the administrator and the document's own author.
    expect((await as.admin.request('GET', `/api/documents/${doc.id}`)).statusCode).toBe(200);
    expect((await as.author.request('GET', `/api/documents/${doc.id}`)).statusCode).toBe(200);
    expect((await list(as.admin, 'status=archived')).items.map((d) => d.id)).toContain(doc.id);
  });
});
