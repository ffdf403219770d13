import type { Db } from '../../platform/db/client.ts';
import { defineJob, noPayload, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { releaseDueVersions } from './scheduled-release.ts';

export const SCHEDULED_RELEASE_JOB = 'scheduled-release';

/**
 * Hourly on the hour in the site's time zone, so the first run of a day is at its start (00:00): versions scheduled for
 * that day are released. The later runs catch a day whose midnight run was missed (no instance running) or a time zone
 * changed. The queue runs each occurrence once across instances; the release re-checks under the row lock.
 */
export async function scheduleScheduledReleases(jobs: JobQueue, db: Db, calendar: SiteCalendar): Promise<void> {
  jobs.register(defineJob({
    name: SCHEDULED_RELEASE_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const now = ctx.clock.now();
      const released = await releaseDueVersions(db, await calendar.today(now), now);
      if (released > 0) ctx.log.info({ released }, 'scheduled versions released');
    },
  }));
  await calendar.follow(jobs, SCHEDULED_RELEASE_JOB, () => '0 * * * *');
}
