import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Db } from '../../platform/db/client.ts';
import { todayIn } from '../../platform/site-date.ts';
import { createNotifications } from './notify.ts';

const EVERY_MS = 60 * 60_000;
const FIRST_RUN_MS = 10_000;

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

export class ReviewDueJob {
  private timer: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly siteTimezone: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setTimeout(() => this.tick(), FIRST_RUN_MS).unref();
  }

  private tick(): void {
    this.running = notifyReviewsDue(this.database.db, todayIn(this.siteTimezone)).catch((error: unknown) => this.log.error({ err: error }, 'periodic review reminders failed'));
    this.timer = setTimeout(() => this.tick(), EVERY_MS).unref();
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }
}
