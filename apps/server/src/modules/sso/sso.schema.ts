import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/schema/columns.ts';
import { users } from '../../platform/db/schema/identity.ts';

/** Tables of migration 0080, hand-written SQL like two-factor.schema.ts: out of the schema index. */
export const ssoAttempts = pgTable('sso_attempts', {
  stateHash: text('state_hash').primaryKey(),
  purpose: text('purpose').$type<'sign-in' | 'signing'>().notNull().default('sign-in'),
  sessionId: text('session_id'),
  userId: uuid('user_id'),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  confirmedAt: ts('confirmed_at'),
  pickedUpAt: ts('picked_up_at'),
});

export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSignInAt: ts('last_sign_in_at'),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] })],
);
