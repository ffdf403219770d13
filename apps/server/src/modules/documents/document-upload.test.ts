import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DocumentContent, DocumentDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { documents } from '../../platform/db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { insertDocument } from './documents.repo.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { buildZip, docxEntries, zerosEntry } from '../files/test-zip.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { list, multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';

const MB = 1024 * 1024;
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let counter = 0;

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

const metadata = (overrides: Record<string, unknown> = {}) => ({
  docNumber: `SOP-QA-${String(++counter).padStart(4, '0')}`,
  title: 'Operation of the HPLC system',
  ...ids,
  description: 'How to run the HPLC',
  changeReason: 'New procedure',
  effectiveDate: '2026-12-01',
  reviewDate: '2027-12-01',
  gxpImpact: true,
  trainingRequired: true,
  impactNotes: 'Analysts need training',
  ...overrides,
});

async function upload(client: TestClient, meta: unknown, file?: { name: string; content: Buffer }) {
  const { body, contentType } = multipart(meta, file);
  return client.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
}
const counts = async () => {
  const [docs, blobs] = await Promise.all([
    t.database.db.execute(sql`SELECT count(*)::int AS n FROM documents`),
    t.database.db.execute(sql`SELECT count(*)::int AS n FROM blobs`),
  ]);
  return { documents: rowsOf<{ n: number }>(docs)[0]!.n, blobs: rowsOf<{ n: number }>(blobs)[0]!.n };
};
const storedFiles = async () => {
  const out: string[] = [];
  for await (const sha of t.store.list()) out.push(sha);
  return out;
};
const tempFiles = async () => readdir(path.join(t.blobRoot, 'tmp')).catch(() => []);

describe('Upload New SOP', () => {
  it('stores a real .docx, saves the impact assessment, extracts its text for search and renders it [REQ:FR-SRCH-2]', async () => {
    const content = await readFile(`${CORPUS}/docx/tables.docx`);
    const response = await upload(as.author, metadata({ title: 'Tables procedure', version: '0.01' }), { name: 'tables.docx', content });
    expect(response.statusCode).toBe(201);
    const doc = response.json<DocumentDetail>();
    expect(doc).toMatchObject({ status: 'draft', version: '0.01', gxpImpact: true, trainingRequired: true, impactNotes: 'Analysts need training', hasFile: true });
    expect(doc.currentVersion).toMatchObject({ fileName: 'tables.docx', size: content.length, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(await t.store.readBuffer(doc.currentVersion!.sha256!)).toEqual(content);

    // A word found only inside the file finds the document.
    expect((await list(as.author, 'q=Bottom')).items.map((d) => d.id)).toContain(doc.id);

    const rendered = await as.author.request('GET', `/api/documents/${doc.id}/content`);
    const html = rendered.json<DocumentContent>();
    expect(html.kind).toBe('html');
    expect(html.kind === 'html' && html.html).toContain('<table>');

    const download = await as.author.request('GET', `/api/documents/${doc.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(content);
    expect(download.headers['content-disposition']).toBe('attachment; filename="tables.docx"');
    const audit = rowsOf<{ action: string }>(await t.database.db.execute(sql`SELECT action FROM audit_events WHERE entity_id = ${doc.id} ORDER BY seq`));
    expect(audit.map((a) => a.action)).toEqual(['Document Created', 'Document Downloaded']);
  });

  it('stores a multi-page PDF and gives the viewer a link to it', async () => {
    const content = await readFile(`${CORPUS}/pdf/basicapi.pdf`);
    const doc = (await upload(as.author, metadata({ title: 'PDF procedure' }), { name: 'basicapi.pdf', content })).json<DocumentDetail>();
    const rendered = (await as.author.request('GET', `/api/documents/${doc.id}/content`)).json<DocumentContent>();
    expect(rendered).toEqual({ kind: 'pdf', url: `/api/documents/${doc.id}/versions/${doc.currentVersion!.id}/file?disposition=inline` });
    const inline = await as.author.request('GET', rendered.kind === 'pdf' ? rendered.url : '');
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers each missing field with the spec's message [REQ:A11-6] [REQ:FR-DOC-1]", async () => {
    const response = await upload(as.author, { docNumber: '', title: '' }, { name: 'a.pdf', content: await readFile(`${CORPUS}/pdf/basicapi.pdf`) });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields).toMatchObject({
      docNumber: 'SOP Number is required',
      title: 'SOP Title is required',
      departmentId: 'Department is required',
      categoryId: 'Category is required',
      description: 'Description is required',
      changeReason: 'Change Reason is required',
      effectiveDate: 'Effective Date is required',
      reviewDate: 'Review Date is required',
    });
    expect(await tempFiles()).toEqual([]);
  });

  it('requires the file', async () => {
    const response = await upload(as.author, metadata());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('SOP file is required');
  });

  it('refuses an .exe renamed .pdf, an 11 MB file and a zip bomb disguised as .docx, leaving no row and no file [REQ:FR-DOC-2]', async () => {
    const before = await counts();
    const blobsBefore = await storedFiles();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
    const asPdf = await upload(as.author, metadata(), { name: 'setup.pdf', content: exe });
    expect(asPdf.statusCode).toBe(415);
    expect(asPdf.json<{ error: { message: string } }>().error.message).toBe('Invalid file type: Please upload a .docx, .doc, or .pdf file');

    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * MB, 0x20)]);
    const tooBig = await upload(as.author, metadata(), { name: 'big.pdf', content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ error: { message: string } }>().error.message).toBe('File too large: Please upload a file smaller than 10MB');

    const bomb = buildZip([...docxEntries(), await zerosEntry('word/media/zeros.bin', 300 * MB)]);
    const started = Date.now();
    const bombResponse = await upload(as.author, metadata(), { name: 'bomb.docx', content: bomb });
    expect(errorCode(bombResponse)).toBe('INVALID_FILE_TYPE');
    expect(Date.now() - started).toBeLessThan(5000);

    expect(await counts()).toEqual(before);
    expect(await storedFiles()).toEqual(blobsBefore);
    expect(await tempFiles()).toEqual([]);
  });

  it('removes the stored file again when the database refuses the document', async () => {
    const first = metadata({ title: 'First with this number' });
    await upload(as.author, first, { name: 'simple-list.docx', content: await readFile(`${CORPUS}/docx/simple-list.docx`) });
    const before = await counts();
    const blobsBefore = await storedFiles();
    const content = await readFile(`${CORPUS}/docx/footnotes.docx`);
    const duplicate = await upload(as.author, { ...first, title: 'Same number again' }, { name: 'footnotes.docx', content });
    expect(errorCode(duplicate)).toBe('DUPLICATE_DOC_NUMBER');
    expect(await counts()).toEqual(before);
    expect(await storedFiles()).toEqual(blobsBefore);
  });

  it('gives one document and DUPLICATE_DOC_NUMBER refusals, never a server error, when uploads race for one number [REQ:FR-DOC-3]', async () => {
    const meta = metadata({ title: 'Raced number' });
    const content = await readFile(`${CORPUS}/docx/single-paragraph.docx`);
    const responses = await Promise.all(Array.from({ length: 5 }, () => upload(as.author, meta, { name: 'single-paragraph.docx', content })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => errorCode(r) === 'DUPLICATE_DOC_NUMBER')).toBe(true);
    const rows = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM documents WHERE doc_number = ${meta.docNumber}`));
    expect(rows[0]!.n).toBe(1);
  });

  it('turns the database’s own unique refusal of a taken number into DUPLICATE_DOC_NUMBER [REQ:FR-DOC-3]', async () => {
    const taken = (await upload(as.author, metadata(), { name: 'simple-list.docx', content: await readFile(`${CORPUS}/docx/simple-list.docx`) })).json<DocumentDetail>();
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, taken.id));
    const { id: _id, ...copy } = row!;
    // Past the service's existence check, as a transaction that checked before the other committed would be.
    const refused = await t.database.db.transaction((tx) => insertDocument(tx, { ...copy, title: 'Inserted behind the check' })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('DUPLICATE_DOC_NUMBER');
  });

  it('is refused to roles without create-sops [REQ:P11-10g]', async () => {
    const response = await upload(as.reviewer, metadata(), { name: 'x.pdf', content: await readFile(`${CORPUS}/pdf/basicapi.pdf`) });
    expect(response.statusCode).toBe(403);
  });
});

describe('versions', () => {
  it('replacing a draft file makes the next version; every version stays downloadable', async () => {
    const v1 = await readFile(`${CORPUS}/docx/single-paragraph.docx`);
    const doc = (await upload(as.author, metadata({ title: 'Versioned', version: '0.01' }), { name: 'v1.docx', content: v1 })).json<DocumentDetail>();
    const v2 = await readFile(`${CORPUS}/docx/simple-list.docx`);
    const { body, contentType } = multipart({ changeSummary: 'Reworded step 3', rowVersion: doc.rowVersion }, { name: 'v2.docx', content: v2 });
    const replaced = await as.author.request('POST', `/api/documents/${doc.id}/file`, body, { 'content-type': contentType });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<DocumentDetail>();
    expect(after.version).toBe('0.02');
    expect(after.versions.map((v) => [v.label, v.revision, v.fileName])).toEqual([['0.02', 2, 'v2.docx'], ['0.01', 1, 'v1.docx']]);
    const old = await as.author.request('GET', `/api/documents/${doc.id}/versions/${after.versions[1]!.id}/file`);
    expect(old.rawPayload).toEqual(v1);
    const stale = multipart({ changeSummary: 'Stale', rowVersion: doc.rowVersion }, { name: 'v3.docx', content: v1 });
    expect((await as.author.request('POST', `/api/documents/${doc.id}/file`, stale.body, { 'content-type': stale.contentType })).statusCode).toBe(409);
  });

  it("never serves a file of a document the user may not see", async () => {
    const doc = (await upload(as.coordinator, metadata({ title: 'Hidden draft' }), { name: 'x.pdf', content: await readFile(`${CORPUS}/pdf/basicapi.pdf`) })).json<DocumentDetail>();
    expect((await as.user.request('GET', `/api/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect((await as.author.request('GET', `/api/documents/${doc.id}/versions/${doc.currentVersion!.id}/file`)).statusCode).toBe(404);
  });
});

describe('storage integrity', () => {
  it('reports missing, corrupt and orphan blobs to administrators [REQ:P11-10a] [REQ:FR-SYS-5]', async () => {
    expect((await as.author.request('GET', '/api/system/storage/integrity')).statusCode).toBe(403);
    const clean = (await as.admin.request('GET', '/api/system/storage/integrity')).json<{ checked: number; missing: string[]; corrupt: string[]; orphans: string[] }>();
    expect(clean.checked).toBeGreaterThan(0);
    expect(clean).toMatchObject({ missing: [], corrupt: [], orphans: [] });

    const [a, b] = rowsOf<{ sha256: string }>(await t.database.db.execute(sql`SELECT sha256 FROM blobs ORDER BY sha256 LIMIT 2`));
    await t.store.delete(a!.sha256);
    const orphanSha = 'f'.repeat(64);
    await t.database.db.execute(sql`UPDATE blobs SET size = size + 1 WHERE sha256 = ${b!.sha256}`);
    const temp = await t.store.createTempPath();
    await writeFile(temp, 'orphan');
    await t.store.commitTemp(temp, orphanSha);
    const report = (await as.admin.request('GET', '/api/system/storage/integrity')).json<{ missing: string[]; corrupt: string[]; orphans: string[] }>();
    expect(report.missing).toEqual([a!.sha256]);
    expect(report.corrupt).toEqual([b!.sha256]);
    expect(report.orphans).toEqual([orphanSha]);
  });
});

describe('the configured upload limit (UPLOAD_MAX_MB)', () => {
  it('is published to the dialogs and enforced with that figure in the message', async () => {
    const small = await startTestApp({ UPLOAD_MAX_MB: '1' });
    try {
      const author = (await signedInClients(small.app)).author;
      expect((await author.request('GET', '/api/documents/upload-limits')).json()).toEqual({ maxMb: 1 });
      expect((await new TestClient(small.app).request('GET', '/api/documents/upload-limits')).statusCode).toBe(401);
      const ref = await referenceIds(author);
      const meta = { ...metadata(), categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
      const { body, contentType } = multipart(meta, { name: 'big.pdf', content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1.5 * MB, 0x20)]) });
      const refused = await author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
      expect(refused.statusCode).toBe(413);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe('File too large: Please upload a file smaller than 1MB');
    } finally {
      await small.close();
    }
  });
});
