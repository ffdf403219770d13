import { sql } from 'drizzle-orm';
import { addDays, type PeriodicReviewResponse, type Role } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { findDocument } from '../documents/documents.repo.ts';
import { canCompleteReview, canManageReviews } from './periodic-reviews.policy.ts';
import { currentTaskOf, presentTask, readPlan } from './periodic-reviews.repo.ts';

/** The document page's Periodic Review section, with what the viewer may do. */
export async function periodicReviewOf(db: Db, documentId: string, viewer: { id: string; role: Role }, today: string): Promise<PeriodicReviewResponse> {
  const found = await findDocument(db, documentId);
  assertVisible(viewer, found?.doc);
  const plan = await readPlan(db, documentId);
  if (!plan) throw new AppError('DOCUMENT_NOT_FOUND');
  const task = await currentTaskOf(db, documentId);
  const current = task ? presentTask(task, today) : null;
  let currentWorkflow: PeriodicReviewResponse['currentWorkflow'] = null;
  if (current?.status === 'revising') {
    const [running] = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM workflows WHERE document_id = ${documentId} AND status = 'active' LIMIT 1`));
    currentWorkflow = { workflowId: running?.id ?? null, state: plan.status, versionLabel: current.versionLabel ?? '' };
  }
  return {
    documentId,
    frequencyMonths: plan.frequencyMonths,
    lastReviewDate: plan.lastReviewDate,
    nextReviewDate: plan.nextReviewDate,
    daysBeforeStart: plan.leadDays,
    startPeriodicReview: plan.nextReviewDate ? addDays(plan.nextReviewDate, -plan.leadDays) : null,
    reviewOwner: { id: plan.ownerId, name: plan.ownerName },
    currentReview: current,
    currentWorkflow,
    canComplete: current?.status === 'open' && canCompleteReview(viewer, current.owner.id),
    canManage: plan.inForce && canManageReviews(viewer.role),
  };
}
