import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_PACKAGE_MESSAGE } from './docx-package.ts';
import { closeExtractionPool } from './extraction-pool.ts';
import { compoundFile, garbageDoc, garbagePdf, truncatedPdf } from './hostile-files.ts';
import { inspectFile, PROTECTED_PDF_MESSAGE } from './inspect-file.ts';
import { buildZip, docxEntries, entry, zerosEntry, type ZipEntry } from './test-zip.ts';
import { CORPUS } from '../../../test/corpus.ts';

const MB = 1024 * 1024;
const INVALID = { code: 'INVALID_FILE_TYPE', message: 'Invalid file type: Please upload a .docx, .doc, or .pdf file' };
const UNSAFE = { code: 'INVALID_FILE_TYPE', message: UNSAFE_PACKAGE_MESSAGE };
const UNREADABLE = { code: 'FILE_UNREADABLE', status: 415 };

let dir: string;
let bomb: ZipEntry;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-inspect-'));
  bomb = await zerosEntry('word/media/zeros.bin', 300 * MB);
});
afterAll(async () => {
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

let counter = 0;
async function zipFile(entries: ZipEntry[]): Promise<string> {
  const file = path.join(dir, `case-${(counter += 1)}.docx`);
  await writeFile(file, buildZip(entries));
  return file;
}

describe('inspectFile for .docx', () => {
  it('accepts every corpus document and a minimal hand-built package', async () => {
    for (const name of (await readdir(`${CORPUS}/docx`)).filter((f) => f.endsWith('.docx'))) {
      await expect(inspectFile(`${CORPUS}/docx/${name}`, '.docx')).resolves.toBeUndefined();
    }
    await expect(inspectFile(await zipFile(docxEntries()), 'docx')).resolves.toBeUndefined();
  });

  it('refuses a 300 MB zip bomb from its central directory alone: fast, without inflating it', async () => {
    expect(bomb.deflated.length).toBeLessThan(MB);
    const file = await zipFile([...docxEntries(), bomb]);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();

    await expect(inspectFile(file, '.docx')).rejects.toMatchObject(UNSAFE);

    expect(performance.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * MB);
  });

  it('refuses a bomb whose directory lies about its size, stopping at the declared size', async () => {
    const file = await zipFile([...docxEntries(), { ...bomb, declaredSize: 64 * 1024 }]);
    const started = performance.now();
    await expect(inspectFile(file, '.docx')).rejects.toMatchObject(UNSAFE);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses more than 2000 entries', async () => {
    const many = Array.from({ length: 2998 }, (_, i) => entry(`word/part${i}.xml`, '<x/>'));
    await expect(inspectFile(await zipFile([...docxEntries(), ...many]), '.docx')).rejects.toMatchObject(UNSAFE);
  });

  it('refuses a package whose total uncompressed size exceeds the configured limit', async () => {
    const file = await zipFile([...docxEntries(), entry('word/media/photo.jpg', randomBytes(3 * MB))]);
    await expect(inspectFile(file, '.docx')).resolves.toBeUndefined();
    await expect(inspectFile(file, '.docx', { docxLimits: { maxUncompressedBytes: 2 * MB } })).rejects.toMatchObject(UNSAFE);
  });

  it('refuses a package without word/document.xml or [Content_Types].xml', async () => {
    const [types, rels, document] = docxEntries();
    await expect(inspectFile(await zipFile([types!, rels!]), '.docx')).rejects.toMatchObject(INVALID);
    await expect(inspectFile(await zipFile([rels!, document!]), '.docx')).rejects.toMatchObject(INVALID);
  });

  it('refuses two entries with the same part name, which readers could resolve differently', async () => {
    const shadow = entry('WORD/Document.xml', '<w:document/>');
    await expect(inspectFile(await zipFile([...docxEntries(), shadow]), '.docx')).rejects.toMatchObject(INVALID);
  });

  it.each(['../evil.xml', 'word/../../evil.xml', '/etc/cron.d/evil', 'C:/evil.xml'])('refuses the entry name %s', async (name) => {
    await expect(inspectFile(await zipFile([...docxEntries(), entry(name, 'x')]), '.docx')).rejects.toMatchObject(INVALID);
  });

  it('refuses a file that only starts like a zip as unreadable', async () => {
    const file = path.join(dir, 'truncated.docx');
    await writeFile(file, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]));
    await expect(inspectFile(file, '.docx')).rejects.toMatchObject(UNREADABLE);
  });

  it('refuses an entry whose data does not inflate as unreadable', async () => {
    const [types, rels, document] = docxEntries();
    const corrupt = { ...document!, deflated: Buffer.from('\xff\xfe not deflate data', 'latin1') };
    await expect(inspectFile(await zipFile([types!, rels!, corrupt]), '.docx')).rejects.toMatchObject(UNREADABLE);
  });
});

describe('inspectFile for .pdf', () => {
  it('refuses the encrypted PDF with the password message', async () => {
    await expect(inspectFile(`${CORPUS}/pdf/empty_protected.pdf`, '.pdf')).rejects.toMatchObject({
      code: 'INVALID_FILE_TYPE',
      message: PROTECTED_PDF_MESSAGE,
    });
  });

  it.each([
    ['a body that is not PDF', () => Buffer.from('%PDF-1.7\nthis is not a PDF body')],
    ['noise behind the header', () => garbagePdf()],
    ['a truncated file', () => truncatedPdf()],
  ])('refuses %s as unreadable', async (_label, build) => {
    const file = path.join(dir, `damaged-${(counter += 1)}.pdf`);
    await writeFile(file, await build());
    await expect(inspectFile(file, '.pdf')).rejects.toMatchObject(UNREADABLE);
  });

  it('accepts every other corpus PDF', async () => {
    for (const name of (await readdir(`${CORPUS}/pdf`)).filter((f) => f.endsWith('.pdf') && f !== 'empty_protected.pdf')) {
      await expect(inspectFile(`${CORPUS}/pdf/${name}`, '.PDF')).resolves.toBeUndefined();
    }
  });
});

describe('inspectFile for .doc', () => {
  async function docFile(content: Buffer): Promise<string> {
    const file = path.join(dir, `case-${(counter += 1)}.doc`);
    await writeFile(file, content);
    return file;
  }

  it('accepts a compound file holding a WordDocument stream', async () => {
    await expect(inspectFile(await docFile(compoundFile({ WordDocument: 'text', '1Table': 'tables' })), '.doc')).resolves.toBeUndefined();
  });

  it('refuses noise behind an OLE signature as unreadable', async () => {
    await expect(inspectFile(await docFile(garbageDoc()), '.doc')).rejects.toMatchObject(UNREADABLE);
  });

  it('refuses a compound file that is not a Word document (a workbook renamed .doc)', async () => {
    await expect(inspectFile(await docFile(compoundFile({ Workbook: 'BIFF8' })), '.doc')).rejects.toMatchObject(INVALID);
  });
});
