import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DocumentContent } from '@attest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExtractionPool } from './extraction-pool.ts';
import { billionLaughsDocx, malformedDocx } from './hostile-files.ts';
import { renderContent } from './render-content.ts';
import { buildZip, docxEntries, entry } from './test-zip.ts';
import { CORPUS } from '../../../test/corpus.ts';

const pdfUrl = '/api/documents/1/versions/2/file';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-render-'));
});
afterAll(async () => {
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string | Buffer): Promise<string> {
  const target = path.join(dir, name);
  await writeFile(target, content);
  return target;
}

const HYPERLINK = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';
const hostileRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="${HYPERLINK}" Target="javascript:alert(document.cookie)" TargetMode="External"/>
<Relationship Id="rId2" Type="${HYPERLINK}" Target="https://example.com/sop?a=1&amp;b=2" TargetMode="External"/>
<Relationship Id="rId3" Type="${HYPERLINK}" Target="file:///etc/passwd" TargetMode="External"/>
</Relationships>`;
const link = (id: string, text: string) => `<w:p><w:hyperlink r:id="${id}"><w:r><w:t>${text}</w:t></w:r></w:hyperlink></w:p>`;

describe('renderContent', () => {
  it('renders Word as HTML that matches the shared contract [REQ:FR-VIEW-1]', async () => {
    const content = await renderContent(`${CORPUS}/docx/tables.docx`, '.docx', { pdfUrl });
    expect(DocumentContent.parse(content)).toEqual(content);
    expect(content.kind).toBe('html');
    if (content.kind !== 'html') return;
    expect(content.html).toContain('<table>');
    expect(content.html).toContain('<p>Top left</p>');
  });

  it('embeds pictures as data: URIs', async () => {
    const content = await renderContent(`${CORPUS}/docx/tiny-picture.docx`, '.docx', { pdfUrl });
    expect(content).toMatchObject({ kind: 'html', html: expect.stringMatching(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"/) as unknown });
  });

  it('drops script links and ignores a style map embedded in the file', async () => {
    const body = link('rId1', 'click me') + link('rId2', 'the SOP') + link('rId3', 'local file');
    const docx = buildZip([
      ...docxEntries(body),
      entry('word/_rels/document.xml.rels', hostileRels),
      entry('mammoth/style-map', 'p => script:fresh'),
    ]);
    const content = await renderContent(await file('hostile.docx', docx), '.docx', { pdfUrl });
    expect(content.kind).toBe('html');
    if (content.kind !== 'html') return;
    expect(content.html).not.toMatch(/javascript:|file:|<script/i);
    expect(content.html).toContain('<a>click me</a>');
    expect(content.html).toContain('<a href="https://example.com/sop?a=1&amp;b=2">the SOP</a>');
    expect(content.html).toContain('<p><a>local file</a></p>');
  });

  it.each([
    ['malformed.docx', malformedDocx],
    ['laughs.docx', () => billionLaughsDocx()],
  ])('answers FILE_NOT_RENDERABLE (422) for a stored %s no parser can read', async (name, build) => {
    await expect(renderContent(await file(name, build()), '.docx', { pdfUrl })).rejects.toMatchObject({ code: 'FILE_NOT_RENDERABLE', status: 422 });
  });

  it('reports an empty Word document as empty', async () => {
    expect(await renderContent(`${CORPUS}/docx/empty.docx`, '.docx', { pdfUrl })).toEqual({ kind: 'empty' });
  });

  it('points the viewer at the PDF instead of converting it', async () => {
    expect(await renderContent(`${CORPUS}/pdf/basicapi.pdf`, 'PDF', { pdfUrl })).toEqual({ kind: 'pdf', url: pdfUrl });
  });

  it('shows text files as they are, without the byte order mark', async () => {
    const json = '{\n  "step": 1\n}\n';
    expect(await renderContent(await file('a.json', `\ufeff${json}`), '.json', { pdfUrl })).toEqual({ kind: 'text', text: json, format: 'json' });
    expect(await renderContent(await file('a.markdown', '# Title'), '.markdown', { pdfUrl })).toEqual({ kind: 'text', text: '# Title', format: 'md' });
    expect(await renderContent(await file('blank.txt', ' \n\t\n'), '.txt', { pdfUrl })).toEqual({ kind: 'empty' });
  });

  it('declares .doc and other types unsupported', async () => {
    expect(await renderContent(await file('legacy.doc', 'x'), '.doc', { pdfUrl })).toEqual({ kind: 'unsupported', extension: '.doc' });
    expect(await renderContent(await file('sheet.xlsx', 'x'), '.xlsx', { pdfUrl })).toEqual({ kind: 'unsupported', extension: '.xlsx' });
  });

  it('passes HTML on as HTML, for the browser to sanitise like Word’s', async () => {
    const page = '<h1>Gowning</h1><script>alert(1)</script>';
    expect(await renderContent(await file('page.htm', page), 'HTM', { pdfUrl })).toEqual({ kind: 'html', html: page, messages: [] });
    expect(await renderContent(await file('blank.html', '  '), '.html', { pdfUrl })).toEqual({ kind: 'empty' });
  });
});
