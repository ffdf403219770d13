import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import { buildZip, docxEntries, docxWith, entry, streamedEntry, type ZipEntry } from './test-zip.ts';
import { CORPUS } from '../../../test/corpus.ts';

/** Test helper: the hostile and damaged files an outside tester sent, built in memory. */

const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** Billion laughs: nested entities that expand to 10^levels copies of "lol" in whichever part `part` names. */
export function billionLaughsDocx(part = 'word/document.xml', levels = 9): Buffer {
  const entities = Array.from({ length: levels }, (_, i) =>
    i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
  ).join('');
  const root = part === 'word/document.xml' ? 'w:document' : 'w:styles';
  const xml = `<?xml version="1.0"?><!DOCTYPE ${root} [${entities}]><${root} ${W_NS}><w:body><w:p><w:r><w:t>&lol${levels - 1};</w:t></w:r></w:p></w:body></${root}>`;
  return docxWith(entry(part, xml));
}

/** A DTD without any entity: still refused, since the parsers behind the checks would read it. */
export function doctypeDocx(): Buffer {
  const xml = `<?xml version="1.0"?><!DOCTYPE w:document SYSTEM "http://evil.example/w.dtd"><w:document ${W_NS}><w:body/></w:document>`;
  return docxWith(entry('word/document.xml', xml));
}

/** A run closed by the wrong tag and a paragraph never closed. */
export const malformedDocx = (): Buffer => buildZip(docxEntries('<w:p><w:r><w:t>Hello</w:r></w:p><w:p>'));

/**
 * A package whose word/document.xml is `xmlBytes` of well-formed paragraphs. They compress about 100:1, under the
 * per-entry ratio the zip-bomb check allows, like the tester's 3 MB file that unpacked to 190 MB.
 */
export const largeXmlDocx = async (xmlBytes: number): Promise<Buffer> => docxWith(await largeDocumentXml(xmlBytes));

export async function largeDocumentXml(xmlBytes: number): Promise<ZipEntry> {
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W_NS}><w:body>`);
  const tail = Buffer.from('</w:body></w:document>');
  const words = 'clean the filling line, wipe the hopper and the chute with 70% IPA, then record the batch in the logbook.';
  const paragraph = (i: number) =>
    `<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>Step ${String(i).padStart(8, '0')}: ${words} ${words}</w:t></w:r></w:p>`;
  const count = Math.max(1, Math.floor((xmlBytes - head.length - tail.length) / paragraph(0).length));
  // Paragraphs go to the compressor a few thousand at a time: one write per paragraph is what would be slow.
  const perBlock = 4096;
  const blocks = Math.ceil(count / perBlock);
  const block = (b: number) => {
    const first = b * perBlock;
    const text = Array.from({ length: Math.min(perBlock, count - first) }, (_, i) => paragraph(first + i)).join('');
    return Buffer.from(text);
  };
  const size = head.length + tail.length + count * paragraph(0).length;
  return streamedEntry('word/document.xml', size, (i) => (i === 0 ? head : i <= blocks ? block(i - 1) : tail));
}

/** The first `share` of a real multi-page PDF: the header is right, the cross-reference table is gone. */
export async function truncatedPdf(share = 0.4): Promise<Buffer> {
  const pdf = await readFile(`${CORPUS}/pdf/basicapi.pdf`);
  return pdf.subarray(0, Math.floor(pdf.length * share));
}

/** Deterministic noise, so a failure reproduces. */
function noise(bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  for (let i = 0, x = 2463534242; i < bytes; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
export const garbagePdf = (): Buffer => Buffer.concat([Buffer.from('%PDF-1.7\n'), noise(8192)]);
export const garbageDoc = (): Buffer => Buffer.concat([OLE_SIGNATURE, noise(8192)]);

/** A compound file with the streams given (Word 97–2003 keeps its text in "WordDocument"). */
export function compoundFile(streams: Record<string, string>): Buffer {
  const file = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(file, name, Buffer.from(content));
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
}
