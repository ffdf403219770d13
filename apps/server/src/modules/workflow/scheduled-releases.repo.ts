import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { scheduledReleases } from '../../platform/db/schema/scheduled-releases.ts';

export type ScheduledReleaseRow = typeof scheduledReleases.$inferSelect;

const waiting = and(isNull(scheduledReleases.releasedAt), isNull(scheduledReleases.cancelledAt));

export async function insertScheduledRelease(tx: Db, row: typeof scheduledReleases.$inferInsert): Promise<void> {
  await tx.insert(scheduledReleases).values(row);
}

/** The release of a version waiting for its effective date, with the name of who scheduled it. */
export async function waitingRelease(db: Db, versionId: string): Promise<(ScheduledReleaseRow & { scheduledByName: string }) | undefined> {
  const [row] = await db
    .select({ release: scheduledReleases, scheduledByName: users.name })
    .from(scheduledReleases)
    .innerJoin(users, eq(users.id, scheduledReleases.scheduledBy))
    .where(and(eq(scheduledReleases.versionId, versionId), waiting))
    .limit(1);
  return row ? { ...row.release, scheduledByName: row.scheduledByName } : undefined;
}

/** Documents with a release waiting whose effective date has come (site date `today`). */
export async function documentsDueForRelease(db: Db, today: string): Promise<string[]> {
  const rows = await db.selectDistinct({ documentId: scheduledReleases.documentId }).from(scheduledReleases).where(and(waiting, lte(scheduledReleases.effectiveDate, today)));
  return rows.map((r) => r.documentId);
}

export async function markReleased(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(scheduledReleases).set({ releasedAt: at }).where(and(eq(scheduledReleases.id, id), waiting));
}

export async function markCancelled(tx: Db, id: string, change: { at: Date; by: string; reason: string }): Promise<void> {
  await tx.update(scheduledReleases).set({ cancelledAt: change.at, cancelledBy: change.by, cancelReason: change.reason }).where(and(eq(scheduledReleases.id, id), waiting));
}
