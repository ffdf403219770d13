import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { MANIFEST_PATH, type Manifest, type Member } from './backup-manifest.ts';

/** A member to write: its manifest entry and a fresh stream of its bytes. */
export interface MemberSource extends Member {
  open(): Readable | Promise<Readable>;
}

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
  const archiveHash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      archiveHash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(pack, measure, (options.sink ?? fileSink)(filePath));
  // A failing sink ends the pack too: nothing waits forever on a stream no one reads.
  written.catch((error: unknown) => pack.destroy(error as Error));

  let done = 0;
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  await addEntry(pack, MANIFEST_PATH, manifestBytes.length, () => Readable.from([manifestBytes]), null);
  for await (const source of sources) {
    await addEntry(pack, source.path, source.size, () => source.open(), source.sha256);
    done += source.size;
    options.onProgress?.(done);
  }
  pack.finalize();
  await written;
  return { sha256: archiveHash.digest('hex'), size };
}

async function addEntry(pack: tar.Pack, name: string, size: number, open: () => Readable | Promise<Readable>, sha256: string | null): Promise<void> {
  const hash = createHash('sha256');
  let seen = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      seen += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      if (seen !== size || (sha256 && hash.digest('hex') !== sha256)) done(new Error(`${name} changed while it was backed up: it no longer matches its SHA-256 (run the storage integrity check)`));
      else done();
    },
  });
  const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) });
  await pipeline(await open(), check, entry);
}
