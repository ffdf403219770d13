import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../db/schema/columns.ts';
import { users } from '../db/schema/identity.ts';

/**
 * Settings an administrator may change (migration 0034). Like copies.ts, hand-written SQL and out of the schema index,
 * so drizzle-kit never generates it again.
 */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});
