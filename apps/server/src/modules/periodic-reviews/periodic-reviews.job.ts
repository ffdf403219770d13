import { sql } from 'drizzle-orm';
import { REVIEW_LEAD_DAYS_DEFAULT } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { defineJob, noPayload, type JobQueue, type JobRef } from '../../platform/jobs/job-queue.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { appendAuditEvent, SYSTEM_ACTOR } from '../audit/audit.repo.ts';
import { createNotifications } from '../notifications/notify.ts';
import { periodicReviewEvents } from './periodic-review-events.ts';

interface Opened {
  id: string;
  document_id: string;
  doc_number: string;
  title: string;
  owner_id: string;
  due_date: string;
}

/**
 * Opens a review task for each document in force whose review window has started (its next review date less its lead
 * time). The unique (document, review date) makes a second run, on this or another instance, open nothing; the owner
 * is told in the app and by e-mail, the opening is audited and announced (integrations). `only.documentId`: that document alone (a review
 * started early); in the caller's transaction when given one.
 */
export async function openDueReviews(db: Db, today: string, now: Date, only: { documentId?: string } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const opened = rowsOf<Opened>(
      await tx.execute(sql`
        WITH due AS (
          SELECT d.id, d.doc_number, d.title, COALESCE(p.owner_id, d.author_id) AS owner_id, d.review_date
          FROM documents d
          LEFT JOIN document_review_plans p ON p.document_id = d.id
          WHERE d.effective_version_id IS NOT NULL AND d.status <> 'archived' AND d.review_date IS NOT NULL
            AND (${only.documentId ?? null}::uuid IS NULL OR d.id = ${only.documentId ?? null}::uuid)
            AND d.review_date - COALESCE(p.lead_days, ${REVIEW_LEAD_DAYS_DEFAULT}) <= ${today}::date
            AND NOT EXISTS (SELECT 1 FROM periodic_reviews a WHERE a.document_id = d.id AND a.status IN ('open', 'revising'))
        ), inserted AS (
          INSERT INTO periodic_reviews (document_id, owner_id, due_date, opened_at)
          SELECT id, owner_id, review_date, ${now} FROM due
          ON CONFLICT DO NOTHING
          RETURNING id, document_id, owner_id, due_date
        )
        SELECT i.id, i.document_id, due.doc_number, due.title, i.owner_id, i.due_date::text AS due_date
        FROM inserted i JOIN due ON due.id = i.document_id`),
    );
    for (const task of opened) {
      await appendAuditEvent(tx, {
        actor: SYSTEM_ACTOR,
        action: 'Periodic Review Opened',
        entityType: 'document',
        entityId: task.document_id,
        newValues: { taskId: task.id, ownerId: task.owner_id, dueDate: task.due_date },
      });
    }
    await createNotifications(
      tx,
      opened.map((task) => ({
        userId: task.owner_id,
        title: 'Periodic review due',
        message: `${task.doc_number} "${task.title}" is due for its periodic review by ${task.due_date}. Confirm it needs no change (signed) or start a revision.`,
        type: 'warning' as const,
        category: 'document' as const,
        actionUrl: `/documents/${task.document_id}`,
      })),
    );
    if (opened.length) await periodicReviewEvents.publish(tx, 'reviews-due', { reviews: opened.map((task) => ({ reviewId: task.id, documentId: task.document_id, dueDate: task.due_date })), at: now });
    return opened.length;
  });
}

/** Tells the document coordinators, once per task, of reviews still open past their review date. */
export async function notifyOverdueReviews(db: Db, today: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const overdue = rowsOf<Opened & { owner_name: string }>(
      await tx.execute(sql`
        WITH marked AS (
          UPDATE periodic_reviews SET overdue_notified_at = ${now}
          WHERE status IN ('open', 'revising') AND due_date < ${today}::date AND overdue_notified_at IS NULL
          RETURNING id, document_id, owner_id, due_date
        )
        SELECT m.id, m.document_id, d.doc_number, d.title, m.owner_id, o.name AS owner_name, m.due_date::text AS due_date
        FROM marked m JOIN documents d ON d.id = m.document_id JOIN users o ON o.id = m.owner_id`),
    );
    if (overdue.length === 0) return 0;
    const coordinators = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM users WHERE role = 'document_coordinator' AND status = 'active'`));
    await createNotifications(
      tx,
      overdue.flatMap((task) =>
        coordinators.map((c) => ({
          userId: c.id,
          title: 'Periodic review overdue',
          message: `${task.doc_number} "${task.title}" was due for its periodic review on ${task.due_date} and ${task.owner_name} has not completed it.`,
          type: 'error' as const,
          category: 'document' as const,
          actionUrl: `/documents/${task.document_id}`,
        })),
      ),
    );
    return overdue.length;
  });
}

export const PERIODIC_REVIEW_JOB = 'periodic-reviews';
/** Also queued at once when a review plan changes. */
export const periodicReviewJob = { name: PERIODIC_REVIEW_JOB, payload: noPayload } satisfies JobRef;

/** Daily, just after midnight on the site's calendar: windows that start today open, reviews past due are escalated. */
export async function schedulePeriodicReviews(jobs: JobQueue, db: Db, calendar: SiteCalendar): Promise<void> {
  jobs.register(defineJob({
    ...periodicReviewJob,
    handler: async (_payload, ctx) => {
      const now = ctx.clock.now();
      const today = await calendar.today(now);
      const opened = await openDueReviews(db, today, now);
      const overdue = await notifyOverdueReviews(db, today, now);
      if (opened + overdue > 0) ctx.log.info({ opened, overdue }, 'periodic reviews');
    },
  }));
  await calendar.follow(jobs, PERIODIC_REVIEW_JOB, () => '5 0 * * *');
}
