import { bigint, bigserial, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

/** The periodic audit-trail review of a period (migration 0090), signed when completed. */
export const auditTrailReviews = pgTable('audit_trail_reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  periodStart: date('period_start').notNull(),
  periodEnd: date('period_end').notNull(),
  status: text('status').$type<'open' | 'completed'>().notNull().default('open'),
  assigneeId: uuid('assignee_id').references(() => users.id),
  openedAt: ts('opened_at').notNull(),
  openedBy: uuid('opened_by').references(() => users.id),
  signedBy: uuid('signed_by').references(() => users.id),
  signerName: text('signer_name'),
  signerRole: text('signer_role'),
  meaning: text('meaning'),
  signedAt: ts('signed_at'),
  authenticationMethod: text('authentication_method'),
  conclusion: text('conclusion'),
  manifestHash: text('manifest_hash'),
  reviewedUpToSeq: bigint('reviewed_up_to_seq', { mode: 'number' }),
  reason: text('reason'),
});

/** A finding written during a review, pointing at audit entries by sequence number. */
export const auditTrailReviewFindings = pgTable('audit_trail_review_findings', {
  id: uuid('id').primaryKey().defaultRandom(),
  reviewId: uuid('review_id')
    .notNull()
    .references(() => auditTrailReviews.id),
  text: text('text').notNull(),
  entrySeqs: bigint('entry_seqs', { mode: 'number' }).array().notNull().default([]),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdByName: text('created_by_name').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** A keyed mark of the audit chain's head kept with a review or a backup (migration 0210), to detect rewriting. */
export const auditAnchors = pgTable('audit_anchors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  source: text('source').$type<'review' | 'backup'>().notNull(),
  ref: text('ref').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  mac: text('mac').notNull(),
  recordedAt: ts('recorded_at').notNull(),
});
