import { createHash, type Hash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, writevSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { Header } from 'tar';
import type { BlobStoreSettings } from '../../config.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { openBlobStore } from '../../platform/storage/open-blob-store.ts';
import type { Member } from './backup-manifest.ts';
import { chunksOf, encryptingStream } from './backup-encryption.ts';

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
  /** The age public key the archive is encrypted to as it is written; null: a plain tar file. */
  recipient: string | null;
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
  const file = new OutputFile(openSync(task.target.path, task.target.existing ? 'w' : 'wx', 0o600));
  try {
    const out = new ArchiveFile(task.recipient ? await EncryptingSink.open(file, task.recipient) : file);
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
    await out.finish();
    task.progress.postMessage(done);
    return file.written();
  } finally {
    file.close();
  }
}

/** Where the archive's bytes go: the file itself, or the encryption in front of it. */
interface ByteSink {
  write(chunks: Uint8Array[]): void | Promise<void>;
  end(): void | Promise<void>;
}

/** The archive file on disk: what is written to it is hashed (the SHA-256 recorded is of the file as stored). */
class OutputFile implements ByteSink {
  private readonly hash: Hash = createHash('sha256');
  private size = 0;
  private closed = false;

  constructor(private readonly fd: number) {}

  write(chunks: Uint8Array[]): void {
    for (const chunk of chunks) {
      this.hash.update(chunk);
      this.size += chunk.length;
    }
    let pending = chunks;
    while (pending.length > 0) {
      let written = writevSync(this.fd, pending);
      // A short write leaves the rest of the batch, starting inside the buffer it stopped in.
      let i = 0;
      while (i < pending.length && written >= pending[i]!.length) written -= pending[i++]!.length;
      pending = pending.slice(i);
      if (written > 0) pending[0] = pending[0]!.subarray(written);
    }
  }

  end(): void {}

  written(): WrittenArchive {
    return { sha256: this.hash.digest('hex'), size: this.size };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

/** age encryption in front of the file: the tar goes in, the age file comes out into the file as it is made. */
class EncryptingSink implements ByteSink {
  private failure: Error | null = null;
  private readonly pumping: Promise<void>;

  static async open(file: OutputFile, recipient: string): Promise<EncryptingSink> {
    const { input, output } = await encryptingStream(recipient);
    return new EncryptingSink(file, input.getWriter(), output);
  }

  private constructor(file: OutputFile, private readonly writer: WritableStreamDefaultWriter<Uint8Array>, output: ReadableStream<Uint8Array>) {
    this.pumping = (async () => {
      for await (const chunk of chunksOf(output)) file.write([chunk]);
    })();
    // A failed write to the file (a full disk) stops the tar side too instead of leaving it waiting.
    this.pumping.catch((error: unknown) => {
      this.failure = error instanceof Error ? error : new Error(String(error));
      return writer.abort(error).catch(() => undefined);
    });
  }

  async write(chunks: Uint8Array[]): Promise<void> {
    if (this.failure) throw this.failure;
    await this.writer.write(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  }

  async end(): Promise<void> {
    if (this.failure) throw this.failure;
    await this.writer.close();
    await this.pumping;
  }
}

/** Writes the tar format into a sink, in batches. */
class ArchiveFile {
  private batch: Uint8Array[] = [];
  private batchBytes = 0;

  constructor(private readonly sink: ByteSink) {}

  async member(member: ArchiveMember, store: BlobStore): Promise<void> {
    await this.push(header(member.path, member.size));
    if ('bytes' in member) await this.push(checked(member, Buffer.from(member.bytes.buffer, member.bytes.byteOffset, member.bytes.byteLength)));
    else if ('file' in member) await this.copyFile(member.file, member);
    else {
      const local = store.localPath(member.blob);
      if (local) await this.copyFile(local, member);
      else await this.copyStream(store.read(member.blob), member);
    }
    const padding = (BLOCK - (member.size % BLOCK)) % BLOCK;
    if (padding) await this.push(ZEROS.subarray(0, padding));
  }

  async finish(): Promise<void> {
    // A tar archive ends with two empty blocks.
    await this.push(ZEROS);
    await this.push(ZEROS);
    await this.flush();
    await this.sink.end();
  }

  private async copyFile(file: string, member: Member): Promise<void> {
    const fd = openSync(file, 'r');
    try {
      if (fstatSync(fd).size !== member.size) throw changed(member.path);
      if (member.size <= CHUNK) {
        const bytes = Buffer.allocUnsafe(member.size);
        readFully(fd, bytes, 0);
        await this.push(checked(member, bytes));
        return;
      }
      const memberHash = createHash('sha256');
      for (let position = 0; position < member.size; ) {
        const chunk = Buffer.allocUnsafe(Math.min(CHUNK, member.size - position));
        readFully(fd, chunk, position);
        memberHash.update(chunk);
        await this.push(chunk);
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
      await this.push(bytes);
    }
    if (size !== member.size || memberHash.digest('hex') !== member.sha256) throw changed(member.path);
  }

  private async push(chunk: Uint8Array): Promise<void> {
    this.batch.push(chunk);
    this.batchBytes += chunk.length;
    if (this.batchBytes >= BATCH || this.batch.length >= IOV_MAX) await this.flush();
  }

  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    this.batchBytes = 0;
    if (batch.length > 0) await this.sink.write(batch);
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
