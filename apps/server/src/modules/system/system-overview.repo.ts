import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';

/** One trivial round trip to the database, in milliseconds to one decimal. */
export async function timedRoundTrip(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`SELECT 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}

/** The record counts System Administration shows: live documents, active workflows, audit events of the last day. */
export async function recordCounts(db: Db) {
  const [row] = rowsOf<{ documents: number; active_workflows: number; audit_last_24h: number }>(
    await db.execute(sql`SELECT
      (SELECT count(*)::int FROM documents WHERE status <> 'archived') AS documents,
      (SELECT count(*)::int FROM workflows WHERE status = 'active') AS active_workflows,
      (SELECT count(*)::int FROM audit_events WHERE occurred_at >= now() - interval '24 hours') AS audit_last_24h`),
  );
  return { documents: row?.documents ?? 0, activeWorkflows: row?.active_workflows ?? 0, auditEventsLast24h: row?.audit_last_24h ?? 0 };
}
