import { date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { documents, documentVersions } from './documents.ts';

/**
 * A release scheduled for a later effective date (migration 0130, FR-LC-4): waiting while released_at and cancelled_at
 * are both null (at most one per version).
 */
export const scheduledReleases = pgTable('scheduled_releases', {
  id: uuid('id').primaryKey().defaultRandom(),
  versionId: uuid('version_id')
    .notNull()
    .references(() => documentVersions.id),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id),
  effectiveDate: date('effective_date').notNull(),
  reviewPeriodMonths: integer('review_period_months').notNull(),
  scheduledBy: uuid('scheduled_by')
    .notNull()
    .references(() => users.id),
  scheduledAt: ts('scheduled_at').notNull(),
  releasedAt: ts('released_at'),
  cancelledAt: ts('cancelled_at'),
  cancelledBy: uuid('cancelled_by').references(() => users.id),
  cancelReason: text('cancel_reason'),
});
