import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LmsStatementKind, LmsStatementStatus } from '@attest/domain';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { trainingAssignments, trainingQuizAttempts } from './training.ts';

/** The one LRS connection (migration 0290); the key is encrypted at rest (repositories/token-crypto.ts). */
export const lmsConfig = pgTable(
  'lms_config',
  {
    id: text('id').primaryKey().default('lrs'),
    endpoint: text('endpoint').notNull(),
    username: text('username').notNull(),
    keyCiphertext: text('key_ciphertext').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [check('lms_config_single', sql`${t.id} = 'lrs'`)],
);

/** The xAPI statements' outbox and delivery log: the statement as sent, and how its delivery went. */
export const lmsStatements = pgTable(
  'lms_statements',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<LmsStatementKind>().notNull(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => trainingAssignments.id),
    quizAttemptId: uuid('quiz_attempt_id').references(() => trainingQuizAttempts.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<LmsStatementStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastStatusCode: integer('last_status_code'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('lms_statements_assignment_kind').on(t.assignmentId, t.kind).where(sql`${t.quizAttemptId} IS NULL`),
    uniqueIndex('lms_statements_quiz_attempt').on(t.quizAttemptId).where(sql`${t.quizAttemptId} IS NOT NULL`),
    index('lms_statements_created_at_idx').on(t.createdAt),
    index('lms_statements_status_idx').on(t.status).where(sql`${t.status} <> 'sent'`),
    check('lms_statements_kind_valid', sql`${t.kind} in ('assigned','experienced','completed','passed','failed')`),
    check('lms_statements_status_valid', sql`${t.status} in ('pending','sent','failed')`),
    check('lms_statements_quiz_kind', sql`(${t.quizAttemptId} IS NOT NULL) = (${t.kind} IN ('passed', 'failed'))`),
  ],
);
