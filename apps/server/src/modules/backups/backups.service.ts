import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, lt } from 'drizzle-orm';
import type { BackupTrigger, BackupVerifyResponse } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import type { BlobStoreSettings } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { backups } from '../../platform/db/schema/backups.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { recordTrailAnchor } from '../audit/audit-anchors.ts';
import { appendAuditEvent, SYSTEM_ACTOR, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { readArchive } from './archive-reader.ts';
import { archiveSuffix, type BackupEncryption } from './backup-encryption.ts';
import { createArchive } from './backup-archive.ts';
import { archiveFileName, backupPaths, prepareBackupDir, removeArchive, removeTemporaries } from './backup-files.ts';
import type { PostgresDumpTool } from './database-snapshot.ts';
import { finishRunning, findBackup, prunableBackups, updateBackup, type BackupRow } from './backups.repo.ts';

export interface BackupDeps {
  database: Database;
  store: BlobStore;
  /** The store's configuration, for the archive's worker thread. */
  storeSettings: BlobStoreSettings;
  clock: Clock;
  /** This instance's BACKUP_DIR, its stable id and its host: where the archives it writes are, and which it prunes. */
  dir: string;
  instanceId: string;
  host: string;
  /** PostgreSQL only: pg_dump and the login it uses; null on the embedded database. */
  pgDump: PostgresDumpTool | null;
  /** How many days archives are kept (the retention policy); older ones are pruned after each backup. */
  retentionDays: () => Promise<number>;
  /** Tests: an existing file the archive is written to instead (/dev/full: a full disk). */
  archiveTarget?: string;
  /** BACKUP_AGE_RECIPIENT and BACKUP_AGE_IDENTITY_FILE: new archives are encrypted; verify opens encrypted ones. */
  encryption: BackupEncryption;
}

/**
 * The stale-running rule. The process taking a backup (a job on any instance, or `npm run backup`) writes the row's
 * heartbeat_at every BACKUP_HEARTBEAT_MS; a running row not heard from for BACKUP_STALE_AFTER_MS was left by a process
 * that stopped (killed, crashed), and the next start marks it failed, audited. A job whose instance stopped is also
 * claimed again after its lease and carries on with the row if it is still running.
 */
export const BACKUP_HEARTBEAT_MS = 30_000;
export const BACKUP_STALE_AFTER_MS = 5 * 60_000;
const INTERRUPTED = 'Interrupted: the process taking it stopped before it finished.';
/** Progress is written to the row at most this often. */
const PROGRESS_EVERY_MS = 500;

/** Why this installation cannot back up, or null: on PostgreSQL pg_dump must be installed. */
export async function backupUnavailable(deps: Pick<BackupDeps, 'database' | 'pgDump'>): Promise<string | null> {
  if (deps.database.kind === 'pglite') return null;
  return deps.pgDump && (await deps.pgDump.pgDump.locate()) ? null : 'BACKUP_UNAVAILABLE';
}

/**
 * Records a new backup as running, in the caller's transaction, audited; one at a time. The archive is written by
 * runBackup (the job, the schedule or the CLI).
 */
export async function startBackup(tx: Db, deps: BackupDeps, request: { trigger: BackupTrigger; actor: AuditActor; origin?: RequestOrigin }): Promise<BackupRow> {
  if (await backupUnavailable(deps)) throw new AppError('BACKUP_UNAVAILABLE');
  const now = deps.clock.now();
  await failStaleBackups(tx, deps, now);
  const id = crypto.randomUUID();
  const values = { id, status: 'running' as const, trigger: request.trigger, requestedBy: request.actor.id, startedAt: now, heartbeatAt: now, fileName: archiveFileName(id, now, archiveSuffix(deps.encryption)), databaseKind: deps.database.kind };
  // The partial unique index backups_one_running decides between two starts at the same moment, on any instance.
  const row = await tx
    .insert(backups)
    .values(values)
    .returning()
    .then(([inserted]) => inserted!)
    .catch((error: unknown) => {
      throw isUniqueViolation(error, 'backups_one_running') ? new AppError('BACKUP_RUNNING') : error;
    });
  await appendAuditEvent(tx, { actor: request.actor, origin: request.origin, action: 'Backup Started', entityType: 'backup', entityId: id, newValues: { trigger: request.trigger, fileName: row.fileName } });
  return row;
}

/** Marks failed, audited, the running backups whose process has not been heard from (the stale-running rule). */
async function failStaleBackups(tx: Db, deps: BackupDeps, now: Date): Promise<void> {
  const stale = await tx
    .update(backups)
    .set({ status: 'failed', finishedAt: now, error: INTERRUPTED })
    .where(and(eq(backups.status, 'running'), lt(backups.heartbeatAt, new Date(now.getTime() - BACKUP_STALE_AFTER_MS))))
    .returning();
  for (const row of stale) {
    await appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Backup Failed', entityType: 'backup', entityId: row.id, oldValues: { status: 'running', heartbeatAt: row.heartbeatAt.toISOString() }, newValues: { status: 'failed', fileName: row.fileName, error: INTERRUPTED, ...placeOf(row) } });
    const folder = heldHere(deps, row);
    if (folder) await removeTemporaries(backupPaths(folder, row.fileName));
  }
}

/** Writes the archive of a running backup and records the outcome; then prunes archives past their retention. */
export async function runBackup(deps: BackupDeps, id: string): Promise<BackupRow | undefined> {
  const db = deps.database.db;
  const row = await findBackup(db, id);
  if (row?.status !== 'running') return row;
  let lastWrite = -Infinity;
  // Whichever instance runs the job writes into its own folder: the row says so from now on.
  const place = { location: deps.dir, instanceId: deps.instanceId, host: deps.host };
  await updateBackup(db, id, place);
  const stopHeartbeat = keepAlive(deps, id);
  try {
    await prepareBackupDir(deps.dir);
    const result = await createArchive({ ...deps, now: () => deps.clock.now() }, row.fileName, {
      onTotal: (totalBytes) => updateBackup(db, id, { totalBytes }),
      onProgress: (doneBytes) => {
        const now = performance.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        void updateBackup(db, id, { doneBytes }).catch(() => undefined);
      },
    });
    const copyLocation = await copyToStore(deps, row.fileName);
    const recorded = await db.transaction(async (tx) => {
      if (!(await finishRunning(tx, id, { status: 'succeeded', finishedAt: deps.clock.now(), sizeBytes: result.size, sha256: result.sha256, counts: result.counts, doneBytes: result.size, copyLocation }))) return false;
      await appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Backup Completed', entityType: 'backup', entityId: id, newValues: { fileName: row.fileName, sizeBytes: result.size, sha256: result.sha256, counts: result.counts, ...placeOf(place), copyLocation, auditHead: result.auditHead } });
      if (result.auditHead) await recordTrailAnchor(tx, { source: 'backup', ref: row.fileName, ...result.auditHead }, deps.clock.now());
      return true;
    });
    // Declared interrupted meanwhile (no heartbeat got through): the row says failed, so no archive may claim it.
    if (!recorded) await removeEverywhere(deps, { ...place, fileName: row.fileName, copyLocation });
    else await pruneBackups(deps);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.transaction(async (tx) => {
      if (!(await finishRunning(tx, id, { status: 'failed', finishedAt: deps.clock.now(), error: message }))) return;
      await appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Backup Failed', entityType: 'backup', entityId: id, newValues: { fileName: row.fileName, error: message, ...placeOf(place) } });
    });
  } finally {
    stopHeartbeat();
  }
  return findBackup(db, id);
}

/**
 * With an object store (BLOB_STORE=s3) the finished archive and its `.sha256` are copied into it, streamed, under
 * backups/; returns where, or null when the store keeps no copies. A failed copy fails the backup and leaves no part
 * of it, here or in the bucket.
 */
async function copyToStore(deps: BackupDeps, fileName: string): Promise<string | null> {
  const paths = backupPaths(deps.dir, fileName);
  try {
    const location = await deps.store.putBackup(fileName, paths.archive);
    if (location) await deps.store.putBackup(path.basename(paths.checksum), paths.checksum);
    return location;
  } catch (error) {
    await removeEverywhere(deps, { location: deps.dir, instanceId: deps.instanceId, fileName, copyLocation: 'any' });
    throw new Error(`The archive could not be copied to ${deps.store.backupsLocation()}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

type Placed = Pick<BackupRow, 'location' | 'instanceId'>;

/**
 * The folder of an archive this instance can reach, or null: written here, or recorded before instances were
 * (migration 0180) in a folder this instance has. Another instance's folder is on its machine, not this one.
 */
function heldHere(deps: Pick<BackupDeps, 'instanceId'>, row: Placed): string | null {
  if (!row.location) return null;
  return row.instanceId === null || row.instanceId === deps.instanceId ? row.location : null;
}

/** Where an archive is, for the audit trail: the folder on which host. */
const placeOf = (row: Pick<BackupRow, 'location' | 'host'>) => ({ location: row.location, host: row.host });

/** Removes an archive and its `.sha256` from the folder that holds it (when here) and, when copied there, from the store. */
async function removeEverywhere(deps: Pick<BackupDeps, 'store' | 'instanceId'>, row: Placed & Pick<BackupRow, 'fileName' | 'copyLocation'>): Promise<void> {
  const folder = heldHere(deps, row);
  if (folder) await removeArchive(backupPaths(folder, row.fileName));
  if (row.copyLocation) await Promise.all([deps.store.deleteBackup(row.fileName), deps.store.deleteBackup(`${row.fileName}.sha256`)]).catch(() => undefined);
}

/**
 * Says a running backup is still being taken: now, then every BACKUP_HEARTBEAT_MS (or `everyMs`) until stopped.
 * Times come from the clock, the same one the stale-running rule compares them with.
 */
export function keepAlive(deps: Pick<BackupDeps, 'database' | 'clock'>, id: string, everyMs = BACKUP_HEARTBEAT_MS): () => void {
  const beat = () => void updateBackup(deps.database.db, id, { heartbeatAt: deps.clock.now() }).catch(() => undefined);
  beat();
  const timer = setInterval(beat, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Removes the archives this instance holds that are older than the retention policy (never the newest good one),
 * each prune audited. Another instance's archives wait for that instance: only it can remove its folder's files.
 */
export async function pruneBackups(deps: BackupDeps): Promise<number> {
  const days = await deps.retentionDays();
  const cutoff = new Date(deps.clock.now().getTime() - days * 86_400_000);
  const old = (await prunableBackups(deps.database.db, cutoff)).filter((row) => heldHere(deps, row) !== null);
  for (const row of old) {
    await removeEverywhere(deps, row);
    await deps.database.db.transaction(async (tx) => {
      await updateBackup(tx, row.id, { status: 'pruned', prunedAt: deps.clock.now() });
      await appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Backup Pruned', entityType: 'backup', entityId: row.id, oldValues: { status: 'succeeded' }, newValues: { status: 'pruned', fileName: row.fileName, retentionDays: days, ...placeOf(row) } });
    });
  }
  return old.length;
}

/**
 * The archive of a succeeded backup: the file in this instance's folder, or else its copy in the store (the local
 * file lost, or taken on another instance); an error saying why there is none, and where it is when elsewhere.
 */
export async function openArchive(deps: Pick<BackupDeps, 'database' | 'store' | 'instanceId'>, id: string): Promise<{ row: BackupRow; stream: Readable; size: number }> {
  const row = await findBackup(deps.database.db, id);
  if (!row) throw new AppError('BACKUP_NOT_FOUND');
  if (row.status !== 'succeeded') throw new AppError('BACKUP_ARCHIVE_MISSING');
  const folder = heldHere(deps, row);
  const local = folder ? backupPaths(folder, row.fileName).archive : null;
  const size = local ? await stat(local).then((info) => info.size, () => null) : null;
  if (local && size !== null) return { row, stream: createReadStream(local), size };
  const copy = row.copyLocation ? await deps.store.readBackup(row.fileName) : null;
  if (copy) return { row, ...copy };
  if (!folder && row.location) throw new AppError('BACKUP_ARCHIVE_ELSEWHERE', `This backup’s archive is in ${backupPaths(row.location, row.fileName).archive} on ${row.host ?? 'another instance'}, not in this instance’s backup folder. Download it from that instance, or copy it from there.`);
  throw new AppError('BACKUP_ARCHIVE_MISSING');
}

/** Re-reads an archive against its manifest and its recorded SHA-256; the result is kept on the row, audited. */
export async function verifyBackup(deps: BackupDeps, id: string, actor: AuditActor, origin?: RequestOrigin): Promise<BackupVerifyResponse> {
  const { row, stream } = await openArchive(deps, id);
  // A key problem (no identity here, or another one) is an error to fix, not a verdict on the archive.
  const check = await readArchive(stream, { expectedSha256: row.sha256 ?? undefined, identityFile: deps.encryption.identityFile });
  const verifiedAt = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await updateBackup(tx, id, { lastVerifiedAt: verifiedAt, lastVerifiedOk: check.ok });
    await appendAuditEvent(tx, { actor, origin, action: 'Backup Verified', entityType: 'backup', entityId: id, newValues: { fileName: row.fileName, ok: check.ok, members: check.members, problems: check.problems } });
  });
  return { ok: check.ok, members: check.members, problems: check.problems, verifiedAt: verifiedAt.toISOString() };
}
