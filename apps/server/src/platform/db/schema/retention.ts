import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { documents } from './documents.ts';
import { signatures } from './workflow.ts';

/** A signed retention decision on an archived document (migration 0035): retain for a period, or dispose once. */
export const documentDispositions = pgTable('document_dispositions', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id),
  decision: text('decision').$type<'retain' | 'dispose'>().notNull(),
  reason: text('reason').notNull(),
  signatureId: uuid('signature_id')
    .notNull()
    .references(() => signatures.id),
  decidedBy: uuid('decided_by')
    .notNull()
    .references(() => users.id),
  decidedAt: ts('decided_at').notNull(),
  periodDays: integer('period_days').notNull(),
  /** The SHA-256 of each file destroyed by a disposal. */
  destroyedSha256: text('destroyed_sha256').array().notNull().default([]),
});
