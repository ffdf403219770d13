import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { EventHub } from '../../platform/events/event-hub.ts';
import { MailTransport } from '../../platform/mail/mail-transport.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { registerSendMailJob } from '../../platform/mail/send-mail.job.ts';
import { LiveStreams } from './live-streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Outgoing e-mail: `enabled` says whether SMTP is configured, `sender.sending()` whether mail goes out now (the
     * e-mail preference too); `enqueue` queues in a transaction either way.
     */
    mail: { enabled: boolean; enqueue: typeof enqueueMail; sender: MailTransport };
    /** Live streams open on this instance. */
    liveStreams: LiveStreams;
    /** Committed changes announced by the database, on this instance (other features subscribe). */
    eventHub: EventHub;
  }
}

export interface RealtimeOptions {
  /** Overrides the e-mail retry schedule (tests). */
  mailRetryDelaysMs?: readonly number[];
}

/**
 * Notifications, live events and e-mail. One LISTEN per instance feeds the browsers' streams; queued mail is sent by
 * the job queue. On shutdown the streams end first (they would hold the server open) and then the listener stops.
 * Returns the streams, for the routes the app's composition registers.
 */
export async function registerRealtime(app: FastifyInstance, deps: { database: Database; config: Config }, options: RealtimeOptions = {}): Promise<LiveStreams> {
  const { database, config } = deps;
  const hub = new EventHub(app.log);
  await hub.start(database);
  const streams = new LiveStreams(hub, database.db, app.log);
  const sender = new MailTransport(config.mail, config.publicUrl, () => app.preferences.get('emailEnabled'));
  registerSendMailJob(app.jobs, { db: database.db, transport: sender, log: app.log, retryDelaysMs: options.mailRetryDelaysMs });
  app.decorate('mail', { enabled: sender.enabled, enqueue: enqueueMail, sender });
  app.decorate('liveStreams', streams);
  app.decorate('eventHub', hub);

  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    await hub.close();
    sender.close();
  });

  return streams;
}
