import { date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PeriodicReviewOutcome, PeriodicReviewStatus } from '@attest/domain';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { documents, documentVersions } from './documents.ts';
import { signatures } from './workflow.ts';

/**
 * Periodic review (FR-PR-1, migration 0029): a document's review plan and its review tasks.
 */
export const documentReviewPlans = pgTable('document_review_plans', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id),
  /** Null: the document's author. */
  ownerId: uuid('owner_id').references(() => users.id),
  lastReviewDate: date('last_review_date'),
  leadDays: integer('lead_days').notNull().default(30),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

export const periodicReviews = pgTable('periodic_reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id),
  dueDate: date('due_date').notNull(),
  openedAt: ts('opened_at').notNull(),
  status: text('status').$type<PeriodicReviewStatus>().notNull().default('open'),
  outcome: text('outcome').$type<PeriodicReviewOutcome>(),
  reason: text('reason'),
  versionId: uuid('version_id').references(() => documentVersions.id),
  signatureId: uuid('signature_id').references(() => signatures.id),
  completedBy: uuid('completed_by').references(() => users.id),
  completedAt: ts('completed_at'),
  overdueNotifiedAt: ts('overdue_notified_at'),
});
