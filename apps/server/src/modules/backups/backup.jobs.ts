import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { BACKUP_SCHEDULE_OFF } from '@attest/domain';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import { SYSTEM_ACTOR } from '../audit/audit.repo.ts';
import { runBackup, startBackup, type BackupDeps } from './backups.service.ts';

export const BACKUP_JOB = 'backup';
export const SCHEDULED_BACKUP_JOB = 'scheduled-backup';

/**
 * A backup asked for from the screen runs as a job (any instance, once); the schedule's occurrences start one each.
 * A crashed attempt is run again on the same row (runBackup starts its archive afresh).
 */
export async function registerBackupJobs(jobs: JobQueue, deps: BackupDeps, options: { preferences: PreferencesService; timezone: string; log: FastifyBaseLogger }): Promise<void> {
  jobs.register<{ backupId: string }>({ name: BACKUP_JOB, maxAttempts: 2, concurrency: 1, handler: async ({ backupId }) => void (await runBackup(deps, backupId)) });
  jobs.register({
    name: SCHEDULED_BACKUP_JOB,
    maxAttempts: 1,
    concurrency: 1,
    handler: async () => {
      try {
        const row = await deps.database.db.transaction((tx) => startBackup(tx, deps, { trigger: 'schedule', actor: SYSTEM_ACTOR }));
        await runBackup(deps, row.id);
      } catch (error) {
        // One already running (taken by hand just before) is this occurrence's backup.
        if (error instanceof AppError && error.code === 'BACKUP_RUNNING') options.log.info('scheduled backup skipped: one is running');
        else throw error;
      }
    },
  });
  await followBackupSchedule(jobs, options);
}

/**
 * Declares the backup schedule in force (the backupSchedule preference) and declares it again whenever the
 * preferences change on any instance: a new expression replaces the waiting occurrence, "off" removes it.
 */
async function followBackupSchedule(jobs: JobQueue, options: { preferences: PreferencesService; timezone: string; log: FastifyBaseLogger }): Promise<void> {
  let applied: string | undefined;
  let applying: Promise<void> = Promise.resolve();
  const apply = async () => {
    const schedule = await options.preferences.get('backupSchedule');
    if (schedule === applied) return;
    if (schedule === BACKUP_SCHEDULE_OFF) await jobs.unschedule(SCHEDULED_BACKUP_JOB);
    else await jobs.schedule(SCHEDULED_BACKUP_JOB, schedule, { timezone: options.timezone });
    if (applied !== undefined) options.log.info({ schedule }, 'backup schedule changed');
    applied = schedule;
  };
  // One re-declaration at a time, in the order the changes arrived.
  const follow = () => {
    applying = applying.then(apply).catch((error: unknown) => options.log.error({ err: error }, 'backup schedule could not be declared'));
  };
  options.preferences.onChange(follow);
  follow();
  await applying;
}
