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
