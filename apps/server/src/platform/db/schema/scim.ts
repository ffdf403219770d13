import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

/** Bearer tokens for SCIM provisioning (migration 0280): the SHA-256 of the token, never the token. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('scim_tokens_token_hash_unique').on(t.tokenHash)],
);

/** The identity provider's id of a user (SCIM externalId). */
export const scimExternalIds = pgTable(
  'scim_external_ids',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    externalId: text('external_id').notNull(),
  },
  (t) => [uniqueIndex('scim_external_ids_external_id_unique').on(t.externalId)],
);

/** SCIM's given and family names of a user as provisioned (migration 0310); users.name stays the one name. */
export const scimNameParts = pgTable('scim_name_parts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
});
