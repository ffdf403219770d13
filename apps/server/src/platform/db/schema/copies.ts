import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { CopyStatus } from '@attest/domain';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { blobs, documents, documentVersions } from './documents.ts';

/**
 * Printed copies (FR-CPY-1, migrations 0024 to 0026): a print request and its numbered copies.
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
    /** Set when the holder is a user of the system (migration 0026); holder then keeps their name as printed. */
    holderUserId: uuid('holder_user_id').references(() => users.id),
    location: text('location'),
    controlled: boolean('controlled').notNull(),
    copies: integer('copies').notNull(),
    pdfSha256: text('pdf_sha256')
      .notNull()
      .references(() => blobs.sha256),
  },
  (t) => [
    index('document_prints_version_idx').on(t.versionId, t.printedAt),
    index('document_prints_holder_idx').on(t.holderUserId).where(sql`${t.holderUserId} IS NOT NULL`),
    check('document_prints_copies_valid', sql`${t.copies} BETWEEN 1 AND 10`)],
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
    /** Why the status last changed (the recall's cause, or the reason given when returned or destroyed), 0026. */
    statusReason: text('status_reason'),
    statusChangedBy: uuid('status_changed_by').references(() => users.id),
  },
  (t) => [
    unique('document_copies_number_unique').on(t.versionId, t.controlled, t.number),
    index('document_copies_print_idx').on(t.printId, t.number),
    index('document_copies_status_idx').on(t.status),
    check('document_copies_status_valid', sql`${t.status} in ('issued','to-recall','returned','destroyed')`),
  ],
);
