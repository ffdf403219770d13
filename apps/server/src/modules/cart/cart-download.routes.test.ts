import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '@attest/domain';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { csvRowsOf } from '../../../test/csv.ts';
import { unzip } from '../../../test/unzip.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { MANIFEST_COLUMNS, MANIFEST_NAME } from './cart-zip.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');


async function uploadEffective(docNumber: string, file: string, folder: 'docx' | 'pdf'): Promise<{ doc: DocumentDetail; content: Buffer }> {
  const content = await readFile(`${CORPUS}/${folder}/${file}`);
  const meta = { docNumber, title: `Procedure ${docNumber}`, ...ids, description: 'x', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: file, content });
  const response = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(response.statusCode, response.body).toBe(201);
  const doc = response.json<DocumentDetail>();
  await makeEffective(as, doc.id);
  return { doc, content };
}

async function downloadAll(client: TestClient) {
  const response = await client.request('GET', '/api/cart/download');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cart-\d{4}-\d{2}-\d{2}\.zip"$/);
  const members = await unzip(response.rawPayload);
  const manifest = csvRowsOf(members.get(MANIFEST_NAME)!);
  return { members, header: manifest[0], rows: manifest.slice(1) };
}

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

describe('Download all', () => {
  it('streams a zip of the versions in force with a manifest whose SHA-256 match the files and the stored blobs [REQ:P11-10b] [REQ:A11-5] [REQ:FR-CART-1]', async () => {
    const word = await uploadEffective('ZIP-1', 'tables.docx', 'docx');
    const pdf = await uploadEffective('ZIP-2', 'basicapi.pdf', 'pdf');
    const draft = await quickCreate(as.author, ids, { title: 'Not yet in force' });
    for (const id of [word.doc.id, pdf.doc.id, draft.id]) expect((await as.author.request('POST', `/api/cart/${id}`)).statusCode).toBe(200);

    const { members, header, rows } = await downloadAll(as.author);
    expect(header).toEqual([...MANIFEST_COLUMNS]);
    expect([...members.keys()].sort()).toEqual(['ZIP-1/tables.docx', 'ZIP-2/basicapi.pdf', MANIFEST_NAME].sort());
    expect(members.get('ZIP-1/tables.docx')).toEqual(word.content);
    expect(members.get('ZIP-2/basicapi.pdf')).toEqual(pdf.content);

    // Newest first: the draft, then the PDF, then the Word file; the draft is listed as not included.
    expect(rows.map((r) => r[0])).toEqual(['ZIP-2', 'ZIP-1', draft.docNumber]);
    for (const [docNumber, title, version, fileName, hash, note] of rows.slice(0, 2)) {
      const member = members.get(fileName!)!;
      const stored = [word, pdf].find((d) => d.doc.docNumber === docNumber)!.doc.currentVersion!.sha256!;
      expect({ title, version, note }).toEqual({ title: `Procedure ${docNumber}`, version: '1', note: '' });
      expect(hash).toBe(sha256(member));
      expect(hash).toBe(stored);
      expect(sha256(await t.store.readBuffer(stored))).toBe(stored);
    }
    expect(rows[2]).toEqual([draft.docNumber, 'Not yet in force', '', '', '', 'Not included: no version in force']);

    // Each packed document is audited as downloaded, through the cart; the draft is not.
    const events = rowsOf<{ entity_id: string; new_values: Record<string, string> }>(
      await t.database.db.execute(sql`SELECT entity_id, new_values FROM audit_events WHERE action = 'Document Downloaded' ORDER BY seq`),
    );
    expect(events.map((e) => [e.entity_id, e.new_values])).toEqual([
      [pdf.doc.id, { version: '1', file: 'ZIP-2/basicapi.pdf', sha256: pdf.doc.currentVersion!.sha256, via: 'cart' }],
      [word.doc.id, { version: '1', file: 'ZIP-1/tables.docx', sha256: word.doc.currentVersion!.sha256, via: 'cart' }],
    ]);
  });

  it('packs the version in force for a role user, never the newer draft behind it', async () => {
    const { doc, content } = await uploadEffective('ZIP-3', 'simple-list.docx', 'docx');
    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Annual update' })).statusCode).toBe(200);
    const draft = (await as.author.request('GET', `/api/documents/${doc.id}`)).json<DocumentDetail>();
    const { body, contentType } = multipart({ changeSummary: 'Reworded', rowVersion: draft.rowVersion }, { name: 'rework.docx', content: await readFile(`${CORPUS}/docx/footnotes.docx`) });
    expect((await as.author.request('POST', `/api/documents/${doc.id}/file`, body, { 'content-type': contentType })).statusCode).toBe(200);

    expect((await as.user.request('POST', `/api/cart/${doc.id}`)).statusCode).toBe(200);
    const { members, rows } = await downloadAll(as.user);
    expect([...members.keys()].sort()).toEqual(['ZIP-3/simple-list.docx', MANIFEST_NAME]);
    expect(members.get('ZIP-3/simple-list.docx')).toEqual(content);
    expect(rows).toEqual([['ZIP-3', 'Procedure ZIP-3', '1', 'ZIP-3/simple-list.docx', sha256(content), '']]);
  });

  it('answers an empty cart with a zip holding only the manifest', async () => {
    const { members, rows } = await downloadAll(as.reviewer);
    expect([...members.keys()]).toEqual([MANIFEST_NAME]);
    expect(rows).toEqual([]);
  });
});
