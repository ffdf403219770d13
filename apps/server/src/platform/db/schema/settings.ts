import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

/** System settings by dotted key (migration 0034). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/** A proposed change that weakens a control, waiting for a second administrator's signed decision (migration 0220). */
export const settingChanges = pgTable('setting_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  settingKey: text('setting_key').notNull(),
  proposedValue: jsonb('proposed_value').notNull(),
  baseValue: jsonb('base_value').notNull(),
  weakened: jsonb('weakened').notNull(),
  proposedBy: uuid('proposed_by')
    .notNull()
    .references(() => users.id),
  proposerName: text('proposer_name').notNull(),
  reason: text('reason').notNull(),
  proposedAt: ts('proposed_at').notNull(),
  status: text('status').$type<'pending' | 'approved' | 'rejected' | 'withdrawn'>().notNull().default('pending'),
  decidedBy: uuid('decided_by').references(() => users.id),
  deciderName: text('decider_name'),
  decidedAt: ts('decided_at'),
  decisionReason: text('decision_reason'),
  signatureMeaning: text('signature_meaning'),
  signedAt: ts('signed_at'),
  authenticationMethod: text('authentication_method'),
  manifestHash: text('manifest_hash'),
});
