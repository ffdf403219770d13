import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { OutgoingMail } from './mail-transport.ts';

export type MailStatus = 'pending' | 'sent' | 'failed' | 'skipped';

export interface OutboxMail extends OutgoingMail {
  status: MailStatus;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export async function readOutboxMail(db: Db, id: string): Promise<OutboxMail | undefined> {
  const [row] = rowsOf<{ recipient: string; subject: string; text_body: string | null; link_path: string | null; status: MailStatus }>(
    await db.execute(sql`SELECT recipient, subject, text_body, link_path, status FROM mail_outbox WHERE id = ${id}`),
  );
  return row && { recipient: row.recipient, subject: row.subject, textBody: row.text_body, linkPath: row.link_path, status: row.status };
}

/** Counts a send attempt on the row; returns the count so far. */
export async function countSendAttempt(db: Db, id: string): Promise<number> {
  const [row] = rowsOf<{ attempts: number }>(await db.execute(sql`UPDATE mail_outbox SET attempts = attempts + 1 WHERE id = ${id} RETURNING attempts`));
  return row?.attempts ?? 0;
}

/** A failed attempt that will be retried: the reason is kept, the row stays pending. */
export async function noteSendError(db: Db, id: string, error: string): Promise<void> {
  await db.execute(sql`UPDATE mail_outbox SET last_error = ${error} WHERE id = ${id}`);
}

/**
 * The row's outcome. Sent or skipped, the body is erased; failed, it is kept, so a retry of the job from System
 * Administration can still send it.
 */
export async function finishOutboxMail(db: Db, id: string, outcome: { status: 'sent' | 'skipped' | 'failed'; error: string | null }, now: Date): Promise<void> {
  const body = outcome.status === 'failed' ? sql`text_body` : sql`NULL`;
  await db.execute(sql`
    UPDATE mail_outbox SET status = ${outcome.status}, text_body = ${body}, finished_at = ${at(now)}, last_error = ${outcome.error}
    WHERE id = ${id}`);
}

/**
 * Pending mail that no `jobName` job was made for yet, oldest first: mail just queued, and mail left pending by a
 * release that sent it without the job queue.
 */
export async function pendingMailWithoutJob(db: Db, jobName: string, limit: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT m.id FROM mail_outbox m
      WHERE m.status = 'pending' AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.name = ${jobName} AND j.singleton_key = m.id::text)
      ORDER BY m.created_at LIMIT ${limit}`),
  );
  return rows.map((r) => r.id);
}
