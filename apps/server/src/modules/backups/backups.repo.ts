import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { BackupSummary } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { backups } from '../../platform/db/schema/backups.ts';
import { users } from '../../platform/db/schema/index.ts';

export type BackupRow = typeof backups.$inferSelect;

export async function findBackup(db: Db, id: string): Promise<BackupRow | undefined> {
  const [row] = await db.select().from(backups).where(eq(backups.id, id)).limit(1);
  return row;
}

export async function updateBackup(db: Db, id: string, changes: Partial<BackupRow>): Promise<void> {
  await db.update(backups).set(changes).where(eq(backups.id, id));
}

/** Records a running backup's outcome; false when it is no longer running (declared interrupted meanwhile). */
export async function finishRunning(db: Db, id: string, changes: Partial<BackupRow>): Promise<boolean> {
  const done = await db.update(backups).set(changes).where(and(eq(backups.id, id), eq(backups.status, 'running'))).returning({ id: backups.id });
  return done.length > 0;
}

/** A page of backups, newest first, with who asked for each. */
export async function listBackups(db: Db, page: number, pageSize: number): Promise<{ items: BackupSummary[]; total: number }> {
  const rows = await db
    .select({ backup: backups, requester: { id: users.id, name: users.name } })
    .from(backups)
    .leftJoin(users, eq(users.id, backups.requestedBy))
    .orderBy(desc(backups.startedAt), desc(backups.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(backups)) as [{ total: number }];
  return { items: rows.map((r) => toSummary(r.backup, r.requester?.id ? { id: r.requester.id, name: r.requester.name } : null)), total };
}

export async function latestFinishedBackup(db: Db): Promise<BackupSummary | null> {
  const [row] = await db
    .select({ backup: backups, requester: { id: users.id, name: users.name } })
    .from(backups)
    .leftJoin(users, eq(users.id, backups.requestedBy))
    .where(sql`${backups.status} <> 'running'`)
    .orderBy(desc(backups.startedAt), desc(backups.id))
    .limit(1);
  return row ? toSummary(row.backup, row.requester?.id ? { id: row.requester.id, name: row.requester.name } : null) : null;
}

/** When the newest succeeded backup finished, or null when none has. */
export async function latestSucceededBackupAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ finishedAt: backups.finishedAt }).from(backups).where(eq(backups.status, 'succeeded')).orderBy(desc(backups.finishedAt)).limit(1);
  return row?.finishedAt ?? null;
}

/** Succeeded archives started before `before`, oldest first, except the newest succeeded one (never pruned). */
export async function prunableBackups(db: Db, before: Date): Promise<BackupRow[]> {
  const [newest] = await db.select({ id: backups.id }).from(backups).where(eq(backups.status, 'succeeded')).orderBy(desc(backups.startedAt)).limit(1);
  if (!newest) return [];
  const rows = await db.select().from(backups).where(and(eq(backups.status, 'succeeded'), lt(backups.startedAt, before))).orderBy(backups.startedAt);
  return rows.filter((row) => row.id !== newest.id);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSummary(row: BackupRow, requestedBy: { id: string; name: string } | null): BackupSummary {
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger,
    requestedBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    fileName: row.fileName,
    location: row.location,
    host: row.host,
    copyLocation: row.copyLocation,
    databaseKind: row.databaseKind as BackupSummary['databaseKind'],
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    progress: row.status === 'running' ? { doneBytes: row.doneBytes, totalBytes: row.totalBytes } : null,
    counts: row.counts,
    error: row.error,
    prunedAt: iso(row.prunedAt),
    lastVerifiedAt: iso(row.lastVerifiedAt),
    lastVerifiedOk: row.lastVerifiedOk,
  };
}
