import { lastFinishedAuditReviewPeriod } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { defineJob, noPayload, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import { openReview } from './audit-reviews.service.ts';

export const AUDIT_REVIEW_JOB = 'audit-trail-reviews';

/**
 * Daily, just after midnight on the site's calendar: the last period that has ended (its length the preference
 * auditReviewPeriodMonths, read at each run) gets its review if it has none. Running daily rather than on the first
 * of the month means a server that was down that night still opens it the next day; the unique period makes every
 * later run, on any instance, open nothing.
 */
export async function scheduleAuditTrailReviews(jobs: JobQueue, deps: { db: Db; preferences: PreferencesService; calendar: SiteCalendar }): Promise<void> {
  jobs.register(defineJob({
    name: AUDIT_REVIEW_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const now = ctx.clock.now();
      const months = await deps.preferences.get('auditReviewPeriodMonths');
      const period = lastFinishedAuditReviewPeriod(await deps.calendar.today(now), months);
      const { created, id } = await openReview(deps.db, period, null, now);
      if (created) ctx.log.info({ reviewId: id, ...period }, 'audit-trail review opened');
    },
  }));
  await deps.calendar.follow(jobs, AUDIT_REVIEW_JOB, () => '20 0 * * *');
}
