import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DocumentDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { blobs, documentVersions } from '../../platform/db/schema/index.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import {
  billionLaughsDocx,
  compoundFile,
  doctypeDocx,
  garbageDoc,
  garbagePdf,
  largeXmlDocx,
  malformedDocx,
  truncatedPdf,
} from '../files/hostile-files.ts';
import { errorOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';

/** FR-DOC-2: files no parser can read are refused with a stable code, never a 500, and leave nothing behind. */

const MB = 1024 * 1024;
let t: TestApp;
let author: TestClient;
let ids: { categoryId: string; departmentId: string };
let counter = 0;

beforeAll(async () => {
  t = await startTestApp();
  author = (await signedInClients(t.app)).author;
  const ref = await referenceIds(author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const metadata = () => ({
  docNumber: `SOP-UNREAD-${String(++counter).padStart(4, '0')}`,
  title: 'Line clearance',
  ...ids,
  description: 'Line clearance before a batch',
  changeReason: 'New procedure',
  effectiveDate: '2026-12-01',
  reviewDate: '2027-12-01',
});

async function upload(name: string, content: Buffer) {
  const { body, contentType } = multipart(metadata(), { name, content });
  return author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
}

/** Rows, stored blobs and temp files: a refused upload must change none of them. */
async function footprint() {
  const rows = rowsOf<{ documents: number; blobs: number }>(
    await t.database.db.execute(sql`SELECT (SELECT count(*)::int FROM documents) AS documents, (SELECT count(*)::int FROM blobs) AS blobs`),
  )[0]!;
  const stored: string[] = [];
  for await (const sha of t.store.list()) stored.push(sha);
  const temp = await readdir(path.join(t.blobRoot, 'tmp')).catch(() => []);
  return { ...rows, stored: stored.sort(), temp };
}

describe('uploading a file no parser can read', () => {
  it.each([
    ['a .docx with a billion-laughs DTD', 'laughs.docx', () => billionLaughsDocx()],
    ['a .docx with entities declared in its styles part', 'styles.docx', () => billionLaughsDocx('word/styles.xml', 3)],
    ['a .docx with an external DTD', 'doctype.docx', () => doctypeDocx()],
    ['a .docx with malformed XML', 'malformed.docx', () => malformedDocx()],
    ['a truncated PDF', 'truncated.pdf', () => truncatedPdf()],
    ['noise behind a PDF header', 'noise.pdf', () => garbagePdf()],
    ['noise behind an OLE signature', 'noise.doc', () => garbageDoc()],
  ])('refuses %s with 415 FILE_UNREADABLE, storing nothing', async (_label, name, build) => {
    const before = await footprint();
    const response = await upload(name, await build());
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toEqual({ code: 'FILE_UNREADABLE', message: 'The file could not be read: it is damaged or not a valid Word or PDF document.' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a 600 KB .docx whose XML unpacks to 60 MB, quickly and without a worker running out of memory', async () => {
    const bomb = await largeXmlDocx(60 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const before = await footprint();
    const started = performance.now();
    const response = await upload('expands.docx', bomb);
    expect(errorOf(response)).toMatchObject({ code: 'INVALID_FILE_TYPE', message: expect.stringMatching(/unsafe size/) as unknown });
    expect(response.statusCode).toBe(415);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await footprint()).toEqual(before);
  });

  it('accepts a Word 97–2003 compound file, and refuses another compound file renamed .doc', async () => {
    expect((await upload('legacy.doc', compoundFile({ WordDocument: 'Word 97 text stream' }))).statusCode).toBe(201);
    const sheet = await upload('sheet.doc', compoundFile({ Workbook: 'BIFF8 records' }));
    expect(sheet.statusCode).toBe(415);
    expect(errorOf(sheet).code).toBe('INVALID_FILE_TYPE');
  });
});

describe('viewing a stored file that cannot be rendered', () => {
  it('answers 422 FILE_NOT_RENDERABLE, and the file stays downloadable', async () => {
    // A file stored before these checks existed: put in place behind the upload route.
    const doc = (await upload('fine.docx', await readFile(`${CORPUS}/docx/tables.docx`))).json<DocumentDetail>();
    const bytes = malformedDocx();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const temp = await t.store.createTempPath();
    await writeFile(temp, bytes);
    await t.store.commitTemp(temp, sha256);
    await t.database.db.insert(blobs).values({ sha256, size: bytes.length, mimeType: 'application/octet-stream' });
    await t.database.db.update(documentVersions).set({ blobSha256: sha256 }).where(eq(documentVersions.id, doc.currentVersion!.id));

    const content = await author.request('GET', `/api/documents/${doc.id}/content`);
    expect(content.statusCode).toBe(422);
    expect(errorOf(content).code).toBe('FILE_NOT_RENDERABLE');
    expect((await author.request('GET', `/api/documents/${doc.id}/file`)).rawPayload).toEqual(bytes);
  });
});
