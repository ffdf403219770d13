import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { documents } from './documents.ts';

/**
 * Each user's cart (spec 02 §3 Cart entry), on the server so it follows the person. One row per user and document;
 * at most 100 per user (the cart service), listed newest first. Hand-written migration 0020_cart.sql.
 */
export const cartEntries = pgTable(
  'cart_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] }), index('cart_entries_user_added_idx').on(t.userId, t.addedAt.desc())],
);
