import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../core/app-error.ts';
import { xmlGuard, XmlBudgetExceeded, type XmlBudget } from './xml-guard.ts';

export interface DocxLimits {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes of all entries. */
  maxUncompressedBytes: number;
  /** Largest uncompressed:compressed ratio allowed for an entry bigger than ratioMinBytes. */
  maxRatio: number;
  ratioMinBytes: number;
  /** Sum of the expanded sizes of the XML parts, declared and as inflated. */
  maxXmlBytes: number;
  /** Elements in all XML parts together. */
  maxXmlElements: number;
}

const MB = 1024 * 1024;
/**
 * mammoth builds about 1 KB of heap per XML element: in a worker limited to 512 MB, 300,000 elements (3 MB of short
 * paragraphs) peaked at 570 MB of process memory and 600,000 ran out of memory; so did 20 MB of ordinary paragraphs.
 * A 250-page procedure with tables stays well within both limits.
 */
export const MAX_XML_BYTES = 16 * MB;
export const MAX_XML_ELEMENTS = 250_000;
export const DEFAULT_DOCX_LIMITS: DocxLimits = {
  maxEntries: 2000,
  maxUncompressedBytes: 200 * MB,
  maxRatio: 200,
  ratioMinBytes: MB,
  maxXmlBytes: MAX_XML_BYTES,
  maxXmlElements: MAX_XML_ELEMENTS,
};

const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];
export const UNSAFE_PACKAGE_MESSAGE = 'Invalid file: this .docx unpacks to an unsafe size or number of parts';

const notAWordPackage = () => new AppError('INVALID_FILE_TYPE');
const unsafePackage = () => new AppError('INVALID_FILE_TYPE', UNSAFE_PACKAGE_MESSAGE);
const unreadable = () => new AppError('FILE_UNREADABLE');

/** The parts a reader parses as XML: by name, as mammoth and Word find them. */
const isXmlPart = (entry: Entry) => /\.(xml|rels)$/i.test(entry.fileName);

/**
 * Refuses a .docx that is not a Word package, is damaged, or could exhaust the reader that unpacks it (a zip bomb,
 * or XML too large or too dense for mammoth's memory). The size limits are checked on the central directory alone;
 * only a package within them is then inflated once, streaming, to prove its entries are no larger than declared (a
 * lying directory is how a bomb slips past such checks) and its XML well-formed and without a DTD.
 */
export async function checkDocxPackage(filePath: string, limits: DocxLimits = DEFAULT_DOCX_LIMITS): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false });
  } catch {
    throw unreadable();
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw unsafePackage();
    const entries = await readDirectory(zip, limits);
    // Part names are case-insensitive (OPC); two entries with one name would let readers disagree on the content.
    const names = new Set(entries.map((entry) => entry.fileName.toLowerCase()));
    if (names.size !== entries.length) throw notAWordPackage();
    if (!REQUIRED_PARTS.every((part) => names.has(part.toLowerCase()))) throw notAWordPackage();
    await inflateAndCheck(zip, entries, { bytes: limits.maxXmlBytes, elements: limits.maxXmlElements });
  } finally {
    zip.close();
  }
}

async function readDirectory(zip: ZipFile, limits: DocxLimits): Promise<Entry[]> {
  const entries: Entry[] = [];
  let total = 0;
  let xml = 0;
  try {
    // yauzl itself rejects absolute names, '..' segments and backslashes (its validateFileName).
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      if (isXmlPart(entry)) xml += entry.uncompressedSize;
      const bomb =
        entry.uncompressedSize > limits.ratioMinBytes &&
        entry.uncompressedSize > Math.max(entry.compressedSize, 1) * limits.maxRatio;
      if (entries.length >= limits.maxEntries || total > limits.maxUncompressedBytes || xml > limits.maxXmlBytes || bomb) {
        throw unsafePackage();
      }
      if (entry.isEncrypted()) throw notAWordPackage();
      entries.push(entry);
    }
  } catch (error) {
    throw error instanceof AppError ? error : notAWordPackage();
  }
  return entries;
}

async function inflateAndCheck(zip: ZipFile, entries: Entry[], budget: XmlBudget): Promise<void> {
  const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
  for (const entry of entries.filter((e) => !e.fileName.endsWith('/'))) {
    try {
      // validateEntrySizes (yauzl's default) fails the stream as soon as it yields more bytes than declared.
      await pipeline(await zip.openReadStreamPromise(entry, {}), isXmlPart(entry) ? xmlGuard(budget) : discard());
    } catch (error) {
      if (error instanceof XmlBudgetExceeded || /too many bytes/.test((error as Error).message)) throw unsafePackage();
      throw error instanceof AppError ? error : unreadable();
    }
  }
}
