import type { JobRetryResponse } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';

/** An administrator queues a failed job again; the retry and its audit event commit together. */
export async function retryFailedJob(db: Db, jobs: JobQueue, id: string, by: { actor: AuditActor; origin: RequestOrigin }): Promise<JobRetryResponse> {
  return db.transaction(async (tx) => {
    const before = await jobs.retry(id, tx).catch((error: unknown) => {
      // A job with the same singleton key was queued since this one failed.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'The same job is already queued.');
      throw error;
    });
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status !== 'failed') throw new AppError('CONFLICT', 'Only a failed job can be retried.');
    await appendAuditEvent(tx, {
      ...by,
      action: 'Job Retried',
      entityType: 'job',
      entityId: id,
      oldValues: { name: before.name, status: 'failed' },
      newValues: { name: before.name, status: 'queued' },
    });
    return { id, status: 'queued' as const };
  });
}
