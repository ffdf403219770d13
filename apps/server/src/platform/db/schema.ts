import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Confidentiality, DocumentStatus, DocumentType, Priority, Role } from '@attest/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The user directory (spec 01 §3 all_users). Users are deactivated, never deleted; e-mails are never reused. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: text('employee_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    designation: text('designation'),
    department: text('department'),
    role: text('role').$type<Role>().notNull(),
    status: text('status').notNull().default('active'),
    phone: text('phone'),
    hireDate: date('hire_date'),
    avatarUrl: text('avatar_url'),
    passwordHash: text('password_hash'),
    lastLogin: ts('last_login'),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    accountLockedUntil: ts('account_locked_until'),
    passwordChangedAt: ts('password_changed_at'),
    isFirstLogin: boolean('is_first_login').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_employee_id_unique').on(t.employeeId),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'users_role_valid',
      sql`${t.role} in ('admin','author','reviewer','approver','user','document_coordinator')`,
    ),
    check('users_status_valid', sql`${t.status} in ('active','inactive')`),
  ],
);

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    csrfToken: text('csrf_token').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** Failed password entries while signing in this session; the third ends signing (DESIGN.md §4.3). */
    signingFailures: integer('signing_failures').notNull().default(0),
    /** 21 CFR 11.200: after the first signing of a session, later signings ask for the password only. */
    signingIdentified: boolean('signing_identified').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time password setup codes (DESIGN.md §4.5); only a hash is kept. */
export const setupCodes = pgTable(
  'setup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdBy: uuid('created_by'),
  },
  (t) => [index('setup_codes_user_idx').on(t.userId)],
);

/**
 * The append-only, hash-chained audit trail. seq, occurred_at, prev_hash and hash are assigned by a database
 * trigger (migration 0001); UPDATE, DELETE and TRUNCATE are refused by the database.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    occurredAt: ts('occurred_at').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt),
    index('audit_events_actor_idx').on(t.actorId),
    index('audit_events_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** Departments (spec 01 §3 core_departments). */
export const departments = pgTable('departments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Document categories (spec 01 §3 Category). */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  retentionDays: integer('retention_days').notNull(),
  requiresApproval: boolean('requires_approval').notNull().default(true),
  autoArchive: boolean('auto_archive').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Stored files, content-addressed; the bytes live in the blob store under their SHA-256. */
export const blobs = pgTable('blobs', {
  sha256: text('sha256').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mimeType: text('mime_type').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Controlled documents (spec 01 §3, 02 §3). Never deleted: archiving sets status 'archived'. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    docNumber: text('doc_number').notNull(),
    title: text('title').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    description: text('description').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    confidentiality: text('confidentiality').$type<Confidentiality>().notNull().default('public'),
    priority: text('priority').$type<Priority>().notNull().default('medium'),
    status: text('status').$type<DocumentStatus>().notNull().default('draft'),
    versionLabel: text('version_label').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    isLocked: boolean('is_locked').notNull().default(false),
    isObsolete: boolean('is_obsolete').notNull().default(false),
    trainingRequired: boolean('training_required').notNull().default(false),
    gxpImpact: boolean('gxp_impact').notNull().default(false),
    gmpImpact: boolean('gmp_impact').notNull().default(false),
    impactNotes: text('impact_notes').notNull().default(''),
    changeReason: text('change_reason').notNull().default(''),
    effectiveDate: date('effective_date'),
    reviewDate: date('review_date'),
    currentVersionId: uuid('current_version_id').references((): AnyPgColumn => documentVersions.id),
    /** The version in force while a newer one is being worked on. */
    effectiveVersionId: uuid('effective_version_id').references((): AnyPgColumn => documentVersions.id),
    reviewPeriodMonths: integer('review_period_months'),
    statusBeforeArchive: text('status_before_archive').$type<DocumentStatus>(),
    archiveReason: text('archive_reason'),
    archivedAt: ts('archived_at'),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    /** Maintained by a trigger from the metadata and the current version's text (migration 0003). */
    search: tsvector('search'),
  },
  (t) => [
    uniqueIndex('documents_doc_number_unique').on(t.docNumber),
    index('documents_title_idx').on(sql`lower(${t.title})`, t.id),
    index('documents_updated_idx').on(t.updatedAt, t.id),
    index('documents_status_idx').on(t.status),
    index('documents_author_idx').on(t.authorId),
    index('documents_department_idx').on(t.departmentId),
    index('documents_category_idx').on(t.categoryId),
    index('documents_search_idx').using('gin', t.search),
    check('documents_type_valid', sql`${t.documentType} in ('SOP','WI','FORM','POLICY')`),
    check('documents_confidentiality_valid', sql`${t.confidentiality} in ('public','confidential','restricted')`),
    check('documents_priority_valid', sql`${t.priority} in ('low','medium','high','critical')`),
    check(
      'documents_status_valid',
      sql`${t.status} in ('draft','in-review','reviewed','pending-approval','approved','internal-assessment','effective','rejected','obsolete','archived')`,
    ),
  ],
);

/** Every version of a document: its file (if any), extracted text and who made it. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references((): AnyPgColumn => documents.id),
    revision: integer('revision').notNull(),
    versionLabel: text('version_label').notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    blobSha256: text('blob_sha256').references(() => blobs.sha256),
    fileName: text('file_name'),
    extractedText: text('extracted_text').notNull().default(''),
    changeSummary: text('change_summary'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_versions_revision_unique').on(t.documentId, t.revision)],
);

/** Document numbers for quick-created and bulk-created documents: TYPE-YEAR-NNNN. */
export const documentNumberCounters = pgTable('document_number_counters', {
  prefix: text('prefix').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

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
    status: text('status').$type<'pending' | 'completed'>().notNull().default('pending'),
    decision: text('decision').$type<'approved' | 'rejected'>(),
    comments: text('comments'),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
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
