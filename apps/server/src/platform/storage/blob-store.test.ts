import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilesystemBlobStore } from './blob-store.ts';

let root: string;
let store: FilesystemBlobStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'attest-blobs-'));
  store = new FilesystemBlobStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');
const blobFile = (hash: string) => path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);

async function collect(hashes: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const hash of hashes) all.push(hash);
  return all;
}

async function spool(content: string): Promise<string> {
  const temp = await store.createTempPath();
  await writeFile(temp, content);
  return temp;
}

describe('FilesystemBlobStore', () => {
  it('stores content under <aa>/<bb>/<sha256>, read-only, and reads it back', async () => {
    const hash = sha256('hello');
    await store.commitTemp(await spool('hello'), hash);

    expect((await stat(blobFile(hash))).mode & 0o777).toBe(0o444);
    expect(await text(store.read(hash))).toBe('hello');
    expect((await store.readBuffer(hash)).toString()).toBe('hello');
    expect(await store.exists(hash)).toBe(true);
    expect(await store.stat(hash)).toMatchObject({ size: 5 });
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('commits the same content twice as one blob and removes the second temp file', async () => {
    const hash = sha256('same');
    await store.commitTemp(await spool('same'), hash);
    const before = await stat(blobFile(hash));
    await store.commitTemp(await spool('same'), hash);
    const after = await stat(blobFile(hash));

    expect(after.ino).toBe(before.ino);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
    expect(await collect(store.list())).toEqual([hash]);
  });

  it('a second commit of stored content makes the blob fresh again, so the orphan sweep leaves it to the upload now recording it', async () => {
    const hash = sha256('stored twice');
    await store.commitTemp(await spool('stored twice'), hash);
    const old = new Date(Date.now() - 3 * 86_400_000);
    await utimes(blobFile(hash), old, old);
    await store.commitTemp(await spool('stored twice'), hash);
    expect((await store.stat(hash))!.mtime.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('commits by renaming the temp file itself (atomic on one filesystem), never by copying', async () => {
    const content = 'x'.repeat(1024 * 1024);
    const hash = sha256(content);
    const temp = await spool(content);
    const { ino, dev } = await stat(temp);
    expect(await store.exists(hash)).toBe(false);
    await store.commitTemp(temp, hash);
    expect(await stat(blobFile(hash))).toMatchObject({ ino, dev, size: content.length });
  });

  it('survives two uploads of the same content committing at once', async () => {
    const hash = sha256('racing');
    await Promise.all([store.commitTemp(await spool('racing'), hash), store.commitTemp(await spool('racing'), hash)]);
    expect((await store.readBuffer(hash)).toString()).toBe('racing');
    expect(await collect(store.list())).toEqual([hash]);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('lists every stored hash in ascending order, ignoring temp files and strays', async () => {
    const hashes = ['b', 'a', 'c', 'd'].map(sha256);
    for (const [i, hash] of hashes.entries()) await store.commitTemp(await spool(['b', 'a', 'c', 'd'][i]!), hash);
    await spool('pending upload');
    await writeFile(path.join(root, 'README'), 'not a blob');

    expect(await collect(store.list())).toEqual([...hashes].sort());
  });

  it('lends a local path to parsers that need a file', async () => {
    const hash = sha256('parse me');
    await store.commitTemp(await spool('parse me'), hash);
    expect(await store.withLocalFile(hash, (file) => readFile(file, 'utf8'))).toBe('parse me');
    await expect(store.withLocalFile(sha256('absent'), () => Promise.resolve('never called'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('deletes a blob, and reports absent blobs as such', async () => {
    const hash = sha256('gone');
    await store.commitTemp(await spool('gone'), hash);
    await store.delete(hash);
    expect(await store.exists(hash)).toBe(false);
    expect(await store.stat(hash)).toBeNull();
    await expect(store.readBuffer(hash)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.delete(hash)).resolves.toBeUndefined();
  });

  it('refuses hashes that are not 64 lowercase hex digits and temp paths outside its temp area', async () => {
    await expect(store.exists('../../etc/passwd')).rejects.toThrow(/SHA-256/);
    expect(() => store.read('A'.repeat(64))).toThrow(/SHA-256/);
    await expect(store.commitTemp(path.join(root, 'elsewhere'), sha256('x'))).rejects.toThrow(/temp file/);
    await expect(store.removeTemp('/etc/passwd')).rejects.toThrow(/temp file/);
  });

  it('removes temp files older than the given age and keeps fresh ones', async () => {
    const stale = await spool('abandoned');
    const fresh = await spool('in progress');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(stale, hourAgo, hourAgo);

    expect(await store.cleanupStaleTemps(10 * 60 * 1000)).toBe(1);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([path.basename(fresh)]);
  });

  it('works on an empty root that does not exist yet', async () => {
    const empty = new FilesystemBlobStore(path.join(root, 'not-yet'));
    expect(await collect(empty.list())).toEqual([]);
    expect(await empty.cleanupStaleTemps(0)).toBe(0);
  });
});
