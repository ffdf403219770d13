import { createHash } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilesystemBlobStore } from '../../platform/storage/blob-store.ts';
import { checkBlobIntegrity, type BlobReference } from './blob-integrity.ts';

let root: string;
let store: FilesystemBlobStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'attest-integrity-'));
  store = new FilesystemBlobStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function put(content: string): Promise<BlobReference> {
  const sha256 = createHash('sha256').update(content).digest('hex');
  const temp = await store.createTempPath();
  await writeFile(temp, content);
  await store.commitTemp(temp, sha256);
  return { sha256, size: Buffer.byteLength(content) };
}

const sorted = (refs: BlobReference[]) => [...refs].sort((a, b) => (a.sha256 < b.sha256 ? -1 : 1));

async function* stream(refs: BlobReference[]): AsyncIterable<BlobReference> {
  for (const ref of refs) yield ref;
}

describe('checkBlobIntegrity', () => {
  it('finds a missing, a corrupt and an orphan blob among healthy ones [REQ:A11-7] [REQ:FR-SYS-5]', async () => {
    const healthy = await Promise.all(['SOP-001 v1', 'SOP-001 v2', 'WI-007'].map(put));
    const missing = await put('deleted behind our back');
    await store.delete(missing.sha256);
    const corrupt = await put('the approved text');
    const file = path.join(root, corrupt.sha256.slice(0, 2), corrupt.sha256.slice(2, 4), corrupt.sha256);
    await chmod(file, 0o644);
    await writeFile(file, 'the tampered text'); // same length, different bytes
    const orphan = await put('uploaded, never registered');

    const report = await checkBlobIntegrity(store, stream(sorted([...healthy, missing, corrupt])));

    expect(report).toEqual({ checked: 5, missing: [missing.sha256], corrupt: [corrupt.sha256], orphans: [orphan.sha256] });
  });

  it('flags a reference that records the wrong size, and counts repeated references once', async () => {
    const blob = await put('shared by two versions');
    const report = await checkBlobIntegrity(store, [blob, blob, { ...blob, size: blob.size + 1 }]);
    expect(report).toEqual({ checked: 1, missing: [], corrupt: [blob.sha256], orphans: [] });
  });

  it('reports everything stored as orphaned when nothing is referenced', async () => {
    const refs = sorted(await Promise.all(['a', 'b', 'c'].map(put)));
    expect(await checkBlobIntegrity(store, [])).toEqual({ checked: 0, missing: [], corrupt: [], orphans: refs.map((r) => r.sha256) });
  });

  it('refuses references that are not sorted, since the merge would report nonsense', async () => {
    const refs = sorted(await Promise.all(['a', 'b'].map(put)));
    await expect(checkBlobIntegrity(store, refs.reverse())).rejects.toThrow(/sorted/);
  });
});
