import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openConfiguredDatabase } from '../platform/db/open-from-config.ts';
import { acquireDataDirLock } from '../platform/pglite-lock.ts';
import { openBlobStore } from '../platform/storage/open-blob-store.ts';
import { configureAuditKeys } from '../modules/audit/audit-secret.ts';
import { backupDepsFrom } from '../modules/backups/backup-deps.ts';
import { backupPaths } from '../modules/backups/backup-files.ts';
import { readArchive } from '../modules/backups/archive-reader.ts';
import { runBackup, startBackup } from '../modules/backups/backups.service.ts';
import { expectedSha256 } from './archive-sha256.ts';

const USAGE = 'Usage: npm run backup                                      (take a backup now, into BACKUP_DIR)\n       npm run backup -- --verify <archive.tar[.age]> [--sha256 <hex>]   (check an archive, offline)';

/**
 * npm run backup -- --verify <archive>: the check Verify on the Backup tab makes (readArchive), offline, on any copy:
 * the manifest, every member's size and SHA-256, and the whole file against its `.sha256` (or --sha256). Needs no
 * database; exits 1 naming the first problem.
 */
async function verify(archive: string, sha256: string | undefined): Promise<void> {
  // An encrypted archive is opened with BACKUP_AGE_IDENTITY_FILE.
  const { identityFile } = loadConfig().backup.encryption;
  const check = await readArchive(archive, { expectedSha256: await expectedSha256(archive, sha256), identityFile });
  if (!check.ok || !check.manifest) {
    const more = check.problems.length > 1 ? `\n  (and ${check.problems.length - 1} more problem${check.problems.length > 2 ? 's' : ''})` : '';
    console.error(`Archive NOT intact: ${path.basename(archive)}\n  ${check.problems[0] ?? 'unreadable'}${more}`);
    process.exit(1);
  }
  console.log(`Archive intact: ${path.basename(archive)} (made ${check.manifest.createdAt} by Attest ${check.manifest.application.version})`);
  console.log(`  ${check.members} members match the manifest; SHA-256 ${check.sha256}`);
}

/**
 * npm run backup: takes a backup now, as the schedule would, into BACKUP_DIR. On the embedded database the server
 * must be stopped (one process at a time); while it runs, use Trigger Backup in System Administration instead.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { verify: { type: 'string' }, sha256: { type: 'string' } } });
  if (positionals.length > 0 || (values.sha256 && !values.verify)) {
    console.error(USAGE);
    process.exit(2);
  }
  if (values.verify) return verify(path.resolve(values.verify), values.sha256);
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
    console.log(`Backup complete: ${backupPaths(done.location ?? deps.dir, done.fileName).archive}`);
    if (done.copyLocation) console.log(`  copied to ${done.copyLocation}`);
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
