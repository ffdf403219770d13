import { primaryKey, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { sessions, users } from './identity.ts';

/** An OpenID Connect round trip in progress (migration 0080): sign-in, or a signing re-authentication. */
export const ssoAttempts = pgTable('sso_attempts', {
  stateHash: text('state_hash').primaryKey(),
  purpose: text('purpose').$type<'sign-in' | 'signing'>().notNull().default('sign-in'),
  sessionId: text('session_id').references(() => sessions.id),
  userId: uuid('user_id').references(() => users.id),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  confirmedAt: ts('confirmed_at'),
  pickedUpAt: ts('picked_up_at'),
});

/** The identity provider's subject linked to a user. */
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
