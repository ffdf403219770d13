import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3BlobStore, s3Client } from './s3-blob-store.ts';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';

let s3: TestS3;
let spoolDir: string;
let store: S3BlobStore;
beforeAll(async () => {
  s3 = await startTestS3();
  spoolDir = await mkdtemp(path.join(os.tmpdir(), 'attest-s3-spool-'));
  store = new S3BlobStore({ client: s3Client(s3.settings), bucket: s3.settings.bucket, spoolDir });
});
afterAll(async () => {
  await s3.close();
  await rm(spoolDir, { recursive: true, force: true });
});

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

async function commit(content: Buffer | string): Promise<string> {
  const temp = await store.createTempPath();
  await writeFile(temp, content);
  const hash = sha256(content);
  await store.commitTemp(temp, hash);
  return hash;
}

async function collect(hashes: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const hash of hashes) all.push(hash);
  return all;
}

describe('S3BlobStore (against s3rver)', () => {
  it('stores content under its hash, reads it back as a stream and a buffer, and removes the spooled file', async () => {
    const hash = await commit('quality manual, revision 3');
    expect(await text(store.read(hash))).toBe('quality manual, revision 3');
    expect((await store.readBuffer(hash)).toString()).toBe('quality manual, revision 3');
    expect(await store.stat(hash)).toMatchObject({ size: 26 });
    expect(store.localPath()).toBeNull();
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('a second commit of stored content makes the object fresh again (the orphan sweep judges by its age)', async () => {
    const content = `stored twice ${randomBytes(8).toString('hex')}`;
    const hash = await commit(content);
    const first = (await store.stat(hash))!.mtime.getTime();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await commit(content);
    expect((await store.stat(hash))!.mtime.getTime()).toBeGreaterThan(first);
    expect(await store.readBuffer(hash).then((b) => b.toString())).toBe(content);
  });

  it('uploads a large file in parts, byte for byte', async () => {
    const content = randomBytes(19 * 1024 * 1024);
    const hash = await commit(content);
    expect(sha256(await store.readBuffer(hash))).toBe(hash);
    expect((await store.stat(hash))?.size).toBe(content.length);
  });

  it('commits the same content twice as one object', async () => {
    const first = await commit('same bytes');
    const second = await commit('same bytes');
    expect(second).toBe(first);
    expect((await collect(store.list())).filter((h) => h === first)).toHaveLength(1);
  });

  it('lists every stored hash in ascending order, records excluded', async () => {
    const hashes = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((c) => commit(`list ${c}`)));
    await store.putRecord('audit-checkpoints/000000000001.json', Buffer.from('{}'));
    const listed = await collect(store.list());
    for (const hash of hashes) expect(listed).toContain(hash);
    expect(listed).toEqual([...listed].sort());
    expect(listed.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('lends a local copy to parsers that need a file, and removes it afterwards', async () => {
    const hash = await commit('parse me');
    let lent = '';
    const content = await store.withLocalFile(hash, async (file) => {
      lent = file;
      return readFile(file, 'utf8');
    });
    expect(content).toBe('parse me');
    await expect(readFile(lent)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('deletes a blob, and reports absent blobs as ENOENT like the filesystem store', async () => {
    const hash = await commit('to be destroyed');
    await store.delete(hash);
    expect(await store.exists(hash)).toBe(false);
    expect(await store.stat(hash)).toBeNull();
    await expect(store.readBuffer(hash)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(text(store.read(hash))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('creates a record once and never replaces it; lists a folder of records in order', async () => {
    expect(await store.putRecord('audit-checkpoints/000000000010.json', Buffer.from('first'))).toBe('written');
    expect(await store.putRecord('audit-checkpoints/000000000010.json', Buffer.from('second'))).toBe('exists');
    expect((await store.getRecord('audit-checkpoints/000000000010.json'))?.toString()).toBe('first');
    expect(await store.getRecord('audit-checkpoints/none.json')).toBeNull();
    expect(await store.listRecords('audit-checkpoints/')).toEqual(['audit-checkpoints/000000000001.json', 'audit-checkpoints/000000000010.json']);
  });

  it('refuses keys that are not hashes or record names, and temp paths outside its spool', async () => {
    expect(() => store.read('../../etc/passwd')).toThrow(/Not a SHA-256/);
    await expect(store.getRecord('../x')).rejects.toThrow(/Not a record name/);
    await expect(store.commitTemp('/etc/passwd', sha256('x'))).rejects.toThrow(/Not a temp file/);
  });
});
