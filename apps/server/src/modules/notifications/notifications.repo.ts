import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationCounts } from '@attest/domain';
import type { z } from 'zod';
import type { NotificationListQuery } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { notifications } from '../../platform/db/schema/index.ts';
import { likeSubstring } from '../../platform/db/like-pattern.ts';

export type NotificationRow = typeof notifications.$inferSelect;
type ListQuery = z.output<typeof NotificationListQuery>;

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  seq: row.seq,
  title: row.title,
  message: row.message,
  type: row.type as Notification['type'],
  category: row.category as Notification['category'],
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
  actionUrl: row.actionUrl,
});

function filters(userId: string, query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(notifications.userId, userId)];
  if (query.status !== 'all') conditions.push(eq(notifications.isRead, query.status === 'read'));
  if (query.type) conditions.push(eq(notifications.type, query.type));
  if (query.category) conditions.push(eq(notifications.category, query.category));
  if (query.q) {
    const pattern = likeSubstring(query.q);
    conditions.push(or(ilike(notifications.title, pattern), ilike(notifications.message, pattern)));
  }
  return and(...conditions);
}

const ORDER = {
  newest: [desc(notifications.seq)],
  oldest: [asc(notifications.seq)],
  unread: [asc(notifications.isRead), desc(notifications.seq)],
} as const;

/** One page of a user's notifications, filtered, sorted and paged in SQL. */
export async function listNotifications(db: Db, userId: string, query: ListQuery): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = filters(userId, query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function countNotifications(db: Db, userId: string): Promise<NotificationCounts> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where not ${notifications.isRead})`.mapWith(Number),
      last24Hours: sql<number>`count(*) filter (where ${notifications.createdAt} > now() - interval '24 hours')`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const total = row?.total ?? 0;
  const unread = row?.unread ?? 0;
  return { total, unread, read: total - unread, last24Hours: row?.last24Hours ?? 0 };
}

/** Marks one notification of the user read; false when the user has no such notification. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const own = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [row] = await db.select({ isRead: notifications.isRead }).from(notifications).where(own).limit(1);
  if (!row) return false;
  if (!row.isRead) await db.update(notifications).set({ isRead: true, readAt: now }).where(own);
  return true;
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

export async function deleteAllNotifications(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return deleted.length;
}

/** The user's highest seq: where a fresh live stream starts. */
export async function latestSeq(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ seq: sql<number | null>`max(${notifications.seq})`.mapWith(Number) }).from(notifications).where(eq(notifications.userId, userId));
  return row?.seq ?? 0;
}

/** Notifications after a seq, oldest first; `recentSeconds` also returns late commits of lower seq. */
export async function notificationsAfter(db: Db, userId: string, afterSeq: number, limit: number, recentSeconds = 0): Promise<NotificationRow[]> {
  const newer = gt(notifications.seq, afterSeq);
  const late = recentSeconds > 0 ? or(newer, sql`${notifications.createdAt} > now() - make_interval(secs => ${recentSeconds})`) : newer;
  return db.select().from(notifications).where(and(eq(notifications.userId, userId), late)).orderBy(asc(notifications.seq)).limit(limit);
}

/** The newest `limit` notifications after a seq, oldest first: what a reconnecting browser missed. */
export async function missedNotifications(db: Db, userId: string, afterSeq: number, limit: number): Promise<NotificationRow[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, afterSeq)))
    .orderBy(desc(notifications.seq))
    .limit(limit);
  return rows.reverse();
}
