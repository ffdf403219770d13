import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { blobs, documentVersions } from './documents.ts';

/**
 * A version's rendition with its signature manifestation (P11-50, migration 0240): one row per rendition,
 * version, state and signature/history content. Hand-written migration, kept out of index.ts like copies.ts.
 */
export const manifestedRenditions = pgTable(
  'manifested_renditions',
  {
    cacheKey: text('cache_key').primaryKey(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id),
    renditionSha256: text('rendition_sha256')
      .notNull()
      .references(() => blobs.sha256),
    state: text('state').notNull(),
    pdfSha256: text('pdf_sha256')
      .notNull()
      .references(() => blobs.sha256),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('manifested_renditions_version_idx').on(t.versionId)],
);
