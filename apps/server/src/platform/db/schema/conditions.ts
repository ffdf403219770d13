import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';
import { documents, documentVersions } from './documents.ts';
import { signatures, workflows } from './workflow.ts';

/**
 * Conditions of approval (FR-LC-9, migration 0030): set with an approval signed "approved-with-conditions", answered
 * once by the author, closed once by a coordinator or admin. Write-once triggers in
 * the migration.
 */
export const approvalConditions = pgTable(
  'approval_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id),
    workflowId: uuid('workflow_id').references(() => workflows.id),
    signatureId: uuid('signature_id')
      .notNull()
      .references(() => signatures.id),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    setBy: uuid('set_by')
      .notNull()
      .references(() => users.id),
    setAt: ts('set_at').notNull().defaultNow(),
    response: text('response'),
    respondedBy: uuid('responded_by').references(() => users.id),
    respondedAt: ts('responded_at'),
    closedBy: uuid('closed_by').references(() => users.id),
    closedAt: ts('closed_at'),
    closeReason: text('close_reason'),
  },
  (t) => [
    unique('approval_conditions_position_unique').on(t.signatureId, t.position),
    index('approval_conditions_version_idx').on(t.versionId, t.setAt, t.position),
    index('approval_conditions_document_idx').on(t.documentId),
  ],
);
export type ApprovalConditionRow = typeof approvalConditions.$inferSelect;
