import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail, VersionRendition } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { ExternalProgram } from '../../platform/process/run-program.ts';
import { errorOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { makeEffective } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { compoundFile } from '../files/hostile-files.ts';
import { pdfText } from '../files/pdf-text.ts';

/** Real LibreOffice converts real corpus files here: minutes, not seconds, on a busy machine. */
const SLOW = 180_000;

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let dir: string;
let legacyDoc: Buffer;
let serial = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-renditions-'));
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  // The corpus has no Word 97 file: LibreOffice writes one from a real .docx.
  const soffice = new ExternalProgram({ command: 'soffice', concurrency: 1, timeoutMs: 120_000 });
  if (!(await soffice.locate())) throw new Error('LibreOffice (soffice) is not installed: run bash scripts/ensure-libreoffice.sh (npm test does)');
  await soffice.run(['--headless', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'doc', '--outdir', dir, `${CORPUS}/docx/tables.docx`]);
  legacyDoc = await readFile(path.join(dir, 'tables.doc'));
}, SLOW);
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

async function upload(client: TestClient, name: string, content: Buffer): Promise<DocumentDetail> {
  serial += 1;
  const meta = { docNumber: `REN-${serial}`, title: `Rendition ${name}`, ...ids, description: 'Rendition test', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name, content });
  const response = await client.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DocumentDetail>();
}

const corpus = (file: string) => readFile(`${CORPUS}/${file}`);
const renditionUrl = (doc: DocumentDetail, query = '') => `/api/documents/${doc.id}/versions/${doc.versions[0]!.id}/rendition${query}`;

/** The rendition a served PDF was made from: what is served carries the record's signature manifestation. */
async function manifestedFrom(served: Buffer): Promise<string | undefined> {
  const rows = rowsOf<{ rendition_sha256: string }>(await t.database.db.execute(sql`SELECT rendition_sha256 FROM manifested_renditions WHERE pdf_sha256 = ${sha256(served)}`));
  return rows[0]?.rendition_sha256;
}

async function renditionOf(client: TestClient, doc: DocumentDetail): Promise<VersionRendition | null> {
  const detail = (await client.request('GET', `/api/documents/${doc.id}`)).json<DocumentDetail>();
  return detail.versions[0]!.rendition;
}

/** The PDF's pages and text, read by pdf.js. */
async function readPdf(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const file = path.join(dir, `check-${(serial += 1)}.pdf`);
  await writeFile(file, bytes);
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS }).promise;
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: await pdfText(file) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('PDF renditions', () => {
  it(
    'converts Word files with LibreOffice in the background: pending, then a real PDF with the text of tables, both footnotes and a .doc',
    async () => {
      const tables = await upload(as.author, 'tables.docx', await corpus('docx/tables.docx'));
      const footnotes = await upload(as.author, 'footnotes.docx', await corpus('docx/footnotes.docx'));
      const legacy = await upload(as.author, 'legacy-tables.doc', legacyDoc);

      expect(tables.versions[0]!.rendition).toEqual({ status: 'pending', reason: null });
      const early = await as.author.request('GET', renditionUrl(tables));
      expect(early.statusCode).toBe(409);
      expect(errorOf(early)).toEqual({ code: 'RENDITION_PENDING', message: 'The PDF rendition of this version is still being prepared. Try again in a moment.' });

      expect(await t.app.jobs.runDue()).toMatchObject({ failed: 0 });

      const expected: [DocumentDetail, string[]][] = [
        [tables, ['Above', 'Top left', 'Bottom right', 'Below']],
        [footnotes, ['Ouch', 'A tachyon walks into a bar.', 'Fin.']],
        [legacy, ['Above', 'Top right', 'Bottom left', 'Below']],
      ];
      for (const [doc, words] of expected) {
        expect(await renditionOf(as.author, doc)).toEqual({ status: 'ready', reason: null });
        const response = await as.author.request('GET', renditionUrl(doc, '?disposition=inline'));
        expect(response.statusCode, doc.title).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"/);
        const pdf = await readPdf(response.rawPayload);
        expect(pdf.pages, doc.title).toBeGreaterThanOrEqual(1);
        for (const word of words) expect(pdf.text, doc.title).toContain(word);
      }

      // The PDF is a blob of its own, hashed and linked to the source; the version still points at its Word file.
      const [row] = rowsOf<{ pdf_sha256: string; mime_type: string; size: number }>(
        await t.database.db.execute(sql`SELECT r.pdf_sha256, b.mime_type, b.size FROM renditions r JOIN blobs b ON b.sha256 = r.pdf_sha256 WHERE r.source_sha256 = ${tables.versions[0]!.sha256}`),
      );
      expect(row).toMatchObject({ mime_type: 'application/pdf' });
      expect(row!.pdf_sha256).not.toBe(tables.versions[0]!.sha256);
      // What is served is that PDF with the record's header, state and signature pages (P11-50).
      const served = (await as.author.request('GET', renditionUrl(tables))).rawPayload;
      expect(await manifestedFrom(served)).toBe(row!.pdf_sha256);
    },
    SLOW,
  );

  it('takes a PDF as its own rendition at once: same bytes, no conversion; a replaced file gets its own [REQ:FR-VIEW-1]', async () => {
    const source = await corpus('pdf/basicapi.pdf');
    const doc = await upload(as.author, 'basicapi.pdf', source);
    expect(doc.versions[0]!.rendition).toEqual({ status: 'ready', reason: null });
    const [own] = rowsOf<{ pdf_sha256: string }>(await t.database.db.execute(sql`SELECT pdf_sha256 FROM renditions WHERE source_sha256 = ${sha256(source)}`));
    expect(own!.pdf_sha256).toBe(sha256(source));
    const response = await as.author.request('GET', renditionUrl(doc));
    expect(response.statusCode).toBe(200);
    expect(await manifestedFrom(response.rawPayload)).toBe(sha256(source));
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="basicapi\.pdf"/);

    // Replacing the file makes a version with a rendition of its own.
    const { body, contentType } = multipart({ changeSummary: 'Scanned copy', rowVersion: doc.rowVersion }, { name: 'scan.pdf', content: await corpus('pdf/alphatrans.pdf') });
    const replaced = (await as.author.request('POST', `/api/documents/${doc.id}/file`, body, { 'content-type': contentType })).json<DocumentDetail>();
    expect(replaced.versions.map((v) => [v.fileName, v.rendition?.status])).toEqual([
      ['scan.pdf', 'ready'],
      ['basicapi.pdf', 'ready'],
    ]);
  });

  it(
    'records a file LibreOffice cannot convert as failed with the reason; the version stays usable',
    async () => {
      const damaged = await upload(as.author, 'damaged.doc', compoundFile({ WordDocument: 'text', '1Table': 'tables' }));
      await t.app.jobs.runDue();

      const rendition = await renditionOf(as.author, damaged);
      expect(rendition).toEqual({ status: 'failed', reason: 'LibreOffice could not convert this file: Error: source file could not be loaded' });
      const response = await as.author.request('GET', renditionUrl(damaged));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'RENDITION_FAILED', message: rendition!.reason });
      // The source file is still there and the document still moves through its workflow.
      expect((await as.author.request('GET', `/api/documents/${damaged.id}/versions/${damaged.versions[0]!.id}/file`)).statusCode).toBe(200);
      await makeEffective(as, damaged.id);
    },
    SLOW,
  );

  it('follows the visibility of the file: the role user sees no draft, and the version in force once it is effective', async () => {
    const doc = await upload(as.author, 'visible.pdf', await corpus('pdf/basicapi.pdf'));
    for (const url of [renditionUrl(doc), `/api/documents/${doc.id}/versions/${doc.versions[0]!.id}/file`]) {
      const hidden = await as.user.request('GET', url);
      expect(hidden.statusCode, url).toBe(404);
      expect(errorOf(hidden).code, url).toBe('DOCUMENT_NOT_FOUND');
    }
    await makeEffective(as, doc.id);
    expect((await as.user.request('GET', renditionUrl(doc))).statusCode).toBe(200);
    expect((await as.user.request('GET', renditionUrl(doc).replace(doc.versions[0]!.id, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
  });

  it('audits a download of the rendition, not its inline view', async () => {
    const doc = await upload(as.author, 'audited.pdf', await corpus('pdf/basicapi.pdf'));
    const audited = async () =>
      rowsOf<{ actor_name: string; new_values: Record<string, unknown> }>(
        await t.database.db.execute(sql`SELECT actor_name, new_values FROM audit_events WHERE entity_id = ${doc.id} AND action = 'Document Rendition Downloaded'`),
      );
    await as.author.request('GET', renditionUrl(doc, '?disposition=inline'));
    expect(await audited()).toEqual([]);
    await as.author.request('GET', renditionUrl(doc));
    const sourceSha = doc.versions[0]!.sha256;
    expect(await audited()).toMatchObject([{ new_values: { version: '1.0', file: 'audited.pdf', sha256: sourceSha, source: { file: 'audited.pdf', sha256: sourceSha } } }]);
  });

  it('shares the rendition of the same file: a duplicate shows it ready without converting again', async () => {
    const [ready] = rowsOf<{ source_sha256: string }>(await t.database.db.execute(sql`SELECT source_sha256 FROM renditions WHERE status = 'ready' AND pdf_sha256 <> source_sha256 LIMIT 1`));
    const [version] = rowsOf<{ document_id: string }>(await t.database.db.execute(sql`SELECT document_id FROM document_versions WHERE blob_sha256 = ${ready!.source_sha256} LIMIT 1`));
    const copy = (await as.author.request('POST', `/api/documents/${version!.document_id}/duplicate`)).json<DocumentDetail>();
    expect(copy.versions[0]!.rendition).toEqual({ status: 'ready', reason: null });
    expect((await as.author.request('GET', renditionUrl(copy))).statusCode).toBe(200);
  });

  it(
    'at start-up, queues the files that have no rendition yet and those LibreOffice was missing for',
    async () => {
      const older = await upload(as.author, 'older.docx', await corpus('docx/simple-list.docx'));
      const sourceSha = older.versions[0]!.sha256!;
      // As if stored before renditions existed: no row, no job.
      await t.database.db.execute(sql`DELETE FROM jobs WHERE singleton_key = ${sourceSha}`);
      await t.database.db.execute(sql`DELETE FROM renditions WHERE source_sha256 = ${sourceSha}`);
      expect(await renditionOf(as.author, older)).toEqual({ status: 'pending', reason: null });
      expect(await t.app.renditions.requestMissing()).toBeGreaterThanOrEqual(1);
      await t.app.jobs.runDue();
      expect(await renditionOf(as.author, older)).toEqual({ status: 'ready', reason: null });

      // Found missing earlier, LibreOffice is installed now: the next start makes it.
      await t.database.db.execute(sql`UPDATE renditions SET status = 'unavailable', pdf_sha256 = NULL, reason = 'not installed' WHERE source_sha256 = ${sourceSha}`);
      await t.app.renditions.requestMissing();
      expect(await renditionOf(as.author, older)).toEqual({ status: 'pending', reason: null });
      await t.app.jobs.runDue();
      expect(await renditionOf(as.author, older)).toEqual({ status: 'ready', reason: null });
    },
    SLOW,
  );
});
