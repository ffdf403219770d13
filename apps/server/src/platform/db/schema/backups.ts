import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BackupCounts, BackupStatus, BackupTrigger } from '@attest/domain';
import { ts } from './columns.ts';
import { users } from './identity.ts';

/** Backups taken (FR-BAK-1, migration 0033); hand-written like copies.ts and kept out of index.ts. */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<BackupStatus>().notNull(),
    trigger: text('trigger').$type<BackupTrigger>().notNull(),
    requestedBy: uuid('requested_by').references(() => users.id),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    fileName: text('file_name').notNull(),
    /** The BACKUP_DIR of the instance that writes the archive; null until one starts writing it (migration 0180). */
    location: text('location'),
    /** The instance that writes the archive (its id from DATA_DIR/instance-id) and its host name (migration 0180). */
    instanceId: text('instance_id'),
    host: text('host'),
    /** The archive's copy in the object store (s3://bucket/backups/<file>), or null (migration 0038). */
    copyLocation: text('copy_location'),
    databaseKind: text('database_kind').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    /** The bytes the archive's members add up to, known once the database is dumped; progress is done / total. */
    totalBytes: bigint('total_bytes', { mode: 'number' }),
    doneBytes: bigint('done_bytes', { mode: 'number' }).notNull().default(0),
    counts: jsonb('counts').$type<BackupCounts>(),
    error: text('error'),
    prunedAt: ts('pruned_at'),
    lastVerifiedAt: ts('last_verified_at'),
    lastVerifiedOk: boolean('last_verified_ok'),
    /** Written by the process taking a running backup every 30 s; a running row not heard from is stale (migration 0037). */
    heartbeatAt: ts('heartbeat_at').notNull(),
  },
  (t) => [
    index('backups_started_idx').on(t.startedAt.desc(), t.id),
    unique('backups_file_name_unique').on(t.fileName),
    /** One running backup at a time (migration 0037). */
    uniqueIndex('backups_one_running').on(t.status).where(sql`${t.status} = 'running'`),
    check('backups_status_valid', sql`${t.status} in ('running','succeeded','failed','pruned')`),
    check('backups_trigger_valid', sql`${t.trigger} in ('manual','schedule','cli')`),
  ],
);
