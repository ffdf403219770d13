import { createHash } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import type { BlobStoreSettings } from '../../config.ts';
import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import type { ArchiveMember, ArchiveWriteTask, WrittenArchive } from './archive-write.worker.ts';
import { MANIFEST_PATH, type Manifest } from './backup-manifest.ts';

export type { ArchiveMember, WrittenArchive } from './archive-write.worker.ts';

/** One backup at a time is written; its thread is let go soon after (backups are hours apart). */
const pool = createWorkerPool<ArchiveWriteTask, WrittenArchive>(new URL('./archive-write.worker.ts', import.meta.url), {
  name: 'backup archive',
  maxThreads: 1,
  idleTimeoutMs: 10_000,
});

/**
 * Writes a tar archive at `target`: the manifest first, then each member, in a worker thread (see
 * archive-write.worker.ts); the members' entries in the manifest are theirs. With an age `recipient` the file is
 * the tar encrypted to it. `onProgress` hears the bytes of members written.
 */
export async function writeArchive(target: ArchiveWriteTask['target'], manifest: Manifest, members: ArchiveMember[], source: { store: BlobStoreSettings; recipient: string | null }, onProgress?: (doneBytes: number) => void): Promise<WrittenArchive> {
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const manifestMember: ArchiveMember = { path: MANIFEST_PATH, size: manifestBytes.length, sha256: createHash('sha256').update(manifestBytes).digest('hex'), bytes: manifestBytes };
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (doneBytes: number) => onProgress?.(Math.max(0, doneBytes - manifestBytes.length)));
  try {
    return await pool.run({ target, members: [manifestMember, ...members], store: source.store, recipient: source.recipient, progress: port2 }, [port2]);
  } finally {
    port1.close();
  }
}

export const closeArchiveWriterPool = (): Promise<void> => pool.close();
