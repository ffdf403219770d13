import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { EventHub } from '../events/event-hub.ts';

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/** Waits before the 2nd, 3rd, … attempt; after the last the message is marked failed. */
export const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
/** Queued mail is also looked for on this interval (retries, and mail announced while the listener was down). */
const POLL_MS = 30_000;
/** A claim holds a message this long; a sender that dies mid-send lets another retry after it. */
const LEASE_SECONDS = 120;
const BATCH = 20;
const NOT_CONFIGURED = 'e-mail is not configured (SMTP_URL)';
export const MAIL_TURNED_OFF = 'e-mail is turned off in System Preferences';
const TURNED_OFF = MAIL_TURNED_OFF;

interface ClaimedMail {
  id: string;
  recipient: string;
  subject: string;
  text_body: string | null;
  link_path: string | null;
  attempts: number;
}

/**
 * Sends queued mail after the transactions that queued it commit. Any instance may send: a claim takes rows with
 * SKIP LOCKED and leases them, so two instances never send the same message. Without SMTP settings, or with e-mail
 * turned off in the preferences (read at each pass), queued mail is marked skipped instead. Failures are logged and retried with backoff.
 */
export class MailSender {
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly settings: MailSettings | undefined,
    private readonly publicUrl: string,
    hub: EventHub,
    private readonly log: FastifyBaseLogger,
    /** The e-mail on/off preference, read at each pass (so at send time): off, queued mail is skipped. */
    private readonly isOn: () => Promise<boolean> = async () => true,
    private readonly retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {
    this.transport = settings
      ? nodemailer.createTransport({ url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : undefined;
    this.unsubscribe = hub.subscribe((event) => {
      if (event.k === 'm' || event.k === 'resync') this.kick();
    });
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Whether SMTP is configured (SMTP_URL and MAIL_FROM). */
  get enabled(): boolean {
    return this.settings !== undefined;
  }

  /** Whether queued mail is sent now: SMTP configured and e-mail turned on in the preferences. */
  async sending(): Promise<boolean> {
    return this.enabled && (await this.isOn());
  }

  /** Connects to the SMTP server and says EHLO (and logs in when the URL has credentials); sends nothing. */
  async verify(): Promise<void> {
    if (!this.transport) throw new Error('e-mail is not configured (SMTP_URL)');
    await this.transport.verify();
  }

  /** Runs a pass now, or once more after the one under way. */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no pass is under way (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  private async drain(): Promise<void> {
    if (!this.transport || !this.settings) return this.skipPending(NOT_CONFIGURED);
    // Turned off in the preferences: what happens without SMTP, with its own reason (the mail is not sent later).
    if (!(await this.isOn())) return this.skipPending(TURNED_OFF);

    for (;;) {
      if (this.closed) return;
      const claimed = rowsOf<ClaimedMail>(
        await this.db.execute(sql`
          UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
          WHERE id IN (
            SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
            ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, recipient, subject, text_body, link_path, attempts`),
      );
      for (const mail of claimed) await this.send(mail);
      if (claimed.length < BATCH) return;
    }
  }

  private async skipPending(reason: string): Promise<void> {
    await this.db.execute(sql`
      UPDATE mail_outbox SET status = 'skipped', text_body = NULL, finished_at = now(), last_error = ${reason}
      WHERE status = 'pending'`);
  }

  private async send(mail: ClaimedMail): Promise<void> {
    const link = mail.link_path ? `\n\nOpen in Attest: ${new URL(`/open?to=${encodeURIComponent(mail.link_path)}`, this.publicUrl).toString()}` : '';
    try {
      await this.transport!.sendMail({ from: this.settings!.from, to: mail.recipient, subject: mail.subject, text: `${mail.text_body ?? ''}${link}\n` });
      await this.db.execute(sql`UPDATE mail_outbox SET status = 'sent', text_body = NULL, finished_at = now(), last_error = NULL WHERE id = ${mail.id}`);
      this.log.info({ mailId: mail.id, attempts: mail.attempts }, 'e-mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 1000) : String(error);
      const delay = this.retryDelaysMs[mail.attempts - 1];
      if (delay === undefined) {
        await this.db.execute(sql`UPDATE mail_outbox SET status = 'failed', text_body = NULL, finished_at = now(), last_error = ${message} WHERE id = ${mail.id}`);
        this.log.error({ mailId: mail.id, attempts: mail.attempts, err: error }, 'e-mail could not be sent; giving up');
        return;
      }
      await this.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${delay / 1000}), last_error = ${message} WHERE id = ${mail.id}`);
      this.log.warn({ mailId: mail.id, attempts: mail.attempts, retryInMs: delay, err: error }, 'e-mail sending failed; will retry');
      // A retry due before the next poll is picked up by a timer of its own.
      if (delay < POLL_MS) setTimeout(() => this.kick(), delay + 50).unref();
    }
  }
}
