import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { defineJob, noPayload, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { trainingEvents } from './training-events.ts';
import { TRAINING_VERSION } from './training-version.ts';
import { createNotifications } from '../notifications/notify.ts';
import { firstTimeOnly } from '../notifications/notify-once.ts';

/** Days before the due date when the trainee is reminded. */
export const TRAINING_REMINDER_DAYS_BEFORE = 3;
export const TRAINING_REMINDER_JOB = 'training-reminders';

interface Due {
  /** The assignment. */
  id: string;
  user_id: string;
  document_id: string;
  doc_number: string;
  title: string;
  due_date: string;
  kind: 'due-soon' | 'overdue';
}

/**
 * Reminds each trainee of an open assignment on a version in force once when it is due within
 * TRAINING_REMINDER_DAYS_BEFORE days, and once when it is overdue, in the app and by e-mail. The once-keys
 * (assignment and kind) make every run idempotent, on any instance and after a restart; the assignments first found
 * overdue are announced (integrations) in the same transaction, so each is announced once too.
 */
export async function remindTrainingDue(db: Db, today: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const candidates = rowsOf<Due>(
      await tx.execute(sql`
        SELECT a.id, a.user_id, a.document_id, d.doc_number, d.title, a.due_date::text AS due_date,
               CASE WHEN a.due_date < ${today}::date THEN 'overdue' ELSE 'due-soon' END AS kind
        FROM training_assignments a
        JOIN documents d ON d.id = a.document_id
        JOIN users u ON u.id = a.user_id AND u.status = 'active'
        WHERE a.status = 'open' AND a.version_id = ${TRAINING_VERSION}
          AND a.due_date <= ${today}::date + ${TRAINING_REMINDER_DAYS_BEFORE}::int`),
    );
    const due = await firstTimeOnly(tx, candidates, (d) => `training-${d.kind}:${d.id}`);
    await createNotifications(
      tx,
      due.map((d) => ({
        userId: d.user_id,
        title: d.kind === 'overdue' ? 'Training overdue' : 'Training due soon',
        message:
          d.kind === 'overdue'
            ? `Your training on ${d.doc_number} "${d.title}" was due on ${d.due_date}. Read it and sign it off now.`
            : `Your training on ${d.doc_number} "${d.title}" is due on ${d.due_date}. Read it and sign it off before then.`,
        type: d.kind === 'overdue' ? ('error' as const) : ('warning' as const),
        category: 'document' as const,
        actionUrl: `/documents/${d.document_id}`,
      })),
    );
    const overdue = due.filter((d) => d.kind === 'overdue').map((d) => d.id);
    if (overdue.length) await trainingEvents.publish(tx, 'training-overdue', { assignmentIds: overdue, at: now });
    return due.length;
  });
}

/** Daily at 07:00 site time; the queue runs it once across instances. */
export async function scheduleTrainingReminders(jobs: JobQueue, db: Db, calendar: SiteCalendar): Promise<void> {
  jobs.register(defineJob({
    name: TRAINING_REMINDER_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const now = ctx.clock.now();
      const reminded = await remindTrainingDue(db, await calendar.today(now), now);
      if (reminded > 0) ctx.log.info({ reminded }, 'training reminders sent');
    },
  }));
  await calendar.follow(jobs, TRAINING_REMINDER_JOB, () => '0 7 * * *');
}
