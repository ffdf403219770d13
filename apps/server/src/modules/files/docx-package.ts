import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../http/app-error.ts';

export interface DocxLimits {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes of all entries. */
  maxUncompressedBytes: number;
  /** Largest uncompressed:compressed ratio allowed for an entry bigger than ratioMinBytes. */
  maxRatio: number;
  ratioMinBytes: number;
}

const MB = 1024 * 1024;
export const DEFAULT_DOCX_LIMITS: DocxLimits = { maxEntries: 2000, maxUncompressedBytes: 200 * MB, maxRatio: 200, ratioMinBytes: MB };

const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];
export const UNSAFE_PACKAGE_MESSAGE = 'Invalid file: this .docx unpacks to an unsafe size or number of parts';

const notAWordPackage = () => new AppError('INVALID_FILE_TYPE');
const unsafePackage = () => new AppError('INVALID_FILE_TYPE', UNSAFE_PACKAGE_MESSAGE);

/**
 * Refuses a .docx that is not a Word package or could exhaust the server when a reader unpacks it (a zip bomb).
 * The limits are checked on the central directory alone; only a package within them is then inflated once,
 * streaming into nothing, to prove its entries are no larger than declared (a lying directory is how a bomb
 * slips past such checks).
 */
export async function checkDocxPackage(filePath: string, limits: DocxLimits = DEFAULT_DOCX_LIMITS): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false });
  } catch {
    throw notAWordPackage();
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw unsafePackage();
    const entries = await readDirectory(zip, limits);
    // Part names are case-insensitive (OPC); two entries with one name would let readers disagree on the content.
    const names = new Set(entries.map((entry) => entry.fileName.toLowerCase()));
    if (names.size !== entries.length) throw notAWordPackage();
    if (!REQUIRED_PARTS.every((part) => names.has(part.toLowerCase()))) throw notAWordPackage();
    await proveDeclaredSizes(zip, entries);
  } finally {
    zip.close();
  }
}

async function readDirectory(zip: ZipFile, limits: DocxLimits): Promise<Entry[]> {
  const entries: Entry[] = [];
  let total = 0;
  try {
    // yauzl itself rejects absolute names, '..' segments and backslashes (its validateFileName).
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      const bomb =
        entry.uncompressedSize > limits.ratioMinBytes &&
        entry.uncompressedSize > Math.max(entry.compressedSize, 1) * limits.maxRatio;
      if (entries.length >= limits.maxEntries || total > limits.maxUncompressedBytes || bomb) throw unsafePackage();
      if (entry.isEncrypted()) throw notAWordPackage();
      entries.push(entry);
    }
  } catch (error) {
    throw error instanceof AppError ? error : notAWordPackage();
  }
  return entries;
}

async function proveDeclaredSizes(zip: ZipFile, entries: Entry[]): Promise<void> {
  const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
  for (const entry of entries.filter((e) => !e.fileName.endsWith('/'))) {
    try {
      // validateEntrySizes (yauzl's default) fails the stream as soon as it yields more bytes than declared.
      await pipeline(await zip.openReadStreamPromise(entry, {}), discard());
    } catch (error) {
      throw /too many bytes/.test((error as Error).message) ? unsafePackage() : notAWordPackage();
    }
  }
}
