import { boolean, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Quiz, Role } from '@attest/domain';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { documents, documentVersions } from './documents.ts';
import { signatures } from './workflow.ts';

/**
 * Training (FR-TRN-1, migration 0027).
 */
export const trainingRequirements = pgTable('training_requirements', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id),
  departments: text('departments').array().notNull().default([]),
  roles: text('roles').array().$type<Role[]>().notNull().default([]),
  userIds: uuid('user_ids').array().notNull().default([]),
  dueDays: integer('due_days'),
  quiz: jsonb('quiz').$type<Quiz>(),
  /** Effectiveness gated on training (migration 0031). */
  trainBeforeEffective: boolean('train_before_effective').notNull().default(false),
  requiredPercent: integer('required_percent').notNull().default(100),
  releaseAtTarget: boolean('release_at_target').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

export type AssignmentStatus = 'open' | 'completed' | 'cancelled';

export const trainingAssignments = pgTable('training_assignments', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id),
  versionId: uuid('version_id')
    .notNull()
    .references(() => documentVersions.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  assignedAt: ts('assigned_at').notNull(),
  dueDate: date('due_date').notNull(),
  status: text('status').$type<AssignmentStatus>().notNull().default('open'),
  /** When the trainee first opened the version while the assignment was open (xAPI "experienced"). */
  firstOpenedAt: ts('first_opened_at'),
  completedAt: ts('completed_at'),
  signatureId: uuid('signature_id').references(() => signatures.id),
  cancelledAt: ts('cancelled_at'),
  cancelReason: text('cancel_reason'),
});

export const trainingQuizAttempts = pgTable('training_quiz_attempts', {
  id: uuid('id').primaryKey().defaultRandom(),
  assignmentId: uuid('assignment_id')
    .notNull()
    .references(() => trainingAssignments.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  /** The quiz as it was answered: a later edit does not change what this attempt was marked against. */
  quiz: jsonb('quiz').$type<Quiz>().notNull(),
  answers: jsonb('answers').$type<number[][]>().notNull(),
  score: integer('score').notNull(),
  passed: boolean('passed').notNull(),
  attemptedAt: ts('attempted_at').notNull(),
});

/** A version waiting in 'approved-training' for its audience's training (migration 0031); released_at once effective. */
export const trainingGates = pgTable('training_gates', {
  versionId: uuid('version_id')
    .primaryKey()
    .references(() => documentVersions.id),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id),
  targetDate: date('target_date').notNull(),
  /** The effective date asked for at Make Effective (migration 0037): released, never effective earlier. Null only on rows released before 0037. */
  requestedEffectiveDate: date('requested_effective_date'),
  reviewPeriodMonths: integer('review_period_months').notNull(),
  openedBy: uuid('opened_by')
    .notNull()
    .references(() => users.id),
  openedAt: ts('opened_at').notNull(),
  releasedAt: ts('released_at'),
});
