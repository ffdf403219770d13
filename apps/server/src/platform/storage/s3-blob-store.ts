import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertBackupName, assertRecordName, assertRecordPrefix, assertSha256, type BlobStat, type BlobStore } from './blob-store.ts';
import { LocalSpool } from './local-spool.ts';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: S3's minimum is 5 MiB; two in flight keep memory small. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
const BLOBS = 'blobs/';
const RECORDS = 'records/';
const BACKUPS = 'backups/';

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible servers that do not know the SDK's default trailing
    // checksums would store the framing with the bytes. Attest checks SHA-256 itself (on upload and integrity check).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Blobs in an S3-compatible bucket under `blobs/<aa>/<bb>/<sha256>` (so a listing comes back in hash order), records
 * under `records/`. Uploads are spooled and hashed locally by the caller, then streamed up in parts; the object's
 * size is checked before the commit returns, so the database row that follows names bytes the bucket really has.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly spool: LocalSpool;

  constructor(options: { client: S3Client; bucket: string; spoolDir: string }) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.spool = new LocalSpool(options.spoolDir);
  }

  createTempPath(): Promise<string> {
    return this.spool.createTempPath();
  }

  async commitTemp(tempPath: string, sha256: string): Promise<void> {
    const temp = this.spool.own(tempPath);
    try {
      // Stored content is uploaded again (same bytes, same key) rather than skipped: that renews LastModified, so the
      // upload recording it now does not lose it to the orphan sweep, which judges by age. Duplicates are rare.
      await this.upload(blobKey(sha256), temp, { sha256 });
    } finally {
      await rm(temp, { force: true });
    }
  }

  backupsLocation(): string {
    return `s3://${this.bucket}/${BACKUPS}`;
  }

  async putBackup(name: string, filePath: string): Promise<string> {
    assertBackupName(name);
    await this.upload(BACKUPS + name, filePath, {});
    return `s3://${this.bucket}/${BACKUPS}${name}`;
  }

  async readBackup(name: string): Promise<{ stream: Readable; size: number } | null> {
    assertBackupName(name);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: BACKUPS + name }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async deleteBackup(name: string): Promise<void> {
    assertBackupName(name);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: BACKUPS + name }));
  }

  /** Streams a local file up in parts; the object's size is checked before this returns. */
  private async upload(key: string, filePath: string, metadata: Record<string, string>): Promise<void> {
    const { size } = await stat(filePath);
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: createReadStream(filePath), ContentType: 'application/octet-stream', Metadata: metadata },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
    }).done();
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    if (head?.ContentLength !== size) throw new Error(`The bucket holds ${head?.ContentLength ?? 'no'} bytes for ${key} after uploading ${size}`);
  }

  removeTemp(tempPath: string): Promise<void> {
    return this.spool.remove(tempPath);
  }

  cleanupStaleTemps(olderThanMs: number): Promise<number> {
    return this.spool.cleanupStale(olderThanMs);
  }

  read(sha256: string): Readable {
    const key = blobKey(sha256);
    const body = async function* (this: S3BlobStore) {
      yield* await this.getBody(key, sha256);
    };
    return Readable.from(body.call(this), { objectMode: false });
  }

  async readBuffer(sha256: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.getBody(blobKey(sha256), sha256)) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  localPath(): null {
    return null;
  }

  async withLocalFile<T>(sha256: string, fn: (filePath: string) => Promise<T>): Promise<T> {
    const temp = await this.spool.createTempPath();
    try {
      await pipeline(await this.getBody(blobKey(sha256), sha256), createWriteStream(temp, { flags: 'wx' }));
      await chmod(temp, 0o444);
      return await fn(temp);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.stat(sha256)) !== null;
  }

  async stat(sha256: string): Promise<BlobStat | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: blobKey(sha256) }));
      return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: blobKey(sha256) }));
  }

  async *list(): AsyncIterable<string> {
    for await (const key of this.keys(BLOBS)) {
      const sha256 = key.slice(key.lastIndexOf('/') + 1);
      if (key === blobKey(sha256)) yield sha256;
    }
  }

  async putRecord(name: string, data: Buffer): Promise<'written' | 'exists'> {
    assertRecordName(name);
    if (await this.getRecord(name)) return 'exists';
    try {
      // If-None-Match: a record is created once and never replaced, where the server supports conditional writes.
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: RECORDS + name, Body: data, IfNoneMatch: '*' }));
      return 'written';
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412) return 'exists';
      throw error;
    }
  }

  async getRecord(name: string): Promise<Buffer | null> {
    assertRecordName(name);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: RECORDS + name }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async listRecords(prefix: string): Promise<string[]> {
    assertRecordPrefix(prefix);
    const names: string[] = [];
    for await (const key of this.keys(RECORDS + prefix)) names.push(key.slice(RECORDS.length));
    return names.sort();
  }

  /** Every key under a prefix, in the bucket's (ascending) order, a page at a time. */
  private async *keys(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** The object's bytes as a Node stream; a missing blob fails with ENOENT, as the filesystem store's does. */
  private async getBody(key: string, sha256: string): Promise<AsyncIterable<Buffer>> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw Object.assign(new Error(`ENOENT: no blob ${sha256} in the bucket`), { code: 'ENOENT' });
      throw error;
    }
  }
}

function blobKey(sha256: string): string {
  assertSha256(sha256);
  return `${BLOBS}${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
