import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/schema/columns.ts';
import { users } from '../../platform/db/schema/identity.ts';

/** Tables of migration 0060, hand-written SQL like settings.schema.ts: out of the schema index. */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  confirmedAt: ts('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

export const recoveryCodes = pgTable('recovery_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  codeHash: text('code_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  usedAt: ts('used_at'),
});

export const signInChallenges = pgTable('sign_in_challenges', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  kind: text('kind').$type<'code' | 'enrol'>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
