import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { documents, documentVersions } from './documents.ts';

/**
 * Read-and-understood acknowledgements of a document's effective version (spec 01 §3 acknowledgments). One per
 * user and version, never changed or removed: a new effective version needs a new acknowledgement.
 */
export const documentAcknowledgements = pgTable(
  'document_acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    acknowledgedAt: ts('acknowledged_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_acknowledgements_version_user_unique').on(t.versionId, t.userId),
    index('document_acknowledgements_user_idx').on(t.userId, t.documentId),
  ],
);
