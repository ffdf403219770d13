import { defineJob, noPayload, type JobQueue } from '../jobs/job-queue.ts';
import type { BlobStore } from './blob-store.ts';

const TEMP_SWEEP_JOB = 'blob-temp-sweep';
const STALE_AFTER_MS = 24 * 3_600_000;

/** Uploads abandoned by a crash leave temp files: every hour, those older than a day are removed. */
export async function scheduleTempSweep(jobs: JobQueue, store: BlobStore): Promise<void> {
  jobs.register(defineJob({
    name: TEMP_SWEEP_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const removed = await store.cleanupStaleTemps(STALE_AFTER_MS);
      if (removed > 0) ctx.log.info({ removed }, 'stale upload temp files removed');
    },
  }));
  // Off the hour, away from the jobs that run on it.
  await jobs.schedule(TEMP_SWEEP_JOB, '17 * * * *');
}
