import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { FilesystemBlobStore } from '../src/platform/storage/blob-store.ts';
import { createLogger } from '../src/platform/logger.ts';
import type { RestoreTarget } from '../src/modules/backups/restore.ts';
import { TEST_AUDIT_SECRET } from './audit-key.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface FreshTarget extends RestoreTarget {
  /** Opens the restored database (owner login) to compare it with the source. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * An empty installation of the same kind as the source app's database, as an operator would prepare for a restore:
 * a new DATA_DIR with the audit key, and on PostgreSQL a new empty database on the same server.
 */
export async function freshTarget(source: Config): Promise<FreshTarget> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-restore-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex'), LOG_LEVEL: 'silent', BACKUP_SCHEDULE: 'off' };
  let dropDatabase = async () => undefined as void;
  if (source.migrationDatabaseUrl) {
    const database = await createScratchDatabase(source.migrationDatabaseUrl, 'attest_restore');
    env.DATABASE_URL = database.url;
    dropDatabase = () => database.drop();
  }
  const config = loadConfig(env);
  return {
    config,
    store: new FilesystemBlobStore(path.join(dataDir, 'blobs')),
    log: createLogger('silent'),
    open: () => (config.databaseUrl ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 }) : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })),
    dispose: async () => {
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
