import { createReadStream } from 'node:fs';
import { access, chmod, link, mkdir, open, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { wallClock } from '../clock.ts';
import { LocalSpool, openDirIfExists } from './local-spool.ts';

export interface BlobStat {
  size: number;
  mtime: Date;
}

/**
 * Immutable file contents addressed by their SHA-256 (lowercase hex). Uploads are spooled to a local temp path,
 * hashed while written, then committed under their hash; an S3-compatible driver implements the same contract.
 */
export interface BlobStore {
  /** A fresh path to spool an upload to, on the same filesystem as the blobs. The file is not created. */
  createTempPath(): Promise<string>;
  /** Makes the temp file durable and stores it under sha256; idempotent: the same content twice is one blob. */
  commitTemp(tempPath: string, sha256: string): Promise<void>;
  removeTemp(tempPath: string): Promise<void>;
  /** Removes temp files left by crashed or abandoned uploads; returns how many were removed. */
  cleanupStaleTemps(olderThanMs: number): Promise<number>;
  /** A stream of the content; it errors with ENOENT when the blob is absent. */
  read(sha256: string): Readable;
  readBuffer(sha256: string): Promise<Buffer>;
  /**
   * The file holding the content when this store keeps it on the local filesystem, else null: bulk readers (the
   * backup's worker thread) read such files directly rather than through a stream per file.
   */
  localPath(sha256: string): string | null;
  /**
   * Runs fn with a local path holding the content, for parsers that need a file (the blob itself here, a temporary
   * download in a remote driver): read-only, and only until fn settles. Rejects with ENOENT when absent.
   */
  withLocalFile<T>(sha256: string, fn: (filePath: string) => Promise<T>): Promise<T>;
  exists(sha256: string): Promise<boolean>;
  stat(sha256: string): Promise<BlobStat | null>;
  delete(sha256: string): Promise<void>;
  /** Every stored hash, in ascending order (so it can be merged with a sorted list of references). */
  list(): AsyncIterable<string>;
  /**
   * Named records beside the content (audit checkpoints): created once and never replaced, so a record written is
   * evidence the database cannot take back. 'exists' when a record of that name was already there.
   */
  putRecord(name: string, data: Buffer): Promise<'written' | 'exists'>;
  /** A record's bytes, or null when there is none of that name. */
  getRecord(name: string): Promise<Buffer | null>;
  /** The names of the records under a folder-like prefix ("audit-checkpoints/"), in ascending order. */
  listRecords(prefix: string): Promise<string[]>;
  /**
   * Where this store keeps copies of backup archives (`s3://bucket/backups/`), or null when it keeps none: the
   * filesystem store's archives stay in BACKUP_DIR only.
   */
  backupsLocation(): string | null;
  /** Copies a finished backup archive (or its `.sha256`) into the store, streamed; returns where, or null when it keeps none. */
  putBackup(name: string, filePath: string): Promise<string | null>;
  /** A kept archive's bytes and size, or null when the store has none of that name. */
  readBackup(name: string): Promise<{ stream: Readable; size: number } | null>;
  deleteBackup(name: string): Promise<void>;
}

/** A backup archive's name (attest-backup-….tar, ….tar.sha256): a plain file name, nothing that could climb out. */
export function assertBackupName(name: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name) || name.includes('..')) throw new Error(`Not a backup archive name: ${JSON.stringify(name)}`);
}

const SHA256 = /^[0-9a-f]{64}$/;

/** A hash is used as a path or a key: anything but 64 lowercase hex digits could climb out of the store. */
export function assertSha256(sha256: string): void {
  if (!SHA256.test(sha256)) throw new Error(`Not a SHA-256 hex digest: ${JSON.stringify(sha256)}`);
}

/** A record name: a lowercase folder and a file name; nothing that could climb out of the records folder. */
export function assertRecordName(name: string): void {
  if (!RECORD_NAME.test(name) || name.includes('..')) throw new Error(`Not a record name: ${JSON.stringify(name)}`);
}

export function assertRecordPrefix(prefix: string): void {
  if (!RECORD_PREFIX.test(prefix)) throw new Error(`Not a record folder: ${JSON.stringify(prefix)}`);
}

const SHARD = /^[0-9a-f]{2}$/;
const TEMP_DIR = 'tmp';
const RECORDS_DIR = 'records';
/** A record name: lowercase folders and a file name; nothing that could climb out of the records folder. */
const RECORD_NAME = /^[a-z0-9-]+\/[a-z0-9][a-z0-9._-]*$/;
const RECORD_PREFIX = /^[a-z0-9-]+\/$/;

/** Blobs as files under `<root>/<aa>/<bb>/<sha256>`, spooled in `<root>/tmp` so the final rename is atomic. */
export class FilesystemBlobStore implements BlobStore {
  readonly root: string;
  private readonly spool: LocalSpool;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.spool = new LocalSpool(path.join(this.root, TEMP_DIR));
  }

  createTempPath(): Promise<string> {
    return this.spool.createTempPath();
  }

  async commitTemp(tempPath: string, sha256: string): Promise<void> {
    const target = this.blobPath(sha256);
    const temp = this.spool.own(tempPath);
    const handle = await open(temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (await this.exists(sha256)) {
      await rm(temp, { force: true });
      // Fresh again: the upload recording it now must not lose it to the orphan sweep, which judges by age.
      // A file's times are the filesystem's, which stamps every write by the wall clock; the sweep compares them so.
      const now = wallClock.now();
      await utimes(target, now, now);
      return;
    }
    // Blobs are evidence: read-only on disk so no tool rewrites one in place.
    await chmod(temp, 0o444);
    const dir = path.dirname(target);
    const firstCreated = await mkdir(dir, { recursive: true });
    // Two uploads of the same content may race here: rename replaces atomically with identical bytes.
    await rename(temp, target);
    await syncDir(dir);
    if (firstCreated) {
      // New shard directories are only durable once their parents record them too.
      await syncDir(path.dirname(dir));
      await syncDir(this.root);
    }
  }

  removeTemp(tempPath: string): Promise<void> {
    return this.spool.remove(tempPath);
  }

  cleanupStaleTemps(olderThanMs: number): Promise<number> {
    return this.spool.cleanupStale(olderThanMs);
  }

  read(sha256: string): Readable {
    return createReadStream(this.blobPath(sha256));
  }

  readBuffer(sha256: string): Promise<Buffer> {
    return readFile(this.blobPath(sha256));
  }

  localPath(sha256: string): string {
    return this.blobPath(sha256);
  }

  async withLocalFile<T>(sha256: string, fn: (filePath: string) => Promise<T>): Promise<T> {
    const file = this.blobPath(sha256);
    await access(file);
    return fn(file);
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.stat(sha256)) !== null;
  }

  async stat(sha256: string): Promise<BlobStat | null> {
    try {
      const info = await stat(this.blobPath(sha256));
      return { size: info.size, mtime: info.mtime };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await rm(this.blobPath(sha256), { force: true });
  }

  async *list(): AsyncIterable<string> {
    for (const aa of await sortedNames(this.root, SHARD)) {
      for (const bb of await sortedNames(path.join(this.root, aa), SHARD)) {
        const prefix = aa + bb;
        const names = await sortedNames(path.join(this.root, aa, bb), SHA256);
        yield* names.filter((name) => name.startsWith(prefix));
      }
    }
  }

  async putRecord(name: string, data: Buffer): Promise<'written' | 'exists'> {
    const target = this.recordPath(name);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = await this.createTempPath();
    const handle = await open(temp, 'wx', 0o444);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      // link() refuses an existing name: a record is created once, atomically, and never overwritten.
      await link(temp, target);
      await syncDir(path.dirname(target));
      return 'written';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  }

  async getRecord(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.recordPath(name));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async listRecords(prefix: string): Promise<string[]> {
    assertRecordPrefix(prefix);
    const names = await sortedNames(path.join(this.root, RECORDS_DIR, prefix), /^[a-z0-9][a-z0-9._-]*$/);
    return names.map((name) => prefix + name);
  }

  backupsLocation(): null {
    return null;
  }

  /** The archive in BACKUP_DIR is the only copy: a filesystem store beside it would add no safety. */
  putBackup(name: string): Promise<null> {
    assertBackupName(name);
    return Promise.resolve(null);
  }

  readBackup(): Promise<null> {
    return Promise.resolve(null);
  }

  deleteBackup(): Promise<void> {
    return Promise.resolve();
  }

  private recordPath(name: string): string {
    assertRecordName(name);
    return path.join(this.root, RECORDS_DIR, name);
  }

  private blobPath(sha256: string): string {
    assertSha256(sha256);
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}


/** Names in dir matching pattern, sorted; one shard directory at a time keeps memory bounded. */
async function sortedNames(dir: string, pattern: RegExp): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of await openDirIfExists(dir)) {
    if (pattern.test(entry.name)) names.push(entry.name);
  }
  return names.sort();
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
