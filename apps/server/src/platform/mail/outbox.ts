import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { announceJobs } from '../jobs/jobs.repo.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; erased from the outbox once the message is sent or skipped. */
  text: string;
  /** An in-app path (e.g. /documents/{id}); the sender turns it into a link under PUBLIC_URL. */
  linkPath?: string | null;
  notificationId?: string | null;
}

/**
 * Queues e-mail in the caller's transaction: it goes out only if that transaction commits, and sending happens
 * afterwards, as a `send-mail` job (send-mail.job.ts), so it never slows or fails the action. When SMTP_URL is not
 * set the job marks queued mail 'skipped' without sending (app.mail.enabled tells callers which applies).
 */
export async function enqueueMail(tx: Db, messages: MailMessage | readonly MailMessage[]): Promise<void> {
  const list: readonly MailMessage[] = 'to' in messages ? [messages] : messages;
  if (list.length === 0) return;
  await tx.insert(mailOutbox).values(
    list.map((m) => ({ recipient: m.to, subject: m.subject, textBody: m.text, linkPath: m.linkPath ?? null, notificationId: m.notificationId ?? null })),
  );
  // On commit the queues wake, and their pass makes each row's job at once rather than at the next poll.
  await announceJobs(tx);
}
