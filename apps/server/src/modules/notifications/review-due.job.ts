import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { todayIn } from '../../platform/site-date.ts';
import { createNotifications } from './notify.ts';

/**
 * Tells each owner once when an effective document reaches its periodic review date. The once-key (document and
 * review date) makes the run idempotent, so every instance may run it and a restart repeats nothing.
 */
export async function notifyReviewsDue(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: string; doc_number: string; title: string; author_id: string; review_date: string }>(
      await tx.execute(sql`
        WITH due AS (
          SELECT d.id, d.doc_number, d.title, d.author_id, d.review_date::text AS review_date
          FROM documents d
          WHERE d.status = 'effective' AND d.review_date IS NOT NULL AND d.review_date <= ${today}::date
        ), claimed AS (
          INSERT INTO notification_once (key)
          SELECT 'review-due:' || id || ':' || review_date FROM due
          ON CONFLICT (key) DO NOTHING
          RETURNING key
        )
        SELECT due.* FROM due JOIN claimed ON claimed.key = 'review-due:' || due.id || ':' || due.review_date`),
    );
    await createNotifications(
      tx,
      due.map((d) => ({
        userId: d.author_id,
        title: 'Periodic review due',
        message: `${d.doc_number} "${d.title}" reached its periodic review date (${d.review_date}). Review it and start a new version or confirm it stays in force.`,
        type: 'warning' as const,
        category: 'document' as const,
        actionUrl: `/documents/${d.id}`,
      })),
    );
    return due.length;
  });
}

export const REVIEW_DUE_JOB = 'review-due-reminders';

/** Hourly: a document is announced within the hour in which the site's calendar reaches its review date. */
export async function scheduleReviewDueReminders(jobs: JobQueue, db: Db, siteTimezone: string): Promise<void> {
  jobs.register({
    name: REVIEW_DUE_JOB,
    handler: async (_payload, ctx) => {
      const notified = await notifyReviewsDue(db, todayIn(siteTimezone, ctx.clock.now()));
      if (notified > 0) ctx.log.info({ notified }, 'periodic review reminders sent');
    },
  });
  await jobs.schedule(REVIEW_DUE_JOB, '0 * * * *', { timezone: siteTimezone });
}
