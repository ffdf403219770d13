import { check, index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { documents, documentVersions } from './documents.ts';

/**
 * Notes on a document version (spec 02 §3): sticky notes at a page position and general comments. Once the version
 * has been effective they are part of its record: a trigger (migration 0021) refuses any change but resolving, and
 * any deletion.
 */
export const documentNotes = pgTable(
  'document_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id),
    kind: text('kind').$type<'sticky' | 'general'>().notNull(),
    page: integer('page'),
    x: real('x'),
    y: real('y'),
    content: text('content').notNull(),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('document_notes_version_idx').on(t.versionId, t.createdAt),
    check('document_notes_kind_valid', sql`${t.kind} in ('sticky','general')`),
    check('document_notes_status_valid', sql`${t.status} in ('open','resolved')`),
    check(
      'document_notes_position_valid',
      sql`(${t.kind} = 'sticky') = (${t.page} IS NOT NULL AND ${t.x} IS NOT NULL AND ${t.y} IS NOT NULL)`,
    ),
  ],
);
