import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/**
 * The job queue (migration 0017): leased by one instance at a time, retried, kept after finishing. Migration 0260
 * indexes (name, singleton_key) for the mail outbox's lookup of rows without a send-mail job.
 */
export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  payload: jsonb('payload'),
  status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull().default('queued'),
  runAt: ts('run_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull(),
  lockedUntil: ts('locked_until'),
  lockedBy: text('locked_by'),
  lastError: text('last_error'),
  singletonKey: text('singleton_key'),
  scheduledFor: ts('scheduled_for'),
  createdAt: ts('created_at').notNull(),
  finishedAt: ts('finished_at'),
});

/** Data steps that ran once after the migrations (platform/db/data-steps.ts). */
export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  ranAt: ts('ran_at').notNull().defaultNow(),
});
