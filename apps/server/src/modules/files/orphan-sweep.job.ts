import { defineJob, noPayload, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { SYSTEM_ACTOR } from '../audit/audit.repo.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import type { OrphanSweeper } from './orphan-sweep.ts';

export const ORPHAN_SWEEP_JOB = 'orphan-blob-sweep';

/** Daily at 03:40 on the site's calendar, a quiet hour away from the other nightly jobs; as the system. */
export async function scheduleOrphanSweep(jobs: JobQueue, sweeper: OrphanSweeper, calendar: SiteCalendar): Promise<void> {
  jobs.register(defineJob({
    name: ORPHAN_SWEEP_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const result = await sweeper.sweep({ now: ctx.clock.now(), actor: SYSTEM_ACTOR });
      if (result.removed > 0) ctx.log.info(result, 'orphaned files removed');
    },
  }));
  await calendar.follow(jobs, ORPHAN_SWEEP_JOB, () => '40 3 * * *');
}
