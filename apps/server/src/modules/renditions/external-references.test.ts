import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExternalProgram } from '../../platform/process/run-program.ts';
import { pdfImageCount } from '../../../test/pdf-images.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';
import { buildZip, docxEntries, entry } from '../files/test-zip.ts';
import { copyWithoutExternalReferences, withoutExternalHrefs, withoutExternalRelationships, withoutFetchingFields } from './external-references.ts';
import { includePictureFieldXml, linkedPictureXml } from './linked-docx.ts';
import { withWordAsPdf } from './libreoffice.ts';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (...items: string[]) => `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;
const rel = (id: string, type: string, target: string, external = true) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;
const run = (inner: string) => `<w:r>${inner}</w:r>`;
const fldChar = (type: string) => run(`<w:fldChar w:fldCharType="${type}"/>`);
const instr = (text: string) => run(`<w:instrText xml:space="preserve">${text}</w:instrText>`);

describe('external relationships of an OOXML package', () => {
  it('removes every external relationship but hyperlinks to http, https and mailto; internal parts stay', () => {
    const xml = rels(
      rel('rImg', 'image', 'http://127.0.0.1:9/x.png'),
      rel('rFile', 'image', 'file:///etc/secret.png'),
      rel('rUnc', 'oleObject', '\\\\server\\share\\sheet.xlsx'),
      rel('rTpl', 'attachedTemplate', 'file:///C:/templates/evil.dotm'),
      rel('rSub', 'subDocument', 'chapter2.docx'),
      rel('rFrame', 'frame', 'https://evil.example/frame.html'),
      rel('rWeb', 'hyperlink', 'https://example.com/sop?a=1&amp;b=2'),
      rel('rMail', 'hyperlink', 'mailto:qa@example.com'),
      rel('rLinkFile', 'hyperlink', 'file:///etc/passwd'),
      rel('rInternal', 'image', 'media/image1.png', false),
      // An entity-encoded "External" is still External to the XML parser.
      `<Relationship Id="rSneaky" Type="${REL}/image" Target="http://10.0.0.1/x.png" TargetMode="&#69;xternal"></Relationship>`,
      // A ">" inside a quoted value does not end the tag for the XML parser, nor here.
      `<Relationship Id="rAngle" Type="${REL}/image" Target="http://10.0.0.1/a>b.png" TargetMode="External"/>`,
    );
    const kept = withoutExternalRelationships(xml);
    for (const id of ['rImg', 'rFile', 'rUnc', 'rTpl', 'rSub', 'rFrame', 'rLinkFile', 'rSneaky', 'rAngle']) expect(kept).not.toContain(`Id="${id}"`);
    for (const id of ['rWeb', 'rMail', 'rInternal']) expect(kept).toContain(`Id="${id}"`);
    expect(kept).toMatch(/^<\?xml[\s\S]*<Relationships [^>]*>[\s\S]*<\/Relationships>$/);
  });
});

describe('fields that fetch', () => {
  it('empties INCLUDEPICTURE, INCLUDETEXT, LINK, DDE, DDEAUTO and IMPORT instructions, simple or split over runs, and keeps the rest', () => {
    const xml = [
      `<w:fldSimple w:instr=" INCLUDEPICTURE &quot;file:///etc/secret.png&quot; \\d "><w:r><w:t>old picture</w:t></w:r></w:fldSimple>`,
      `<w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>`,
      fldChar('begin') + instr(' INCLUDE') + instr('TEXT "http://127.0.0.1:9/t.docx" ') + fldChar('separate') + run('<w:t>included</w:t>') + fldChar('end'),
      fldChar('begin') + instr(' link Excel.Sheet.8 "C:\\\\data.xls" "Sheet1!R1C1" \\a ') + fldChar('end'),
      fldChar('begin') + instr(' DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc" ') + fldChar('separate') + fldChar('end'),
      fldChar('begin') + instr(' IMPORT "file:///x.wmf" ') + fldChar('end'),
      fldChar('begin') + instr(' DDE server topic ') + fldChar('end'),
      // INCLUDETEXT whose path comes from a nested field: the outer instruction goes, the nested MERGEFIELD stays.
      fldChar('begin') + instr(' INCLUDETEXT "') + fldChar('begin') + instr(' MERGEFIELD path ') + fldChar('separate') + run('<w:t>p</w:t>') + fldChar('end') + instr('" ') + fldChar('separate') + fldChar('end'),
      fldChar('begin') + instr(' HYPERLINK "https://example.com" ') + fldChar('separate') + run('<w:t>site</w:t>') + fldChar('end'),
      includePictureFieldXml('http://127.0.0.1:9/x.png'),
      // Written the ways an XML parser also accepts: a ">" inside the attribute, CDATA and a comment in the instruction.
      `<w:fldSimple w:instr='INCLUDEPICTURE "http://127.0.0.1:9/a>b.png"'><w:r><w:t>angle</w:t></w:r></w:fldSimple>`,
      fldChar('begin') + run('<w:instrText><![CDATA[ INCLUDEPIC]]><!-- x -->TURE "http://127.0.0.1:9/cdata.png"</w:instrText>') + fldChar('end'),
    ].join('');
    const kept = withoutFetchingFields(xml);
    for (const gone of ['secret.png', 't.docx', 'data.xls', 'cmd.exe', 'x.wmf', 'server topic', 'x.png', 'b.png', 'cdata.png', 'INCLUDE', 'DDE', 'IMPORT', 'link Excel']) expect(kept).not.toContain(gone);
    for (const stays of ['w:instr=" PAGE "', 'MERGEFIELD path', 'HYPERLINK "https://example.com"', 'old picture', 'included', 'site']) expect(kept).toContain(stays);
    expect(kept).toContain('w:instr=""');
  });
});

describe('ODF links', () => {
  it('removes xlink:href pointing outside the package, keeps package parts and clickable links', () => {
    const xml = [
      '<draw:frame><draw:image xlink:href="http://127.0.0.1:9/x.png" xlink:type="simple"/></draw:frame>',
      '<draw:image xlink:href="file:///etc/secret.png"/>',
      '<draw:image xlink:href="../secret.png"/>',
      '<draw:image xlink:href="/etc/secret.png"/>',
      '<draw:image xlink:href="Pictures/inside.png"/>',
      '<draw:object xlink:href="./Object 1"/>',
      '<draw:object-ole xlink:href="smb://server/share/x.ods"/>',
      '<text:section-source xlink:href="https://evil.example/chapter.odt"/>',
      '<text:a xlink:href="https://example.com/sop">site</text:a>',
      '<text:a xlink:href="#Heading1">anchor</text:a>',
      "<text:a xlink:href='&#102;ile:///etc/passwd'>sneaky</text:a>",
      '<draw:image svg:title="a>b" xlink:href="http://127.0.0.1:9/angle.png"/>',
    ].join('');
    const kept = withoutExternalHrefs(xml);
    for (const gone of ['127.0.0.1', 'file:', 'secret.png', 'smb:', 'evil.example', '&#102;']) expect(kept).not.toContain(gone);
    for (const stays of ['Pictures/inside.png', './Object 1', 'https://example.com/sop', '#Heading1', '>site<', '>sneaky<', 'xlink:type="simple"', 'svg:title="a>b"']) expect(kept).toContain(stays);
  });
});

describe('a Word package copied for conversion', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'attest-external-refs-unit-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'loses its external references in the body, headers and footers, keeps its text, and still converts',
    async () => {
      const body = `<w:p><w:r><w:t>Keep this procedure text</w:t></w:r></w:p>${linkedPictureXml('rLinked')}${includePictureFieldXml('file:///etc/secret.png')}`;
      const header = `<?xml version="1.0" encoding="UTF-8"?><w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:fldSimple w:instr="INCLUDETEXT &quot;file:///etc/passwd&quot;"><w:r><w:t>h</w:t></w:r></w:fldSimple></w:p></w:hdr>`;
      const source = buildZip([
        ...docxEntries(body),
        entry('word/_rels/document.xml.rels', rels(rel('rLinked', 'image', 'file:///etc/secret.png'), rel('rWeb', 'hyperlink', 'https://example.com'))),
        entry('word/_rels/settings.xml.rels', rels(rel('rTpl', 'attachedTemplate', 'http://127.0.0.1:9/evil.dotm'))),
        entry('word/header1.xml', header),
        entry('word/media/kept.bin', Buffer.from([0, 1, 2, 3])),
      ]);
      const input = path.join(dir, 'in.docx');
      const copy = path.join(dir, 'copy.docx');
      await writeFile(input, source);
      await copyWithoutExternalReferences(input, copy);

      const parts = await partsOf(copy);
      expect([...parts.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/_rels/document.xml.rels', 'word/_rels/settings.xml.rels', 'word/header1.xml', 'word/media/kept.bin']);
      const all = [...parts.values()].map((bytes) => bytes.toString('utf8')).join('\n');
      for (const gone of ['file:', '127.0.0.1', 'INCLUDE']) expect(all).not.toContain(gone);
      expect(parts.get('word/media/kept.bin')).toEqual(Buffer.from([0, 1, 2, 3]));
      expect(parts.get('word/_rels/document.xml.rels')!.toString()).toContain('https://example.com');

      const soffice = new ExternalProgram({ command: 'soffice', concurrency: 1, timeoutMs: 120_000, sandboxed: true });
      const pdf = await withWordAsPdf(soffice, input, '.docx', (pdfPath) => readFile(pdfPath));
      expect((await pdfPages(pdf)).join(' ')).toContain('Keep this procedure text');
      expect(await pdfImageCount(pdf)).toBe(0);
    },
    180_000,
  );
});

async function partsOf(file: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  const parts = new Map<string, Buffer>();
  try {
    for await (const item of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(item, {})) chunks.push(chunk as Buffer);
      parts.set(item.fileName, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return parts;
}
