import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilesystemBlobStore } from '../platform/storage/blob-store.ts';
import { migrateBlobs } from '../platform/storage/migrate-blobs.ts';
import { S3BlobStore, s3Client } from '../platform/storage/s3-blob-store.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;
let source: FilesystemBlobStore;
const servers: TestS3[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-migrate-'));
  source = new FilesystemBlobStore(path.join(dataDir, 'blobs'));
  for (let i = 0; i < 6; i += 1) await put(source, randomBytes(1000 + i * 50_000));
  await source.putRecord('audit-checkpoints/000000000042.json', Buffer.from('{"seq":42}'));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function put(store: FilesystemBlobStore | S3BlobStore, content: Buffer): Promise<string> {
  const temp = await store.createTempPath();
  await writeFile(temp, content);
  const sha256 = createHash('sha256').update(content).digest('hex');
  await store.commitTemp(temp, sha256);
  return sha256;
}

async function bucket(): Promise<{ s3: TestS3; target: S3BlobStore }> {
  const s3 = await startTestS3();
  servers.push(s3);
  return { s3, target: new S3BlobStore({ client: s3Client(s3.settings), bucket: s3.settings.bucket, spoolDir: path.join(dataDir, 'spool') }) };
}

async function listed(store: { list(): AsyncIterable<string> }): Promise<string[]> {
  const all: string[] = [];
  for await (const sha of store.list()) all.push(sha);
  return all;
}

describe('moving the filesystem store into a bucket', () => {
  it('copies every file and record, verified; a second run (a resumed one) keeps what is intact and replaces a damaged copy', async () => {
    const { target } = await bucket();
    const hashes = await listed(source);
    // An earlier run was cut off after two files, and one of them was left with the wrong bytes under its name.
    const [first, second] = hashes;
    const temp = await target.createTempPath();
    await writeFile(temp, 'not the right bytes');
    await target.commitTemp(temp, first!);
    const temp2 = await target.createTempPath();
    await writeFile(temp2, await source.readBuffer(second!));
    await target.commitTemp(temp2, second!);

    const report = await migrateBlobs(source, target);
    expect(report).toMatchObject({ copied: hashes.length - 2, alreadyThere: 1, replaced: 1, records: 1, failed: [] });
    expect(await listed(target)).toEqual(hashes);
    for (const sha of hashes) expect(createHash('sha256').update(await target.readBuffer(sha)).digest('hex')).toBe(sha);
    expect((await target.getRecord('audit-checkpoints/000000000042.json'))?.toString()).toBe('{"seq":42}');

    const again = await migrateBlobs(source, target);
    expect(again).toMatchObject({ copied: 0, alreadyThere: hashes.length, replaced: 0, failed: [] });
  });

  it('is what npm run migrate-blobs -- --to s3 does, and it refuses to run without a bucket', async () => {
    const { s3, target } = await bucket();
    const npm = (args: string[], env: Record<string, string>) =>
      run('npm', ['run', '-s', 'migrate-blobs', '--', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, ...env }, timeout: 120_000 }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    const { BLOB_STORE: _, ...bucketEnv } = s3.env;
    expect((await npm(['--to', 's3'], {})).code).toBe(2);
    const done = await npm(['--to', 's3'], bucketEnv);
    expect(done.out).toContain('6 copied, 0 already there, 0 replaced, 1 records');
    expect(done.code).toBe(0);
    expect(await listed(target)).toEqual(await listed(source));
  }, 120_000);
});
