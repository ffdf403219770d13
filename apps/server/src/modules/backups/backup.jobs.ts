import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { z } from 'zod';
import { defineJob, noPayload, type JobQueue, type JobRef } from '../../platform/jobs/job-queue.ts';
import { BACKUP_SCHEDULE_OFF } from '@attest/domain';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { SYSTEM_ACTOR } from '../audit/audit.repo.ts';
import { runBackup, startBackup, type BackupDeps } from './backups.service.ts';

export const BACKUP_JOB = 'backup';
export const SCHEDULED_BACKUP_JOB = 'scheduled-backup';
/** A backup asked for from the screen, on the row its request created. */
export const backupJob = { name: BACKUP_JOB, payload: z.object({ backupId: z.string() }) } satisfies JobRef;

/**
 * A backup asked for from the screen runs as a job (any instance, once); the schedule's occurrences start one each.
 * A crashed attempt is run again on the same row (runBackup starts its archive afresh).
 */
export async function registerBackupJobs(jobs: JobQueue, deps: BackupDeps, options: { calendar: SiteCalendar; log: FastifyBaseLogger }): Promise<void> {
  jobs.register(defineJob({ ...backupJob, maxAttempts: 2, concurrency: 1, ownSlot: true, handler: async ({ backupId }) => void (await runBackup(deps, backupId)) }));
  jobs.register(defineJob({
    name: SCHEDULED_BACKUP_JOB,
    payload: noPayload,
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
  }));
  // The backupSchedule preference, in the site's time zone; "off" removes the waiting occurrence.
  await options.calendar.follow(jobs, SCHEDULED_BACKUP_JOB, (preferences) => (preferences.backupSchedule === BACKUP_SCHEDULE_OFF ? null : preferences.backupSchedule));
}
