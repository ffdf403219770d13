import { createHash, type Hash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, writevSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { Header } from 'tar';
import type { BlobStoreSettings } from '../../config.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { openBlobStore } from '../../platform/storage/open-blob-store.ts';
import type { Member } from './backup-manifest.ts';

/**
 * A member's bytes: a file on this machine (the database dump), a stored file (read from the blob store: directly
 * from disk for the filesystem store, downloaded for a bucket), or for small ones (manifest, checkpoints) the bytes.
 */
export type ArchiveMember = Member & ({ file: string } | { blob: string } | { bytes: Uint8Array });

export interface ArchiveWriteTask {
  /** The file to create (it must not exist), or for tests an existing one to write to (/dev/full). */
  target: { path: string; existing: boolean };
  members: ArchiveMember[];
  /** The blob store the stored files are read from, opened again in this thread. */
  store: BlobStoreSettings;
  /** Receives the bytes of members written so far, now and then. */
  progress: MessagePort;
}

export interface WrittenArchive {
  sha256: string;
  size: number;
}

const BLOCK = 512;
const ZEROS = new Uint8Array(BLOCK);
/** Members up to this size are read whole; larger ones in chunks of this size. */
const CHUNK = 4 * 1024 * 1024;
/** Written bytes are gathered up to this much into one writev. */
const BATCH = 1024 * 1024;
/** writev takes at most IOV_MAX (1024 on Linux) buffers. */
const IOV_MAX = 1024;
const PROGRESS_EVERY_BYTES = 16 * 1024 * 1024;

/**
 * Runs in a worker thread: writes a ustar archive of the members in order, each checked against the size and SHA-256
 * the manifest gives it as it is written (a stored file that no longer matches fails the backup rather than produce
 * an archive that would not verify), and returns the archive's own SHA-256. Synchronous file I/O on purpose: it keeps
 * a thread of its own busy, not the server's event loop, and costs a fraction of a stream per stored file.
 */
export default async function writeArchiveFile(task: ArchiveWriteTask): Promise<WrittenArchive> {
  const store = openBlobStore(task.store);
  const out = new ArchiveFile(openSync(task.target.path, task.target.existing ? 'w' : 'wx', 0o600));
  try {
    let done = 0;
    let reported = 0;
    for (const member of task.members) {
      await out.member(member, store);
      done += member.size;
      if (done - reported >= PROGRESS_EVERY_BYTES) {
        task.progress.postMessage(done);
        reported = done;
      }
    }
    const written = out.finish();
    task.progress.postMessage(done);
    return written;
  } finally {
    out.close();
  }
}

class ArchiveFile {
  private readonly hash: Hash = createHash('sha256');
  private size = 0;
  private batch: Uint8Array[] = [];
  private batchBytes = 0;
  private closed = false;

  constructor(private readonly fd: number) {}

  async member(member: ArchiveMember, store: BlobStore): Promise<void> {
    this.push(header(member.path, member.size));
    if ('bytes' in member) this.push(checked(member, Buffer.from(member.bytes.buffer, member.bytes.byteOffset, member.bytes.byteLength)));
    else if ('file' in member) this.copyFile(member.file, member);
    else {
      const local = store.localPath(member.blob);
      if (local) this.copyFile(local, member);
      else await this.copyStream(store.read(member.blob), member);
    }
    const padding = (BLOCK - (member.size % BLOCK)) % BLOCK;
    if (padding) this.push(ZEROS.subarray(0, padding));
  }

  finish(): WrittenArchive {
    // A tar archive ends with two empty blocks.
    this.push(ZEROS);
    this.push(ZEROS);
    this.flush();
    return { sha256: this.hash.digest('hex'), size: this.size };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }

  private copyFile(file: string, member: Member): void {
    const fd = openSync(file, 'r');
    try {
      if (fstatSync(fd).size !== member.size) throw changed(member.path);
      if (member.size <= CHUNK) {
        const bytes = Buffer.allocUnsafe(member.size);
        readFully(fd, bytes, 0);
        this.push(checked(member, bytes));
        return;
      }
      const memberHash = createHash('sha256');
      for (let position = 0; position < member.size; ) {
        const chunk = Buffer.allocUnsafe(Math.min(CHUNK, member.size - position));
        readFully(fd, chunk, position);
        memberHash.update(chunk);
        this.push(chunk);
        position += chunk.length;
      }
      if (memberHash.digest('hex') !== member.sha256) throw changed(member.path);
    } finally {
      closeSync(fd);
    }
  }

  /** A remote store's download, hashed as it arrives. */
  private async copyStream(source: Readable, member: Member): Promise<void> {
    const memberHash = createHash('sha256');
    let size = 0;
    for await (const chunk of source) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      if (size > member.size) break;
      memberHash.update(bytes);
      this.push(bytes);
    }
    if (size !== member.size || memberHash.digest('hex') !== member.sha256) throw changed(member.path);
  }

  private push(chunk: Uint8Array): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    this.batch.push(chunk);
    this.batchBytes += chunk.length;
    if (this.batchBytes >= BATCH || this.batch.length >= IOV_MAX) this.flush();
  }

  private flush(): void {
    let pending = this.batch;
    while (pending.length > 0) {
      let written = writevSync(this.fd, pending);
      // A short write leaves the rest of the batch, starting inside the buffer it stopped in.
      let i = 0;
      while (i < pending.length && written >= pending[i]!.length) written -= pending[i++]!.length;
      pending = pending.slice(i);
      if (written > 0) pending[0] = pending[0]!.subarray(written);
    }
    this.batch = [];
    this.batchBytes = 0;
  }
}

function header(name: string, size: number): Uint8Array {
  const block = Buffer.alloc(BLOCK);
  // Member names are short and fixed in shape (files/<sha256> and the like): one that needs a pax header is a bug.
  if (new Header({ path: name, size, mode: 0o600, mtime: new Date(0), type: 'File' }).encode(block, 0)) {
    throw new Error(`archive member name does not fit a ustar header: ${name}`);
  }
  return block;
}

function readFully(fd: number, into: Buffer, position: number): void {
  for (let offset = 0; offset < into.length; ) {
    const read = readSync(fd, into, offset, into.length - offset, position + offset);
    if (read === 0) throw new Error('a stored file ended before its recorded size');
    offset += read;
  }
}

function checked(member: Member, bytes: Buffer): Buffer {
  if (bytes.length !== member.size || createHash('sha256').update(bytes).digest('hex') !== member.sha256) throw changed(member.path);
  return bytes;
}

const changed = (name: string) => new Error(`${name} changed while it was backed up: it no longer matches its SHA-256 (run the storage integrity check)`);

/** Diagnostics: the worker pools check runs this in the pool's thread. */
export { ping } from '../../platform/workers/ping.ts';
