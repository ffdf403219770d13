import os from 'node:os';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { instanceIdOf } from '../../platform/instance-id.ts';
import { ExternalProgram } from '../../platform/process/run-program.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { retentionPolicies } from '../retention/retention-policies.ts';
import type { BackupDeps } from './backups.service.ts';

/** pg_dump may run for hours on a large database; past this it is stopped and the backup fails. */
const PG_DUMP_TIMEOUT_MS = 6 * 3_600_000;

/** What the server, the scheduled job and `npm run backup` take backups with, from the configuration. */
export function backupDepsFrom(config: Config, database: Database, store: BlobStore, clock: Clock, archiveTarget?: string): BackupDeps {
  const pgUrl = config.migrationDatabaseUrl ?? config.databaseUrl;
  return {
    database,
    store,
    storeSettings: config.blobStore,
    clock,
    dir: config.backup.dir,
    instanceId: instanceIdOf(config.dataDir),
    host: os.hostname(),
    pgDump: database.kind === 'postgres' && pgUrl ? { pgDump: new ExternalProgram({ command: config.backup.pgDump, concurrency: 1, timeoutMs: PG_DUMP_TIMEOUT_MS, dieWithServer: true }), url: pgUrl, timeoutMs: PG_DUMP_TIMEOUT_MS } : null,
    retentionDays: async () => (await retentionPolicies(database.db)).backups,
    archiveTarget,
    encryption: config.backup.encryption,
  };
}
