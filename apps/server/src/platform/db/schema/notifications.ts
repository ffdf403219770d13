import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

/**
 * In-app notifications (spec 01 §3). `seq` orders them and is the event id of the live stream: a browser that
 * reconnects with Last-Event-ID is sent every notification of its user with a higher seq. Triggers (migration
 * 0010) announce inserts, updates and deletes on the `attest_events` channel.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: ts('read_at'),
    actionUrl: text('action_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    check('notifications_type_valid', sql`${t.type} in ('info','success','warning','error','system')`),
    check('notifications_category_valid', sql`${t.category} in ('document','workflow','user','system','audit')`),
  ],
);

/**
 * Outgoing e-mail, written in the transaction of the change that caused it and sent afterwards by a `send-mail`
 * job (platform/mail/send-mail.job.ts), whose retries and leases are the job queue's; next_attempt_at is no longer
 * read (the release before polled on it). Bodies are erased once a message is sent or skipped, kept while it failed
 * (the job may be retried).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    /** An in-app path; the sender appends it to PUBLIC_URL as the link back. */
    linkPath: text('link_path'),
    notificationId: uuid('notification_id'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_valid', sql`${t.status} in ('pending','sent','failed','skipped')`),
  ],
);

/** Keys of notices sent once (e.g. one "periodic review due" per document and review date), kept after deletion. */
export const notificationOnce = pgTable('notification_once', {
  key: text('key').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
