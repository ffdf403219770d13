import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilesystemBlobStore } from '../../platform/storage/blob-store.ts';
import { cartZip, manifestCsv, type ZipMember } from './cart-zip.ts';

let dir: string;
let store: FilesystemBlobStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cart-zip-'));
  store = new FilesystemBlobStore(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const member = (sha256: string): ZipMember => ({ documentId: 'd', path: 'SOP-1/a.pdf', docNumber: 'SOP-1', title: '=HYPERLINK("x")', versionLabel: '1.0', sha256 });

describe('the cart zip', () => {
  it('aborts the download when a file cannot be read, instead of sending a damaged zip as complete', async () => {
    const output = cartZip(store, [member('a'.repeat(64))], []);
    const failed = new Promise<Error>((resolve) => output.on('error', resolve));
    output.resume();
    expect((await failed as NodeJS.ErrnoException).code).toBe('ENOENT');
  });

  it('neutralises formula cells and reports bytes that do not match the stored hash', () => {
    const csv = manifestCsv([member('b'.repeat(64))], [], new Map([['SOP-1/a.pdf', 'c'.repeat(64)]]));
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"Integrity failure: the stored file's SHA-256 is ${'b'.repeat(64)}"`);
  });
});
