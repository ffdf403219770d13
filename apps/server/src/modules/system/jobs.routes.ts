import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, JobListQuery, JobListResponse, JobRetryResponse, type JobSummary } from '@attest/domain';
import { auditActorOf, originOf } from '../../core/request-context.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { JobRow } from '../../platform/jobs/jobs.repo.ts';
import { retryFailedJob } from './jobs.service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const presentJob = (job: JobRow): JobSummary => ({
  ...job,
  runAt: job.runAt.toISOString(),
  lockedUntil: iso(job.lockedUntil),
  scheduledFor: iso(job.scheduledFor),
  createdAt: job.createdAt.toISOString(),
  finishedAt: iso(job.finishedAt),
});

/** System Administration (admin): the background jobs, and a retry for the ones that failed. */
export function jobRoutes(app: FastifyInstance, deps: { db: Db; jobs: JobQueue }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'manage-system' as const };
  const tags = ['system'];

  api.get('/api/system/jobs', {
    config: access,
    schema: { tags, summary: 'Background jobs, newest first, by status', querystring: JobListQuery, response: { 200: JobListResponse } },
    handler: async (request) => {
      const { items, total } = await deps.jobs.list(request.query);
      return { items: items.map(presentJob), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  });

  api.post('/api/system/jobs/:id/retry', {
    config: access,
    schema: { tags, summary: 'Queue a failed job again with fresh attempts (audited)', params: IdParams, response: { 200: JobRetryResponse } },
    handler: async (request) => retryFailedJob(deps.db, deps.jobs, request.params.id, { actor: auditActorOf(request), origin: originOf(request) }),
  });
}
