import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { CSV_BOM, csvLine } from '../audit/audit-csv.ts';

/** A file packed into the zip: the version in force of one cart entry. */
export interface ZipMember {
  documentId: string;
  path: string;
  docNumber: string;
  title: string;
  versionLabel: string;
  sha256: string;
}

/** A cart entry left out of the zip, listed in the manifest with the reason. */
export interface SkippedEntry {
  docNumber: string;
  title: string;
  versionLabel: string | null;
  reason: string;
}

export const MANIFEST_NAME = 'manifest.csv';
export const MANIFEST_COLUMNS = ['Document Number', 'Title', 'Version', 'File Name', 'SHA-256', 'Note'] as const;

/**
 * The manifest: one line per packed file with the SHA-256 of the bytes actually written into the zip (computed while
 * streaming), then the skipped entries. A packed file whose bytes differ from its stored hash says so.
 */
export function manifestCsv(members: readonly ZipMember[], skipped: readonly SkippedEntry[], written: ReadonlyMap<string, string>): string {
  const lines = [CSV_BOM + csvLine(MANIFEST_COLUMNS)];
  for (const m of members) {
    const sha = written.get(m.path) ?? '';
    const note = sha === m.sha256 ? '' : `Integrity failure: the stored file's SHA-256 is ${m.sha256}`;
    lines.push(csvLine([m.docNumber, m.title, m.versionLabel, m.path, sha, note]));
  }
  for (const s of skipped) lines.push(csvLine([s.docNumber, s.title, s.versionLabel, '', '', s.reason]));
  return lines.join('');
}

/**
 * Streams a zip of the members' blobs, one at a time as the client reads (yazl pulls each file lazily, so neither
 * the zip nor a file is ever held in memory), and the manifest last, once every file's hash is known. Entries are
 * stored, not deflated: Word and PDF files are compressed already, and the manifest stays readable in place.
 * A blob that fails to read aborts the download; a client that goes away stops the blob being read.
 */
export function cartZip(store: BlobStore, members: readonly ZipMember[], skipped: readonly SkippedEntry[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const written = new Map<string, string>();
  let reading: Readable | null = null;
  const abort = (error: Error) => {
    reading?.destroy();
    output.destroy(error);
  };
  zip.on('error', abort);
  output.on('close', () => reading?.destroy());

  for (const member of members) {
    zip.addReadStreamLazy(member.path, { compress: false }, (callback) => {
      const source = store.read(member.sha256);
      reading = source;
      source.on('error', abort);
      const hash = createHash('sha256');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          hash.update(chunk);
          next(null, chunk);
        },
        flush(next) {
          written.set(member.path, hash.digest('hex'));
          next();
        },
      });
      callback(null, source.pipe(hashing));
    });
  }
  zip.addReadStreamLazy(MANIFEST_NAME, { compress: false }, (callback) => {
    reading = null;
    callback(null, Readable.from([manifestCsv(members, skipped, written)]));
  });
  zip.end();
  return output;
}
