import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** Test helper: a minimal zip writer, so tests can build hostile packages byte by byte. */
export interface ZipEntry {
  name: string;
  /** Already deflated data, with the size and CRC of what it inflates to. */
  deflated: Buffer;
  size: number;
  crc: number;
  /** What the central directory claims the entry inflates to (a lying zip); defaults to size. */
  declaredSize?: number;
}

export function entry(name: string, content: string | Buffer): ZipEntry {
  const data = Buffer.from(content);
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

/** `bytes` zeros deflated chunk by chunk: 300 MB become ~300 KB without ever being in memory together. */
export function zerosEntry(name: string, bytes: number): Promise<ZipEntry> {
  const zeros = Buffer.alloc(1024 * 1024);
  return streamedEntry(name, bytes, () => zeros);
}

/**
 * An entry of `bytes` bytes made of `block(index)` repeated (the last one cut), deflated as it is written, so tests
 * can build packages that inflate to hundreds of megabytes without holding them.
 */
export async function streamedEntry(name: string, bytes: number, block: (index: number) => Buffer): Promise<ZipEntry> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let written = 0, index = 0; written < bytes; index += 1) {
    const part = block(index).subarray(0, bytes - written);
    crc = crc32(part, crc);
    written += part.length;
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, deflated: Buffer.concat(out), size: bytes, crc };
}

export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const sizes = { crc: e.crc, compressed: e.deflated.length, size: e.declaredSize ?? e.size };
    const local = Buffer.concat([header(0x04034b50, 30, sizes, name.length, null), name, e.deflated]);
    centrals.push(Buffer.concat([header(0x02014b50, 46, sizes, name.length, offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function header(
  signature: number,
  length: number,
  sizes: { crc: number; compressed: number; size: number },
  nameLength: number,
  localOffset: number | null,
): Buffer {
  const b = Buffer.alloc(length);
  b.writeUInt32LE(signature, 0);
  // The central header has "version made by" before the fields the local header starts with.
  const at = localOffset === null ? 4 : 6;
  b.writeUInt16LE(20, at); // version needed
  b.writeUInt16LE(8, at + 4); // deflate
  b.writeUInt16LE(0x21, at + 8); // 1980-01-01
  b.writeUInt32LE(sizes.crc, at + 10);
  b.writeUInt32LE(sizes.compressed, at + 14);
  b.writeUInt32LE(sizes.size, at + 18);
  b.writeUInt16LE(nameLength, at + 22);
  if (localOffset !== null) {
    b.writeUInt16LE(20, 4); // version made by
    b.writeUInt32LE(localOffset, 42);
  }
  return b;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** The entries of a minimal Word package whose body is `bodyXml` (w: and r: namespaces declared). */
export function docxEntries(bodyXml = '<w:p><w:r><w:t>Hello</w:t></w:r></w:p>'): ZipEntry[] {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${bodyXml}</w:body></w:document>`;
  return [entry('[Content_Types].xml', CONTENT_TYPES), entry('_rels/.rels', PACKAGE_RELS), entry('word/document.xml', document)];
}

/** A minimal Word package with `parts` added, each replacing the minimal part of its name. */
export function docxWith(...parts: ZipEntry[]): Buffer {
  const replaced = new Set(parts.map((part) => part.name));
  return buildZip([...docxEntries().filter((e) => !replaced.has(e.name)), ...parts]);
}
