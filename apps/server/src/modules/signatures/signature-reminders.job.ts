import { sql } from 'drizzle-orm';
import type { SignatureConfig } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { defineJob, noPayload, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SettingsService } from '../../core/settings/settings.ts';
import { createNotifications } from '../notifications/notify.ts';
import { firstTimeOnly } from '../notifications/notify-once.ts';
import { SIGNATURE_CONFIG_SETTING } from './signature-config.ts';

export const SIGNATURE_REMINDER_JOB = 'signature-reminders';
/** Hourly, so a reminder goes out within the hour its period ends; most runs find nothing to send. */
const SIGNATURE_REMINDER_CRON = '25 * * * *';

const HOUR_MS = 60 * 60_000;
/** The length of one reminder period of each frequency ('off' has none). */
export const SIGNATURE_REMINDER_PERIOD_MS: Record<Exclude<SignatureConfig['reminderFrequency'], 'off'>, number> = {
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
};

interface Waiting {
  assignment_id: string;
  user_id: string;
  type: 'reviewer' | 'approver';
  document_id: string;
  doc_number: string;
  title: string;
  version_label: string;
  waiting_since: string | Date;
  period: number;
}

/**
 * Reminds each reviewer and approver of the review or approval waiting for them (their assignment pending while the
 * document is at their step: in review for reviewers, pending approval for approvers), once per full period it has
 * waited: after one day (or week), again after two, … The once-key (frequency, assignment, period number) makes
 * every run idempotent, on any instance and after a restart; a completed or cancelled assignment is never reminded.
 * The time is the app clock's. Returns how many reminders were sent.
 */
export async function remindPendingSignatures(db: Db, frequency: SignatureConfig['reminderFrequency'], now: Date): Promise<number> {
  if (frequency === 'off') return 0;
  const periodSeconds = SIGNATURE_REMINDER_PERIOD_MS[frequency] / 1000;
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const waiting = rowsOf<Waiting>(
      await tx.execute(sql`
        WITH waiting AS (
          SELECT a.id AS assignment_id, a.user_id, a.type, d.id AS document_id, d.doc_number, d.title, v.version_label,
                 -- An approver waits from when the document reached approval: the last review completed, if later.
                 GREATEST(a.assigned_at, COALESCE(
                   (SELECT max(r.completed_at) FROM workflow_assignments r WHERE r.workflow_id = a.workflow_id AND r.type = 'reviewer' AND a.type = 'approver'),
                   a.assigned_at)) AS waiting_since
          FROM workflow_assignments a
          JOIN workflows w ON w.id = a.workflow_id AND w.status = 'active'
          JOIN documents d ON d.id = w.document_id
          JOIN document_versions v ON v.id = w.version_id
          JOIN users u ON u.id = a.user_id AND u.status = 'active'
          WHERE a.status = 'pending'
            AND ((a.type = 'reviewer' AND d.status = 'in-review') OR (a.type = 'approver' AND d.status = 'pending-approval'))
        ), due AS (
          SELECT waiting.*, floor(extract(epoch FROM (${at} - waiting_since)) / ${periodSeconds})::int AS period
          FROM waiting
        )
        SELECT * FROM due WHERE period >= 1`),
    );
    const due = await firstTimeOnly(tx, waiting, (d) => `signature-reminder:${frequency}:${d.assignment_id}:${d.period}`);
    await createNotifications(
      tx,
      due.map((d) => {
        const label = `${d.doc_number} "${d.title}" (version ${d.version_label})`;
        const since = new Date(d.waiting_since).toISOString().slice(0, 10);
        const review = d.type === 'reviewer';
        return {
          userId: d.user_id,
          title: review ? 'Review waiting for you' : 'Approval waiting for you',
          message: review
            ? `${label} has been waiting for your review since ${since}. Review it, or ask the author to reassign it.`
            : `${label} has been waiting for your approval and signature since ${since}. Approve or reject it, or ask the author to reassign it.`,
          type: 'warning' as const,
          category: 'workflow' as const,
          actionUrl: `/documents/${d.document_id}/review`,
        };
      }),
    );
    return due.length;
  });
}

/** Registers the reminder job and its hourly schedule; each run reads the reminder frequency in force. */
export async function scheduleSignatureReminders(jobs: JobQueue, deps: { db: Db; settings: SettingsService }): Promise<void> {
  jobs.register(defineJob({
    name: SIGNATURE_REMINDER_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const { reminderFrequency } = (await deps.settings.get(SIGNATURE_CONFIG_SETTING)).value;
      const reminded = await remindPendingSignatures(deps.db, reminderFrequency, ctx.clock.now());
      if (reminded > 0) ctx.log.info({ reminded, reminderFrequency }, 'signature reminders sent');
    },
  }));
  await jobs.schedule(SIGNATURE_REMINDER_JOB, SIGNATURE_REMINDER_CRON);
}
