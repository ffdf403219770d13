import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { backupDepsFrom } from './backup-deps.ts';
import type { BackupDeps } from './backups.service.ts';
import { registerBackupJobs } from './backup.jobs.ts';
import { pruneBackups } from './backups.service.ts';

/**
 * Backups (FR-BAK-1): the job that writes an archive and the schedule (the backupSchedule preference); returns what
 * the routes work with (the app's composition registers them).
 */
export async function registerBackups(app: FastifyInstance, deps: { config: Config; database: Database; store: BlobStore; clock: Clock; archiveTarget?: string }): Promise<BackupDeps> {
  const backup = backupDepsFrom(deps.config, deps.database, deps.store, deps.clock, deps.archiveTarget);
  await registerBackupJobs(app.jobs, backup, { calendar: app.siteCalendar, log: app.log });
  // Each instance also prunes the archives it holds when it starts: the backup job runs on whichever instance claims
  // it, so an instance may go long without a backup of its own to prune after. (No timer of its own: the job queue
  // runs a job on one instance, and pruning must happen on the one holding the files.)
  app.addHook('onReady', async () => {
    await pruneBackups(backup).catch((error: unknown) => app.log.error({ err: error }, 'pruning this instance’s backup archives failed'));
  });
  return backup;
}
