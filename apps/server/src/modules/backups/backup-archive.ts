import { createHash } from 'node:crypto';
import { rename } from 'node:fs/promises';
import type { BackupCounts } from '@attest/domain';
import type { BlobStoreSettings } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { APP_VERSION } from '../../version.ts';
import { sealedHeadAt, type SealedHead } from '../audit/audit-anchors.ts';
import { sealPendingAuditEvents } from '../audit/audit-sealer.ts';
import { CHECKPOINT_FOLDER, checkpointSeqOf } from '../audit/audit-checkpoints.ts';
import { writeArchive, type ArchiveMember } from './archive-writer.ts';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, DATABASE_FORMATS, databaseMemberPath, fileMemberPath, recordMemberPath, type Manifest } from './backup-manifest.ts';
import { backupPaths, removeTemporaries, writeChecksumFile } from './backup-files.ts';
import { snapshotDatabase, type PostgresDumpTool } from './database-snapshot.ts';
import type { BackupEncryption } from './backup-encryption.ts';

export interface ArchiveDeps {
  database: Database;
  store: BlobStore;
  /** The same store's configuration: the archive's worker thread opens it again. */
  storeSettings: BlobStoreSettings;
  dir: string;
  pgDump: PostgresDumpTool | null;
  now: () => Date;
  /** Tests: an existing file written instead of the archive (/dev/full: a full disk). */
  archiveTarget?: string;
  /** The archive is encrypted to encryption.recipient when set. */
  encryption: Pick<BackupEncryption, 'recipient'>;
}

export interface ArchiveResult {
  sha256: string;
  size: number;
  counts: BackupCounts;
  /** The audit trail's head in the dump, as the manifest records it (null: an empty trail). */
  auditHead: SealedHead | null;
}

export interface ArchiveProgress {
  /** Called once the members are known, and as their bytes are written. */
  onTotal(totalBytes: number): Promise<void> | void;
  onProgress(doneBytes: number): void;
}

/**
 * Takes one backup into `dir/fileName` (encrypted when a recipient is configured): the database snapshot, the files it refers to and the audit checkpoints up to
 * its newest event, under a manifest. Written to a temporary name and renamed when complete, with its SHA-256 beside
 * it; on any failure the temporary pieces are removed, so a backup either exists whole or not at all.
 */
export async function createArchive(deps: ArchiveDeps, fileName: string, progress: ArchiveProgress): Promise<ArchiveResult> {
  const paths = backupPaths(deps.dir, fileName);
  await removeTemporaries(paths);
  try {
    // Committed events sealed first, so the dump carries their seals and the manifest its newest.
    await sealPendingAuditEvents(deps.database.db);
    const snapshot = await snapshotDatabase(deps.database, paths.dump, deps.pgDump);
    const records = await checkpointRecords(deps.store, snapshot.lastAuditSeq);
    const auditHead = await sealedHeadAt(deps.database.db, snapshot.lastSealedSeq);
    const counts: BackupCounts = { ...snapshot.counts, files: snapshot.blobs.length, records: records.length };
    const database: ArchiveMember = { path: databaseMemberPath(snapshot.kind), size: snapshot.dump.size, sha256: snapshot.dump.sha256, file: paths.dump };
    const files: ArchiveMember[] = snapshot.blobs.map((blob) => ({ path: fileMemberPath(blob.sha256), size: blob.size, sha256: blob.sha256, blob: blob.sha256 }));
    const sources = [database, ...records, ...files];
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: deps.now().toISOString(),
      application: { version: APP_VERSION },
      schema: { migrations: snapshot.migrations },
      database: { kind: snapshot.kind, path: database.path, format: DATABASE_FORMATS[snapshot.kind] },
      counts,
      ...(auditHead ? { auditHead } : {}),
      members: sources.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
    };
    await progress.onTotal(sources.reduce((sum, s) => sum + s.size, 0));
    const written = await writeArchive(deps.archiveTarget ? { path: deps.archiveTarget, existing: true } : { path: paths.partial, existing: false }, manifest, sources, { store: deps.storeSettings, recipient: deps.encryption.recipient }, (done) => progress.onProgress(done));
    await rename(paths.partial, paths.archive);
    await writeChecksumFile(paths.checksum, written.sha256, fileName);
    return { ...written, counts, auditHead };
  } finally {
    await removeTemporaries(paths);
  }
}

/** The audit checkpoints that cover events in the dump (a newer one would claim events the dump does not have). */
async function checkpointRecords(store: BlobStore, lastAuditSeq: number): Promise<ArchiveMember[]> {
  const names = (await store.listRecords(CHECKPOINT_FOLDER)).filter((name) => (checkpointSeqOf(name) ?? Number.POSITIVE_INFINITY) <= lastAuditSeq);
  const sources: ArchiveMember[] = [];
  for (const name of names) {
    const bytes = await store.getRecord(name);
    if (!bytes) continue;
    sources.push({ path: recordMemberPath(name), size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), bytes });
  }
  return sources;
}

