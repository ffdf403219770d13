import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { MANIFEST_PATH, type Manifest, type Member } from './backup-manifest.ts';

/** A member to write: its manifest entry and a fresh stream of its bytes (or, for a small one, its bytes at once). */
export interface MemberSource extends Member {
  open(): Readable | Promise<Readable>;
  read?: () => Promise<Buffer>;
}

/** Members up to this size are read whole, a few ahead of the writer: most stored files are small, and a stream per
 * file costs more than its bytes. Larger ones are streamed. */
const WHOLE_MAX_BYTES = 4 * 1024 * 1024;
const READ_AHEAD = 8;

/** Opens where the archive's bytes go (a file); tests substitute one that fails, as a full disk does. */
export type SinkFactory = (filePath: string) => Writable;
export const fileSink: SinkFactory = (filePath) => createWriteStream(filePath, { flags: 'wx', mode: 0o600 });

export interface WrittenArchive {
  sha256: string;
  size: number;
}

/**
 * Writes a tar archive: the manifest first, then each member, each checked against the SHA-256 and size the manifest
 * gives it while it is written (a stored file that no longer matches its hash fails the backup rather than produce
 * an archive that would not verify). The archive's own SHA-256 is taken from the bytes as they leave.
 */
export async function writeArchive(
  filePath: string,
  manifest: Manifest,
  sources: AsyncIterable<MemberSource> | Iterable<MemberSource>,
  options: { sink?: SinkFactory; onProgress?: (doneBytes: number) => void } = {},
): Promise<WrittenArchive> {
  const pack = tar.pack();
  // Hashed as the bytes leave, by listening beside the pipe rather than through another stream hop (half the cost).
  const archiveHash = createHash('sha256');
  let size = 0;
  pack.on('data', (data) => {
    const chunk = data as Buffer;
    archiveHash.update(chunk);
    size += chunk.length;
  });
  const written = pipeline(pack, (options.sink ?? fileSink)(filePath));
  // A failing sink ends the pack too: nothing waits forever on a stream no one reads.
  written.catch((error: unknown) => pack.destroy(error as Error));

  let done = 0;
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  await addEntry(pack, MANIFEST_PATH, manifestBytes.length, () => Readable.from([manifestBytes]), null);
  for await (const { source, bytes } of readAhead(sources)) {
    if (bytes) await addBuffer(pack, source, bytes);
    else await addEntry(pack, source.path, source.size, () => source.open(), source.sha256);
    done += source.size;
    options.onProgress?.(done);
  }
  pack.finalize();
  await written;
  return { sha256: archiveHash.digest('hex'), size };
}

/** The sources in order, the small ones' bytes already being read a few members ahead. */
async function* readAhead(sources: AsyncIterable<MemberSource> | Iterable<MemberSource>): AsyncGenerator<{ source: MemberSource; bytes: Buffer | null }> {
  const pending: { source: MemberSource; bytes: Promise<Buffer | null> }[] = [];
  const start = (source: MemberSource) => {
    const bytes = source.read && source.size <= WHOLE_MAX_BYTES ? source.read() : Promise.resolve(null);
    // Awaited in order below; a rejection is not left unhandled while it waits its turn.
    bytes.catch(() => undefined);
    pending.push({ source, bytes });
  };
  for await (const source of sources) {
    start(source);
    if (pending.length > READ_AHEAD) {
      const next = pending.shift()!;
      yield { source: next.source, bytes: await next.bytes };
    }
  }
  for (const next of pending) yield { source: next.source, bytes: await next.bytes };
}

async function addBuffer(pack: tar.Pack, source: MemberSource, bytes: Buffer): Promise<void> {
  if (bytes.length !== source.size || createHash('sha256').update(bytes).digest('hex') !== source.sha256) {
    throw new Error(`${source.path} changed while it was backed up: it no longer matches its SHA-256 (run the storage integrity check)`);
  }
  await new Promise<void>((resolve, reject) => {
    pack.entry({ name: source.path, size: bytes.length, mode: 0o600, mtime: new Date(0) }, bytes, (error) => (error ? reject(error) : resolve()));
  });
}

async function addEntry(pack: tar.Pack, name: string, size: number, open: () => Readable | Promise<Readable>, sha256: string | null): Promise<void> {
  const source = await open();
  const hash = createHash('sha256');
  let seen = 0;
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    seen += chunk.length;
  });
  const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) });
  await pipeline(source, entry);
  // A mismatch fails the whole archive (it is then removed), so a member that does not match its name never ships.
  if (seen !== size || (sha256 && hash.digest('hex') !== sha256)) {
    throw new Error(`${name} changed while it was backed up: it no longer matches its SHA-256 (run the storage integrity check)`);
  }
}
