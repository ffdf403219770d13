import type { Db } from '../../platform/db/client.ts';
import { defineJob, noPayload, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { releaseTrainedVersions } from './training-gate.ts';

export const TRAINING_GATE_JOB = 'training-gate';

/**
 * Hourly: versions waiting for their training are released once trained, at their target date when the document
 * says so, or once their open conditions are closed. Completing a training checks its document at once; this catches
 * the rest. The queue runs it once across instances.
 */
export async function scheduleTrainingGate(jobs: JobQueue, db: Db, calendar: SiteCalendar): Promise<void> {
  jobs.register(defineJob({
    name: TRAINING_GATE_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const released = await releaseTrainedVersions(db, await calendar.today(ctx.clock.now()));
      if (released > 0) ctx.log.info({ released }, 'versions made effective after training');
    },
  }));
  await calendar.follow(jobs, TRAINING_GATE_JOB, () => '10 * * * *');
}
