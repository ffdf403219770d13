import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';
import type { MailTransport } from './mail-transport.ts';
import { countSendAttempt, finishOutboxMail, noteSendError, pendingMailWithoutJob, readOutboxMail } from './outbox.repo.ts';

export const SEND_MAIL_JOB = 'send-mail';
/** Waits before the 2nd, 3rd, … attempt; after the last the message is marked failed. */
export const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
const NOT_CONFIGURED = 'e-mail is not configured (SMTP_URL)';
export const MAIL_TURNED_OFF = 'e-mail is turned off in System Preferences';
const ERROR_MAX_CHARS = 1_000;
/** Rows given a job per pass; more wait for the next pass. */
const BATCH = 200;

export interface SendMailDeps {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
}

/**
 * Queued mail goes out as one `send-mail` job per message, so a failed one shows, and is retried, in System
 * Administration like every other job. The outbox row stays the record of what was sent. Each queue pass makes the
 * job of every pending row that has none: enqueueMail has no clock to time a job with, and rows left pending by the
 * release before this one are picked up the same way.
 */
export function registerSendMailJob(jobs: JobQueue, deps: SendMailDeps): void {
  const { db, transport, log } = deps;
  const sendMailJob = defineJob({
    name: SEND_MAIL_JOB,
    payload: z.object({ mailId: z.string() }),
    retryDelaysMs: deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    handler: async ({ mailId }, ctx) => {
      const mail = await readOutboxMail(db, mailId);
      // Sent or skipped already (a job run twice): nothing to do. A failed one is being retried by hand.
      if (!mail || mail.status === 'sent' || mail.status === 'skipped') return;
      // Without SMTP, or with e-mail turned off in the preferences, the mail is skipped and not sent later.
      const skipped = !transport.enabled ? NOT_CONFIGURED : !(await transport.isOn()) ? MAIL_TURNED_OFF : null;
      if (skipped) return finishOutboxMail(db, mailId, { status: 'skipped', error: skipped }, ctx.clock.now());
      const attempts = await countSendAttempt(db, mailId);
      try {
        await transport.send(mail);
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, ERROR_MAX_CHARS) : String(error);
        if (ctx.lastAttempt) await finishOutboxMail(db, mailId, { status: 'failed', error: message }, ctx.clock.now());
        else await noteSendError(db, mailId, message);
        throw error;
      }
      await finishOutboxMail(db, mailId, { status: 'sent', error: null }, ctx.clock.now());
      log.info({ mailId, attempts }, 'e-mail sent');
    },
  });
  jobs.register(sendMailJob);
  jobs.everyPass(SEND_MAIL_JOB, async () => {
    for (const mailId of await pendingMailWithoutJob(db, SEND_MAIL_JOB, BATCH)) await jobs.enqueue(db, sendMailJob, { mailId }, { singletonKey: mailId });
  });
}
