import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { blobs } from './documents.ts';

/**
 * When administrators were last told that a stored file cannot be read (migration 0120): at most one notice per blob
 * per day. Hand-written like renditions, and kept out of index.ts for the same reason.
 */
export const unreadableBlobNotices = pgTable('unreadable_blob_notices', {
  sha256: text('sha256')
    .primaryKey()
    .references(() => blobs.sha256),
  notifiedAt: ts('notified_at').notNull(),
});
