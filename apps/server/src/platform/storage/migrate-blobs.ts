import { createHash } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import type { BlobStore, FilesystemBlobStore } from './blob-store.ts';

/** The record folders a store holds (audit checkpoints); moved with the files. */
const RECORD_FOLDERS = ['audit-checkpoints/'];

export interface MigrationReport {
  /** Copied now and read back intact. */
  copied: number;
  /** Already in the target, read back intact (a resumed run). */
  alreadyThere: number;
  /** In the target with the wrong bytes: replaced, then read back intact. */
  replaced: number;
  records: number;
  /** Files that could not be copied intact, with the reason. */
  failed: { sha256: string; reason: string }[];
}

/**
 * Copies every file and record of a filesystem store into another store (a bucket), verifying each object by
 * reading it back and re-hashing it. Resumable: what is already there intact is verified and kept, so a run cut off
 * halfway is simply run again. The source is left untouched.
 */
export async function migrateBlobs(source: FilesystemBlobStore, target: BlobStore, onProgress: (done: number, sha256: string) => void = () => undefined): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, replaced: 0, records: 0, failed: [] };
  let done = 0;
  for await (const sha256 of source.list()) {
    try {
      const present = await target.stat(sha256);
      if (present && (await hashOf(target, sha256)) === sha256) report.alreadyThere += 1;
      else {
        // A wrong object under the name (an interrupted or damaged copy) is replaced: commitTemp skips existing names.
        if (present) await target.delete(sha256);
        const temp = await target.createTempPath();
        await copyFile(source.localPath(sha256), temp);
        await target.commitTemp(temp, sha256);
        if ((await hashOf(target, sha256)) !== sha256) throw new Error('the copy read back does not match its SHA-256');
        if (present) report.replaced += 1;
        else report.copied += 1;
      }
    } catch (error) {
      report.failed.push({ sha256, reason: (error as Error).message });
    }
    onProgress(++done, sha256);
  }
  for (const folder of RECORD_FOLDERS) {
    for (const name of await source.listRecords(folder)) {
      const bytes = (await source.getRecord(name))!;
      await target.putRecord(name, bytes);
      const copy = await target.getRecord(name);
      if (!copy?.equals(bytes)) report.failed.push({ sha256: name, reason: 'the record in the target differs from the source' });
      else report.records += 1;
    }
  }
  return report;
}

async function hashOf(store: BlobStore, sha256: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of store.read(sha256)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
