import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { auditEvents, users } from '../../platform/db/schema/index.ts';

/** The cheapest round trip: throws when the database is not reachable. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** The instance's real figures for the landing page: active users and recorded audit events. */
export async function publicFigures(db: Db): Promise<{ activeUsers: number; auditEvents: number }> {
  const [[active], [events]] = await Promise.all([db.select({ n: count() }).from(users).where(eq(users.status, 'active')), db.select({ n: count() }).from(auditEvents)]);
  return { activeUsers: active?.n ?? 0, auditEvents: events?.n ?? 0 };
}
