import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { CopyStatus } from '@attest/domain';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { blobs, documents, documentVersions } from './documents.ts';

/**
 * Printed copies (issue 17, migration 0024): a print request and its numbered copies. Like renditions.ts, the
 * migration is hand-written and these tables stay out of index.ts, so drizzle-kit never generates them again.
 */
export const documentPrints = pgTable(
  'document_prints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id),
    printedBy: uuid('printed_by')
      .notNull()
      .references(() => users.id),
    printedAt: ts('printed_at').notNull().defaultNow(),
    purpose: text('purpose').notNull(),
    holder: text('holder'),
    location: text('location'),
    controlled: boolean('controlled').notNull(),
    copies: integer('copies').notNull(),
    pdfSha256: text('pdf_sha256')
      .notNull()
      .references(() => blobs.sha256),
  },
  (t) => [index('document_prints_version_idx').on(t.versionId, t.printedAt), check('document_prints_copies_valid', sql`${t.copies} BETWEEN 1 AND 10`)],
);

/** One paper copy; its number runs on across the prints of its version (controlled and uncontrolled apart). */
export const documentCopies = pgTable(
  'document_copies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printId: uuid('print_id')
      .notNull()
      .references(() => documentPrints.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id),
    controlled: boolean('controlled').notNull(),
    number: integer('number').notNull(),
    status: text('status').$type<CopyStatus>().notNull().default('issued'),
    statusChangedAt: ts('status_changed_at'),
  },
  (t) => [
    unique('document_copies_number_unique').on(t.versionId, t.controlled, t.number),
    index('document_copies_print_idx').on(t.printId, t.number),
    index('document_copies_status_idx').on(t.status),
    check('document_copies_status_valid', sql`${t.status} in ('issued','to-recall','returned','destroyed')`),
  ],
);
