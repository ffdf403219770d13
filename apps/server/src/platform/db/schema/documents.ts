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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Confidentiality, DocumentStatus, DocumentType, Priority, VersionStatus } from '@attest/domain';
import { categories, departments } from './reference.ts';
import { users } from './identity.ts';
import { ts } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The metadata of a document's version in force, as it was while effective (keys as the row's fields; dates and times
 * as JSON strings). Those who may not see a newer draft read these instead of the draft's values.
 */
export interface ReleasedMetadata {
  title: string;
  documentType: DocumentType;
  categoryId: string;
  departmentId: string;
  description: string;
  keywords: string[];
  confidentiality: Confidentiality;
  priority: Priority;
  status: DocumentStatus;
  versionLabel: string;
  isLocked: boolean;
  isObsolete: boolean;
  trainingRequired: boolean;
  gxpImpact: boolean;
  gmpImpact: boolean;
  impactNotes: string;
  changeReason: string;
  effectiveDate: string | null;
  reviewDate: string | null;
  reviewPeriodMonths: number | null;
  updatedAt: string;
  updatedBy: string;
  /** From migration 0023; older records lack them until their document is next effective. */
  language?: string;
  translationOf?: string | null;
  /** From migration 0250. */
  previousDocNumber?: string;
}

/** Stored files, content-addressed; the bytes live in the blob store under their SHA-256. */
export const blobs = pgTable('blobs', {
  sha256: text('sha256').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mimeType: text('mime_type').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Set when a signed disposition destroyed the bytes (migration 0035); hash and size stay on record. */
  destroyedAt: ts('destroyed_at'),
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
    /** The same over the released version's text: what readers who may not see the working copy search (trigger). */
    releasedSearch: tsvector('released_search'),
    /** Recorded by a trigger whenever the row is effective (migration 0018). */
    releasedMetadata: jsonb('released_metadata').$type<ReleasedMetadata>(),
    /** BCP 47 tag of the language the document is written in (migration 0022). */
    language: text('language').notNull().default('en'),
    /** The original this document translates; one level only, checked by the service. */
    translationOf: uuid('translation_of').references((): AnyPgColumn => documents.id),
    /** The number the document had in the register it came from; '' when none (migration 0250). */
    previousDocNumber: text('previous_doc_number').notNull().default(''),
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
    index('documents_released_search_idx').using('gin', t.releasedSearch),
    index('documents_translation_of_idx').on(t.translationOf).where(sql`${t.translationOf} IS NOT NULL`),
    // Role users' lists sort by the title and time they are shown (released-view.ts writes the same expressions).
    index('documents_released_title_idx').on(
      sql`lower(CASE WHEN ${t.status} IN ('approved', 'approved-training', 'effective') OR ${t.releasedMetadata} IS NULL THEN ${t.title} ELSE ${t.releasedMetadata}->>'title' END)`,
      t.id,
    ),
    index('documents_released_updated_idx').on(
      sql`(CASE WHEN ${t.status} IN ('approved', 'approved-training', 'effective') OR ${t.releasedMetadata} IS NULL THEN ${t.updatedAt} ELSE documents_released_updated_at(${t.releasedMetadata}) END)`,
      t.id,
    ),
    check('documents_type_valid', sql`${t.documentType} in ('SOP','WI','FORM','POLICY')`),
    check('documents_confidentiality_valid', sql`${t.confidentiality} in ('public','confidential','restricted')`),
    check('documents_language_valid', sql`${t.language} ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'`),
    check('documents_translation_not_self', sql`${t.translationOf} <> ${t.id}`),
    check('documents_priority_valid', sql`${t.priority} in ('low','medium','high','critical')`),
    check(
      'documents_status_valid',
      sql`${t.status} in ('draft','in-review','reviewed','pending-approval','approved','approved-training','scheduled','internal-assessment','effective','rejected','obsolete','archived')`,
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
    /** Labels the version carried before (its draft label, once released): signatures given under them still verify. */
    earlierLabels: text('earlier_labels').array().notNull().default(sql`'{}'`),
    status: text('status').$type<VersionStatus>().notNull(),
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
