import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openConfiguredDatabase } from '../platform/db/open-from-config.ts';
import { acquireDataDirLock } from '../platform/pglite-lock.ts';
import { openBlobStore } from '../platform/storage/open-blob-store.ts';
import { configureAuditKeys } from '../modules/audit/audit-secret.ts';
import { backupDepsFrom } from '../modules/backups/backup-deps.ts';
import { backupPaths } from '../modules/backups/backup-files.ts';
import { runBackup, startBackup } from '../modules/backups/backups.service.ts';

/**
 * npm run backup: takes a backup now, as the schedule would, into BACKUP_DIR. On the embedded database the server
 * must be stopped (one process at a time); while it runs, use Trigger Backup in System Administration instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  let release: () => void = () => undefined;
  if (!config.databaseUrl) {
    try {
      release = acquireDataDirLock(config.dataDir);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nWhile the server runs, start a backup from System Administration → Backup (or POST /api/system/backups).`, { cause: error });
    }
  }
  await configureAuditKeys(config);
  const database = await openConfiguredDatabase(config);
  try {
    const deps = backupDepsFrom(config, database, openBlobStore(config.blobStore), systemClock);
    const actor = { id: null, name: `command line (${os.userInfo().username})`, role: null };
    const started = await database.db.transaction((tx) => startBackup(tx, deps, { trigger: 'cli', actor }));
    console.log(`Backing up into ${path.join(deps.dir, started.fileName)} …`);
    const done = await runBackup(deps, started.id);
    if (done?.status !== 'succeeded') throw new Error(`Backup failed: ${done?.error ?? 'unknown error'}`);
    console.log(`Backup complete: ${backupPaths(done.location, done.fileName).archive}`);
    console.log(`  ${done.sizeBytes} bytes, SHA-256 ${done.sha256} (also in ${done.fileName}.sha256)`);
    console.log(`  ${JSON.stringify(done.counts)}`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
