import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { documentVersions } from './documents.ts';
import { users } from './identity.ts';

/** Git repository connections (FR-REPO-1, migration 0050); hand-written like backups.ts and kept out of index.ts. */
export const repositoryConnections = pgTable(
  'repository_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    branch: text('branch').notNull(),
    authScheme: text('auth_scheme').$type<'basic' | 'bearer'>().notNull().default('basic'),
    username: text('username').notNull().default('git'),
    /** base64 of IV, tag and AES-256-GCM ciphertext (token-crypto.ts); null without a token. */
    tokenCiphertext: text('token_ciphertext'),
    lastFetchedAt: ts('last_fetched_at'),
    lastCommitSha: text('last_commit_sha'),
    lastError: text('last_error'),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').notNull().references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('repository_connections_name_idx').on(t.name).where(sql`${t.deletedAt} IS NULL`),
    check('repository_connections_auth_scheme_valid', sql`${t.authScheme} in ('basic','bearer')`),
  ],
);

/** Where an imported version's file came from. */
export const documentVersionSources = pgTable('document_version_sources', {
  versionId: uuid('version_id').primaryKey().references(() => documentVersions.id),
  connectionId: uuid('connection_id').notNull().references(() => repositoryConnections.id),
  repositoryUrl: text('repository_url').notNull(),
  branch: text('branch').notNull(),
  commitSha: text('commit_sha').notNull(),
  path: text('path').notNull(),
  blobSha: text('blob_sha').notNull(),
  importedBy: uuid('imported_by').notNull().references(() => users.id),
  importedAt: ts('imported_at').notNull().defaultNow(),
  lastSyncAt: ts('last_sync_at').notNull().defaultNow(),
});
