import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_XML_BYTES, MAX_XML_ELEMENTS, UNSAFE_PACKAGE_MESSAGE } from './docx-package.ts';
import { closeExtractionPool } from './extraction-pool.ts';
import { billionLaughsDocx, doctypeDocx, largeDocumentXml, largeXmlDocx, malformedDocx } from './hostile-files.ts';
import { inspectFile } from './inspect-file.ts';
import { buildZip, docxEntries, docxWith, entry, type ZipEntry } from './test-zip.ts';

/** The XML inside a .docx is checked before mammoth (or any reader) parses it. */

const MB = 1024 * 1024;
const UNREADABLE = { code: 'FILE_UNREADABLE', status: 415 };
const UNSAFE = { code: 'INVALID_FILE_TYPE', message: UNSAFE_PACKAGE_MESSAGE };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-docx-xml-'));
});
afterAll(async () => {
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

let counter = 0;
async function save(content: Buffer | ZipEntry[]): Promise<string> {
  const file = path.join(dir, `case-${(counter += 1)}.docx`);
  await writeFile(file, Array.isArray(content) ? buildZip(content) : content);
  return file;
}

describe('the XML parts of a .docx', () => {
  it.each([
    ['a billion-laughs DTD in word/document.xml', () => billionLaughsDocx()],
    ['entity declarations in word/styles.xml', () => billionLaughsDocx('word/styles.xml', 2)],
    ['an external DTD', () => doctypeDocx()],
    ['a mismatched end tag and an unclosed element', () => malformedDocx()],
    ['a reference to an undeclared entity', () => buildZip(docxEntries('<w:p><w:r><w:t>&lol;</w:t></w:r></w:p>'))],
    ['a malformed relationships part', () => docxWith(entry('word/_rels/document.xml.rels', '<Relationships><Relationship'))],
    ['a DTD in [Content_Types].xml', () => docxWith(entry('[Content_Types].xml', '<!DOCTYPE Types []><Types/>'))],
  ])('refuse %s as unreadable', async (_label, build) => {
    await expect(inspectFile(await save(build()), '.docx')).rejects.toMatchObject(UNREADABLE);
  });

  it('keep entities XML predefines and character references', async () => {
    await expect(inspectFile(await save(docxEntries('<w:p><w:r><w:t>R&amp;D &lt;5&gt; &#x2713; &#169;</w:t></w:r></w:p>')), '.docx')).resolves.toBeUndefined();
  });

  it('are bounded in expanded size from the central directory, before anything is inflated', async () => {
    const file = await save(await largeXmlDocx(2 * MB));
    await expect(inspectFile(file, '.docx')).resolves.toBeUndefined();
    await expect(inspectFile(file, '.docx', { docxLimits: { maxXmlBytes: MB } })).rejects.toMatchObject(UNSAFE);
  });

  it('are counted while inflating, so a directory that understates them cannot pass', async () => {
    const document = await largeDocumentXml(2 * MB);
    const file = await save(docxWith({ ...document, declaredSize: 100 * 1024 }));
    await expect(inspectFile(file, '.docx', { docxLimits: { maxXmlBytes: MB } })).rejects.toMatchObject(UNSAFE);
  });

  it('are bounded in the number of elements, which is what a reader builds in memory', async () => {
    const paragraphs = Array.from({ length: 3000 }, (_, i) => `<w:p><w:r><w:t>${i}</w:t></w:r></w:p>`).join('');
    const file = await save(docxEntries(paragraphs));
    await expect(inspectFile(file, '.docx')).resolves.toBeUndefined();
    await expect(inspectFile(file, '.docx', { docxLimits: { maxXmlElements: 5_000 } })).rejects.toMatchObject(UNSAFE);
  });

  it('have limits a real document fits in and mammoth can parse within a worker’s heap', () => {
    expect(MAX_XML_BYTES).toBe(16 * MB);
    expect(MAX_XML_ELEMENTS).toBe(250_000);
  });

  it('refuse the tester’s 190 MB case at the real limit in well under a second, without inflating it', async () => {
    const file = await save(await largeXmlDocx(190 * MB));
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    await expect(inspectFile(file, '.docx')).rejects.toMatchObject(UNSAFE);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * MB);
  });
});
