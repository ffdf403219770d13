import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { RenditionStatus } from '@attest/domain';
import { ts } from './columns.ts';
import { blobs } from './documents.ts';

/**
 * The PDF rendition of a stored file (FR-VIEW-1, migration 0019), keyed by the source blob: every version carrying
 * that file shows it. A PDF source is its own rendition (pdf_sha256 = source_sha256).
 */
export const renditions = pgTable(
  'renditions',
  {
    sourceSha256: text('source_sha256')
      .primaryKey()
      .references(() => blobs.sha256),
    status: text('status').$type<RenditionStatus>().notNull().default('pending'),
    pdfSha256: text('pdf_sha256').references(() => blobs.sha256),
    reason: text('reason'),
    requestedAt: ts('requested_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('renditions_unfinished_idx').on(t.status).where(sql`${t.status} IN ('pending', 'unavailable')`),
    check('renditions_status_valid', sql`${t.status} IN ('pending', 'ready', 'failed', 'unavailable')`),
    check('renditions_ready_has_pdf', sql`(${t.status} = 'ready') = (${t.pdfSha256} IS NOT NULL)`),
  ],
);
