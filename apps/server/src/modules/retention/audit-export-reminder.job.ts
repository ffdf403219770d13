import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { defineJob, noPayload, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { createNotifications } from '../notifications/notify.ts';
import { retentionPolicies } from './retention-policies.ts';

export const AUDIT_EXPORT_REMINDER_JOB = 'audit-export-reminder';

/**
 * Audit events older than the audit-log retention period and not covered by a complete export since: the events after
 * the last unfiltered CSV export ('Audit Logs Exported' with no filters records the sequence it reached). Attest never
 * purges the trail; the count tells administrators what to archive outside it.
 */
export async function auditEventsDueForExport(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const [row] = rowsOf<{ due: number | string }>(
    await db.execute(sql`
      WITH exported AS (
        SELECT COALESCE(max((new_values->>'upToSeq')::bigint), 0) AS up_to FROM audit_events
        WHERE action = 'Audit Logs Exported' AND COALESCE(new_values->'filters', '{}'::jsonb) = '{}'::jsonb
      )
      SELECT count(*) AS due FROM audit_events, exported WHERE occurred_at <= ${cutoff}::timestamptz AND seq > exported.up_to`),
  );
  return Number(row?.due ?? 0);
}

/** Tells every active administrator, in the app and by e-mail, how many events are due; nothing when none are. */
export async function remindAuditExport(db: Db, now: Date): Promise<number> {
  const days = (await retentionPolicies(db)).auditLogs;
  const due = await auditEventsDueForExport(db, days, now);
  if (due === 0) return 0;
  await db.transaction(async (tx) => {
    const admins = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM users WHERE role = 'admin' AND status = 'active'`));
    await createNotifications(
      tx,
      admins.map((admin) => ({
        userId: admin.id,
        title: 'Audit trail export due',
        message: `${due} audit ${due === 1 ? 'event has' : 'events have'} reached the end of the ${days}-day audit log retention period and ${due === 1 ? 'has' : 'have'} not been exported since. Attest keeps the trail; export it in full (CSV, no filters) to archive it.`,
        type: 'warning' as const,
        category: 'audit' as const,
        actionUrl: '/audit',
      })),
    );
  });
  return due;
}

/** Monthly, on the 1st at 06:00 on the site's calendar. */
export async function scheduleAuditExportReminder(jobs: JobQueue, db: Db, calendar: SiteCalendar): Promise<void> {
  jobs.register(defineJob({
    name: AUDIT_EXPORT_REMINDER_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const due = await remindAuditExport(db, ctx.clock.now());
      if (due > 0) ctx.log.info({ due }, 'audit export reminder');
    },
  }));
  await calendar.follow(jobs, AUDIT_EXPORT_REMINDER_JOB, () => '0 6 1 * *');
}
