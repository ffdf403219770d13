import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import yauzl, { type Entry } from 'yauzl';
import { ZipFile } from 'yazl';

/**
 * Office files may point outside themselves, and LibreOffice follows some of those pointers while it converts: a
 * linked picture is fetched over HTTP or read from the server's disk and lands in the PDF. Before a
 * package (OOXML or ODF) is converted, every such pointer is removed here, so the PDF shows only what the file holds.
 * Links a reader clicks (http, https, mailto hyperlinks) stay: LibreOffice writes them into the PDF without opening them.
 */

/** Field instructions that pull content in from elsewhere (a picture, a text, a spreadsheet range, a DDE server). */
const FETCHING_FIELDS = new Set(['INCLUDEPICTURE', 'INCLUDETEXT', 'INCLUDE', 'LINK', 'DDE', 'DDEAUTO', 'IMPORT']);
const CLICKABLE = /^(https?:|mailto:)/i;

const ATTRIBUTE = /([\w.:-]+)\s*=\s*("[^"]*"|'[^']*')/g;
/** What lies between a tag's name and its ">": quoted values may hold ">" themselves. */
const TAG_BODY = String.raw`(?:[^<>"']|"[^"]*"|'[^']*')*`;
const PREFIX = String.raw`(?:[\w.-]+:)?`;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Attribute text as the XML parser reads it: an entity-encoded "&#102;ile:" is "file:". */
function decode(text: string): string {
  return text.replace(ENTITY, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return NAMED[lower] ?? whole;
  });
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, quoted] of tag.matchAll(ATTRIBUTE)) attributes.set(localName(name!), decode(quoted!.slice(1, -1)));
  return attributes;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** A Relationship element, self-closed or with content, its start tag's attributes captured. */
const RELATIONSHIP = new RegExp(String.raw`<${PREFIX}Relationship\b(${TAG_BODY})>(?:(?<=/>)|[\s\S]*?</${PREFIX}Relationship\s*>)`, 'g');

/** A .rels part without its external relationships, except hyperlinks a reader may click. */
export function withoutExternalRelationships(xml: string): string {
  return xml.replace(RELATIONSHIP, (element, tag: string) => {
    const attributes = attributesOf(tag);
    if (attributes.get('TargetMode')?.trim().toLowerCase() !== 'external') return element;
    const hyperlink = (attributes.get('Type') ?? '').endsWith('/hyperlink');
    return hyperlink && CLICKABLE.test((attributes.get('Target') ?? '').trim()) ? element : '';
  });
}

/** Text content as written: characters, CDATA sections and comments (a parser joins the first two, drops comments). */
const TEXT = String.raw`(?:[^<]|<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->)*`;
const FIELD_TOKEN = new RegExp(
  String.raw`<${PREFIX}fldSimple\b${TAG_BODY}>|<(${PREFIX}(?:del)?instrText)\b${TAG_BODY}>(${TEXT})</\1\s*>|<${PREFIX}fldChar\b${TAG_BODY}>`,
  'g',
);

const textOf = (raw: string) => raw.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, data: string) => data.replace(/&/g, '&amp;'));
const fetches = (instruction: string) => FETCHING_FIELDS.has((decode(textOf(instruction)).trim().split(/[\s\\"]/)[0] ?? '').toUpperCase());

/**
 * Word XML whose fetching fields (INCLUDEPICTURE, INCLUDETEXT, LINK, DDE, DDEAUTO, IMPORT) have an empty instruction:
 * simple fields and complex ones, whose instruction may be split over several runs, each nesting level on its own.
 * The field's last shown result stays as text.
 */
export function withoutFetchingFields(xml: string): string {
  /** Per open complex field: where its instruction pieces sit in the text. */
  const open: { start: number; end: number; text: string }[][] = [];
  const blank: { start: number; end: number }[] = [];
  for (const match of xml.matchAll(FIELD_TOKEN)) {
    const [token, , instruction] = match;
    const at = match.index;
    if (instruction !== undefined) {
      const start = at + token.indexOf('>') + 1;
      open.at(-1)?.push({ start, end: start + instruction.length, text: instruction });
    } else if (/fldSimple/.test(token.slice(0, 20))) {
      if (fetches(attributesOf(token).get('instr') ?? '')) {
        const value = /\binstr\s*=\s*("[^"]*"|'[^']*')/.exec(token);
        if (value) blank.push({ start: at + value.index + value[0].length - value[1]!.length + 1, end: at + value.index + value[0].length - 1 });
      }
    } else {
      const type = attributesOf(token).get('fldCharType');
      if (type === 'begin') open.push([]);
      else if ((type === 'separate' || type === 'end') && open.length) {
        // The instruction ends at "separate"; an "end" without one closes a field that has no shown result.
        const pieces = type === 'end' ? open.pop()! : open.at(-1)!;
        if (fetches(pieces.map((piece) => piece.text).join(''))) blank.push(...pieces);
        if (type === 'separate') open[open.length - 1] = [];
      }
    }
  }
  let result = xml;
  for (const { start, end } of blank.sort((a, b) => b.start - a.start)) result = result.slice(0, start) + result.slice(end);
  return result;
}

/** A reference inside the package: a relative path that does not climb out of it. */
const insidePackage = (href: string) => !/^[a-z][\w+.-]*:/i.test(href) && !/^[/\\]/.test(href) && !/(^|[/\\])\.\.([/\\]|$)/.test(href);

const START_TAG = new RegExp(String.raw`<([\w.-]+:)?([\w.-]+)(${TAG_BODY})>`, 'g');

/**
 * ODF (and any XML part) without xlink:href attributes that point outside the package: linked images, objects,
 * section and table sources. Hyperlinks (text:a, draw:a) keep http, https and mailto targets and in-document anchors.
 */
export function withoutExternalHrefs(xml: string): string {
  return xml.replace(START_TAG, (element, prefix: string | undefined, name: string, attributes: string) => {
    if (!/href\s*=/.test(attributes)) return element;
    const kept = attributes.replace(/\s(?:[\w.-]+:)?href\s*=\s*("[^"]*"|'[^']*')/g, (attribute, quoted: string) => {
      const href = decode(quoted.slice(1, -1)).trim();
      const link = name === 'a' && (CLICKABLE.test(href) || href.startsWith('#'));
      return link || insidePackage(href) ? attribute : '';
    });
    return `<${prefix ?? ''}${name}${kept}>`;
  });
}

/** One part's text as it is converted: relationships and every other XML part rewritten, the rest as it is. */
export function neutralisePart(name: string, xml: string): string {
  if (/\.rels$/i.test(name)) return withoutExternalRelationships(xml);
  return withoutExternalHrefs(withoutFetchingFields(xml));
}

/** XML in its own encoding: UTF-8, or UTF-16 as its byte-order mark says (a part in UTF-16 must not slip through). */
function rewriteXml(bytes: Buffer, rewrite: (xml: string) => string): Buffer {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return Buffer.from(rewrite(bytes.toString('utf16le')), 'utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(rewrite(Buffer.from(bytes).swap16().toString('utf16le')), 'utf16le').swap16();
  return Buffer.from(rewrite(bytes.toString('utf8')), 'utf8');
}

const isXmlPart = (entry: Entry) => /\.(xml|rels)$/i.test(entry.fileName);

/**
 * Copies a zip package (docx, xlsx, pptx and their macro/template variants, odt, ods, odp…) to `target` with every
 * external reference removed. Parts stream through one at a time in their order and with their compression (ODF's
 * stored "mimetype" stays first); only XML parts, bounded by the upload checks, are read whole to be rewritten.
 */
export async function copyWithoutExternalReferences(source: string, target: string): Promise<void> {
  const zip = await yauzl.openPromise(source, { lazyEntries: true, autoClose: false });
  try {
    const out = new ZipFile();
    const written = pipeline(out.outputStream, createWriteStream(target));
    for await (const entry of zip.eachEntry()) {
      const options = { compress: entry.compressionMethod !== 0, mtime: entry.getLastModDate() };
      if (entry.fileName.endsWith('/')) out.addEmptyDirectory(entry.fileName, { mtime: options.mtime });
      else if (isXmlPart(entry)) {
        const chunks: Buffer[] = [];
        for await (const chunk of await zip.openReadStreamPromise(entry, {})) chunks.push(chunk as Buffer);
        out.addBuffer(rewriteXml(Buffer.concat(chunks), (xml) => neutralisePart(entry.fileName, xml)), entry.fileName, options);
      } else {
        out.addReadStreamLazy(entry.fileName, options, (callback) => {
          zip.openReadStreamPromise(entry, {}).then((stream) => callback(null, stream), (error: Error) => callback(error, Readable.from([])));
        });
      }
    }
    out.end();
    await written;
  } finally {
    zip.close();
  }
}
