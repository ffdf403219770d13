import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompletePeriodicReviewRequest,
  IdParams,
  PeriodicReviewListQuery,
  PeriodicReviewListResponse,
  PeriodicReviewResponse,
  StartPeriodicReviewRequest,
  UpdatePeriodicReviewRequest,
} from '@attest/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { originOf, requireAuth } from '../../core/request-context.ts';
import { assertCanManageReviews } from './periodic-reviews.policy.ts';
import { listTasks, presentTask } from './periodic-reviews.repo.ts';
import { completeReview, updatePlan } from './periodic-reviews.service.ts';
import { startReviewNow } from './periodic-review-dates.ts';
import { PERIODIC_REVIEW_JOB, periodicReviewJob } from './periodic-reviews.job.ts';
import { periodicReviewOf } from './periodic-review-view.ts';

/** Periodic review (spec 02 §3): a document's plan and task, the owner's decision, and the list of open tasks. */
export function periodicReviewRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; calendar: SiteCalendar; jobs: JobQueue }): void {
  const { db, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['periodic-reviews'];
  const contextOf = async (request: Parameters<typeof requireAuth>[0]) => {
    const now = clock.now();
    return { auth: requireAuth(request), origin: originOf(request), now, today: await deps.calendar.today(now) };
  };

  api.get('/api/documents/:id/periodic-review', {
    config: { access: 'review-history' },
    schema: { tags, summary: "A document's periodic review: frequency, dates, lead time, owner, current task and revision", params: IdParams, response: { 200: PeriodicReviewResponse } },
    handler: async (request) => {
      const ctx = await contextOf(request);
      return periodicReviewOf(db, request.params.id, { id: ctx.auth.user.id, role: ctx.auth.user.role }, ctx.today);
    },
  });

  api.patch('/api/documents/:id/periodic-review', {
    config: { access: 'assign-reviewers-approvers' },
    schema: { tags, summary: 'Name the review owner, change the lead time or move the next review date with a reason (coordinators and administrators; audited)', params: IdParams, body: UpdatePeriodicReviewRequest, response: { 200: PeriodicReviewResponse } },
    handler: async (request) => {
      const ctx = await contextOf(request);
      await updatePlan(db, request.params.id, request.body, ctx);
      // A longer lead time may open the window today: the daily run is made now rather than tomorrow.
      await deps.jobs.enqueue(db, periodicReviewJob, {}, { singletonKey: `${PERIODIC_REVIEW_JOB}:plan-changed` });
      return periodicReviewOf(db, request.params.id, { id: ctx.auth.user.id, role: ctx.auth.user.role }, ctx.today);
    },
  });

  api.post('/api/documents/:id/periodic-review/start', {
    config: { access: 'assign-reviewers-approvers' },
    schema: { tags, summary: 'Start the periodic review now, for cause, with a reason: its window starts today and the owner is told (coordinators and administrators; audited)', params: IdParams, body: StartPeriodicReviewRequest, response: { 200: PeriodicReviewResponse } },
    handler: async (request) => {
      const ctx = await contextOf(request);
      await startReviewNow(db, request.params.id, request.body.reason, ctx);
      return periodicReviewOf(db, request.params.id, { id: ctx.auth.user.id, role: ctx.auth.user.role }, ctx.today);
    },
  });

  api.post('/api/documents/:id/periodic-review/complete', {
    config: { access: 'review-history' },
    schema: {
      tags,
      summary: 'Complete the open review: "no-change" signed with meaning "reviewed", or "revision" starting a new version (audited)',
      params: IdParams,
      body: CompletePeriodicReviewRequest,
      response: { 200: PeriodicReviewResponse },
    },
    handler: async (request) => {
      const ctx = await contextOf(request);
      await completeReview(db, request.params.id, request.body, ctx);
      return periodicReviewOf(db, request.params.id, { id: ctx.auth.user.id, role: ctx.auth.user.role }, ctx.today);
    },
  });

  api.get('/api/periodic-reviews', {
    config: { access: 'review-history' },
    schema: { tags, summary: 'Open review tasks, earliest due first: mine, or everyone\'s for coordinators and administrators', querystring: PeriodicReviewListQuery, response: { 200: PeriodicReviewListResponse } },
    handler: async (request) => {
      const ctx = await contextOf(request);
      const { owner, page, pageSize } = request.query;
      if (owner === 'all') assertCanManageReviews(ctx.auth.user.role);
      const { rows, total } = await listTasks(db, { ownerId: owner === 'all' ? null : ctx.auth.user.id, page, pageSize });
      return { items: rows.map((row) => presentTask(row, ctx.today)), total, page, pageSize };
    },
  });
}
