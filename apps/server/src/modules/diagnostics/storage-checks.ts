import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { volumeAt } from './system-health.ts';
import type { CheckDefinition } from './run-check.ts';

const DISK_WARN_FREE = 0.1;
const DISK_FAIL_FREE = 0.02;

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

/**
 * Writes a file of random bytes through the store (temp path, commit), reads it back and deletes it. Its content is
 * random, so its hash can be no stored document's: deleting it never touches a real file.
 */
export function blobStoreCheck(store: BlobStore): CheckDefinition {
  return {
    name: 'blob-store',
    quickFix: 'Check that the file store folder (DATA_DIR/blobs) or the S3 bucket exists and that the server may write, read and delete there; check free space.',
    timeoutMs: 10_000,
    run: async () => {
      const content = randomBytes(4096);
      const sha256 = createHash('sha256').update(content).digest('hex');
      const temp = await store.createTempPath();
      let committed = false;
      try {
        await writeFile(temp, content, { flag: 'wx' });
        await store.commitTemp(temp, sha256);
        committed = true;
        const back = await store.readBuffer(sha256);
        if (!back.equals(content)) throw new Error('The file read back differs from the file written');
        await store.delete(sha256);
        committed = false;
        if (await store.exists(sha256)) throw new Error('The file was still there after it was deleted');
        return { status: 'pass', message: 'Wrote, read back and deleted a 4 KiB file' };
      } finally {
        await store.removeTemp(temp).catch(() => undefined);
        if (committed) await store.delete(sha256).catch(() => undefined);
      }
    },
  };
}

/** Free space of the volume holding DATA_DIR (database, files and backups by default). */
export function diskSpaceCheck(dataDir: string): CheckDefinition {
  return {
    name: 'disk-space',
    quickFix: 'Free space on the volume of DATA_DIR: delete old backups (or lower the backups period), move backups elsewhere (BACKUP_DIR), or grow the volume.',
    timeoutMs: 5000,
    run: async () => {
      const volume = await volumeAt(dataDir);
      if (!volume) throw new Error(`The volume of ${dataDir} could not be read`);
      const free = volume.available / volume.total;
      const percent = `${(free * 100).toFixed(1)} %`;
      const details = `${gib(volume.available)} free of ${gib(volume.total)} (${dataDir})`;
      if (free < DISK_FAIL_FREE) return { status: 'fail', message: `Only ${percent} of the disk is free`, details };
      if (free < DISK_WARN_FREE) return { status: 'warn', message: `Only ${percent} of the disk is free`, details };
      return { status: 'pass', message: `${percent} of the disk is free`, details };
    },
  };
}
