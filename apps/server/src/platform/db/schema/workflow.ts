import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Priority } from '@attest/domain';
import { documents, documentVersions } from './documents.ts';
import { sessions, users } from './identity.ts';
import { ts } from './columns.ts';

/** One review-and-approval round of a document version (spec 02 §3 workflow records). */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id),
    status: text('status').$type<'active' | 'completed' | 'aborted' | 'rejected'>().notNull().default('active'),
    priority: text('priority').$type<Priority>().notNull().default('medium'),
    dueDate: date('due_date'),
    comment: text('comment'),
    initiatedBy: uuid('initiated_by')
      .notNull()
      .references(() => users.id),
    initiatedAt: ts('initiated_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    abortReason: text('abort_reason'),
    abortedBy: uuid('aborted_by').references(() => users.id),
  },
  (t) => [
    index('workflows_document_idx').on(t.documentId),
    index('workflows_initiated_idx').on(t.initiatedAt),
    // At most one running workflow per document.
    uniqueIndex('workflows_one_active').on(t.documentId).where(sql`status = 'active'`),
  ],
);

export const workflowAssignments = pgTable(
  'workflow_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<'reviewer' | 'approver'>().notNull(),
    status: text('status').$type<'pending' | 'completed' | 'cancelled'>().notNull().default('pending'),
    decision: text('decision').$type<'approved' | 'rejected'>(),
    comments: text('comments'),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    /** Who completed the step: the assignee, or an override holder for them (migration 0036). */
    completedBy: uuid('completed_by').references(() => users.id),
    /** Why completedBy acted for the assignee (DESIGN §4.10); null when the assignee acted (migration 0151). */
    onBehalfReason: text('on_behalf_reason'),
  },
  (t) => [
    index('assignments_user_idx').on(t.userId, t.status),
    uniqueIndex('assignments_unique').on(t.workflowId, t.userId, t.type),
  ],
);

/** Comments and decisions on a document, in order: the Comments and Timeline of the workflow details. */
export const documentComments = pgTable(
  'document_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    workflowId: uuid('workflow_id').references(() => workflows.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('document_comments_document_idx').on(t.documentId, t.createdAt)],
);

/**
 * Electronic signatures (21 CFR Part 11, spec 02 §3). Append-only: the database refuses UPDATE and DELETE.
 * content_hash is the SHA-256 of the signed version's file and metadata; manifest_hash binds it to the signer,
 * meaning and time, so a signature cannot be moved to another record.
 */
export const signatures = pgTable(
  'signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id),
    workflowId: uuid('workflow_id').references(() => workflows.id),
    documentTitle: text('document_title').notNull(),
    documentVersion: text('document_version').notNull(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => users.id),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    signerRole: text('signer_role').notNull(),
    signerDepartment: text('signer_department'),
    meaning: text('meaning').notNull(),
    actionType: text('action_type').notNull(),
    /** A signature given for an assignee (DESIGN §4.10): whom for and why; the signer is who really signed (0151). */
    onBehalfOfId: uuid('on_behalf_of_id').references(() => users.id),
    onBehalfOfName: text('on_behalf_of_name'),
    onBehalfReason: text('on_behalf_reason'),
    signatureType: text('signature_type').notNull(),
    signatureImage: text('signature_image').notNull(),
    signatureHash: text('signature_hash').notNull(),
    /** SHA-256 of the exact signed version's file (null for a version without a file). */
    fileSha256: text('file_sha256'),
    contentHash: text('content_hash').notNull(),
    manifestHash: text('manifest_hash').notNull(),
    authenticationMethod: text('authentication_method').notNull(),
    authenticatedAt: ts('authenticated_at').notNull(),
    signedAt: ts('signed_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    legalDisclaimer: text('legal_disclaimer').notNull(),
    consentGiven: boolean('consent_given').notNull(),
    /** False when signed while segregation of duties was turned off (migration 0036). */
    segregationOfDutiesEnforced: boolean('segregation_of_duties_enforced').notNull().default(true),
  },
  (t) => [index('signatures_document_idx').on(t.documentId)],
);

/** Single-use proof that the signer just re-entered their password; bound to their session, valid minutes. */
export const signingTokens = pgTable('signing_tokens', {
  id: text('id').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => sessions.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  method: text('method').notNull(),
  authenticatedAt: ts('authenticated_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Effective and obsolete SOP records (spec 02 §3). */
export const effectiveRecords = pgTable('effective_records', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id),
  versionId: uuid('version_id')
    .notNull()
    .references(() => documentVersions.id),
  docNumber: text('doc_number').notNull(),
  versionLabel: text('version_label').notNull(),
  title: text('title').notNull(),
  department: text('department').notNull(),
  effectiveDate: date('effective_date').notNull(),
  reviewPeriodMonths: integer('review_period_months').notNull(),
  nextReviewDate: date('next_review_date').notNull(),
  status: text('status').$type<'active' | 'superseded' | 'obsolete'>().notNull().default('active'),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const obsoleteRecords = pgTable('obsolete_records', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id),
  versionId: uuid('version_id')
    .notNull()
    .references(() => documentVersions.id),
  docNumber: text('doc_number').notNull(),
  versionLabel: text('version_label').notNull(),
  title: text('title').notNull(),
  obsoleteReason: text('obsolete_reason').notNull(),
  replacementVersionId: uuid('replacement_version_id').references(() => documentVersions.id),
  obsoleteDate: date('obsolete_date').notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});
