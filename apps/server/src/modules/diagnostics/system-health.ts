import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseKind, Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { storedFileBytes } from '../files/blobs.repo.ts';

export interface SystemHealth {
  storage: { filesBytes: number; volumeUsedBytes: number | null; volumeTotalBytes: number | null; percentage: number | null };
  uptimeSeconds: number;
  startedAt: string;
  database: DatabaseKind;
}

/** The volume under a folder (bytes used, total, and available to this process); null when it cannot be read. */
export async function volumeAt(folder: string): Promise<{ used: number; total: number; available: number } | null> {
  // A folder not created yet (before the first upload) is on the volume of its nearest existing parent.
  for (let dir = folder; ; dir = path.dirname(dir)) {
    try {
      const fs = await statfs(dir);
      const total = fs.blocks * fs.bsize;
      return total > 0 ? { used: (fs.blocks - fs.bfree) * fs.bsize, total, available: fs.bavail * fs.bsize } : null;
    } catch {
      if (dir === path.dirname(dir)) return null;
    }
  }
}

/** The volume under a filesystem blob store; null for a store without a local root or when it cannot be read. */
async function volumeOf(store: BlobStore): Promise<{ used: number; total: number } | null> {
  const root = 'root' in store && typeof store.root === 'string' ? store.root : null;
  return root ? volumeAt(root) : null;
}

/** Real figures only: the files' bytes from the database, the disk's use from the operating system, the process's uptime. */
export async function readSystemHealth(deps: { db: Db; store: BlobStore; startedAt: Date; database: DatabaseKind }, now: Date): Promise<SystemHealth> {
  const [filesBytes, volume] = await Promise.all([storedFileBytes(deps.db), volumeOf(deps.store)]);
  return {
    storage: {
      filesBytes,
      volumeUsedBytes: volume?.used ?? null,
      volumeTotalBytes: volume?.total ?? null,
      percentage: volume ? Math.round((volume.used / volume.total) * 1000) / 10 : null,
    },
    uptimeSeconds: Math.round((now.getTime() - deps.startedAt.getTime()) / 1000),
    startedAt: deps.startedAt.toISOString(),
    database: deps.database,
  };
}
