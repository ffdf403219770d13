import nodemailer, { type Transporter } from 'nodemailer';

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export interface OutgoingMail {
  recipient: string;
  subject: string;
  textBody: string | null;
  linkPath: string | null;
}

/**
 * The SMTP connection: whether mail goes out, and sending one message. Queued mail reaches it through the
 * `send-mail` job (send-mail.job.ts), so retries and give-ups are the job queue's.
 */
export class MailTransport {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly settings: MailSettings | undefined,
    private readonly publicUrl: string,
    /** The e-mail on/off preference, read at each send: off, queued mail is skipped. */
    readonly isOn: () => Promise<boolean> = async () => true,
  ) {
    this.transport = settings
      ? nodemailer.createTransport({ url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : undefined;
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

  /** Sends one message, its in-app path as a link under PUBLIC_URL; throws when the server refuses it. */
  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport || !this.settings) throw new Error('e-mail is not configured (SMTP_URL)');
    const link = mail.linkPath ? `\n\nOpen in Attest: ${new URL(`/open?to=${encodeURIComponent(mail.linkPath)}`, this.publicUrl).toString()}` : '';
    await this.transport.sendMail({ from: this.settings.from, to: mail.recipient, subject: mail.subject, text: `${mail.textBody ?? ''}${link}\n` });
  }

  close(): void {
    this.transport?.close();
  }
}
