import { eq } from 'drizzle-orm';
import { addMonths, REVIEW_OWNER_ROLES, type CompletePeriodicReviewRequest, type UpdatePeriodicReviewRequest } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { periodicReviews } from '../../platform/db/schema/periodic-reviews.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { findVersionRow, lockDocumentRow, updateDocumentIfVersion } from '../documents/documents.repo.ts';
import { recordSignature } from '../signatures/signing.service.ts';
import { activeUserIdsWithRoles } from '../workflow/workflow.repo.ts';
import { performAction } from '../workflow/workflow.service.ts';
import { assertCanCompleteReview, assertCanManageReviews } from './periodic-reviews.policy.ts';
import { moveReviewDate } from './periodic-review-dates.ts';
import { lockActiveTask, readPlan, upsertPlan } from './periodic-reviews.repo.ts';

interface Ctx {
  auth: AuthContext;
  origin: RequestOrigin;
  today: string;
  now: Date;
}

const actorOf = (auth: AuthContext) => ({ id: auth.user.id, name: auth.user.name, role: auth.user.role });

/**
 * A coordinator or administrator names the review owner, changes the lead time or moves the next review date (with a
 * reason); the open task follows the owner.
 */
export async function updatePlan(db: Db, documentId: string, change: UpdatePeriodicReviewRequest, ctx: Ctx): Promise<void> {
  assertCanManageReviews(ctx.auth.user.role);
  await db.transaction(async (tx) => {
    const doc = await lockDocumentRow(tx, documentId);
    assertVisible({ id: ctx.auth.user.id, role: ctx.auth.user.role }, doc);
    const before = await readPlan(tx, documentId);
    if (!before) throw new AppError('DOCUMENT_NOT_FOUND');
    if (change.reviewOwnerId && (await activeUserIdsWithRoles(tx, [change.reviewOwnerId], REVIEW_OWNER_ROLES)).size === 0) {
      throw new AppError('REVIEW_OWNER_NOT_ELIGIBLE');
    }
    if (change.nextReviewDate && change.reason) await moveReviewDate(tx, documentId, change.nextReviewDate, change.reason, ctx);
    if (change.reviewOwnerId === undefined && change.daysBeforeStart === undefined) return;
    await upsertPlan(tx, documentId, { ownerId: change.reviewOwnerId, leadDays: change.daysBeforeStart }, ctx.auth.user.id, ctx.now);
    const active = await lockActiveTask(tx, documentId);
    if (active && change.reviewOwnerId) await tx.update(periodicReviews).set({ ownerId: change.reviewOwnerId }).where(eq(periodicReviews.id, active.id));
    await appendAuditEvent(tx, {
      actor: actorOf(ctx.auth),
      origin: ctx.origin,
      action: 'Periodic Review Plan Changed',
      entityType: 'document',
      entityId: documentId,
      oldValues: { reviewOwnerId: before.ownerId, daysBeforeStart: before.leadDays },
      newValues: { reviewOwnerId: change.reviewOwnerId ?? before.ownerId, daysBeforeStart: change.daysBeforeStart ?? before.leadDays },
    });
  });
}

/**
 * The owner's decision on an open review. "No change needed" is signed with the meaning "reviewed" over the version
 * in force and moves the dates: last review today, next review today plus the frequency. "Revision needed" starts a
 * new version through the lifecycle's new_version action, the review as its reason; the task follows that version
 * until it is effective (periodic-reviews.events.ts).
 */
export async function completeReview(db: Db, documentId: string, req: CompletePeriodicReviewRequest, ctx: Ctx): Promise<void> {
  const viewer = { id: ctx.auth.user.id, role: ctx.auth.user.role };
  await db.transaction(async (tx) => {
    const doc = await lockDocumentRow(tx, documentId);
    assertVisible(viewer, doc);
    const task = await lockActiveTask(tx, documentId);
    if (!task || task.status !== 'open') throw new AppError('REVIEW_TASK_NOT_OPEN');
    assertCanCompleteReview(viewer, task.owner_id);
    if (req.outcome === 'no-change') await confirmNoChange(tx, doc, task, req, ctx);
    else await startRevision(tx, doc.id, task, req.reason, ctx);
  });
}

async function confirmNoChange(
  tx: Db,
  doc: NonNullable<Awaited<ReturnType<typeof lockDocumentRow>>>,
  task: { id: string; due_date: string },
  req: Extract<CompletePeriodicReviewRequest, { outcome: 'no-change' }>,
  ctx: Ctx,
): Promise<void> {
  if (req.signature.meaning !== 'reviewed') throw new AppError('VALIDATION_FAILED', 'The meaning of a periodic review signature is "reviewed".');
  const version = doc.effectiveVersionId ? await findVersionRow(tx, doc.effectiveVersionId) : undefined;
  if (!version || !doc.reviewPeriodMonths) throw new AppError('REVIEW_NOT_IN_FORCE');
  const signature = await recordSignature(tx, { auth: ctx.auth, origin: ctx.origin, input: req.signature, document: doc, version, workflowId: null, actionType: 'periodic_review', now: ctx.now });
  const nextReviewDate = addMonths(ctx.today, doc.reviewPeriodMonths);
  const updated = await updateDocumentIfVersion(tx, doc.id, doc.rowVersion, { reviewDate: nextReviewDate, updatedBy: ctx.auth.user.id }, ctx.now);
  if (!updated) throw new AppError('CONFLICT');
  await upsertPlan(tx, doc.id, { lastReviewDate: ctx.today }, ctx.auth.user.id, ctx.now);
  await tx
    .update(periodicReviews)
    .set({ status: 'completed', outcome: 'no-change', reason: req.comment || null, signatureId: signature.id, completedBy: ctx.auth.user.id, completedAt: ctx.now })
    .where(eq(periodicReviews.id, task.id));
  await appendAuditEvent(tx, {
    actor: actorOf(ctx.auth),
    origin: ctx.origin,
    action: 'Periodic Review Completed',
    entityType: 'document',
    entityId: doc.id,
    oldValues: { reviewDate: doc.reviewDate },
    newValues: { taskId: task.id, outcome: 'no-change', version: version.versionLabel, signatureId: signature.id, meaning: 'reviewed', lastReviewDate: ctx.today, nextReviewDate },
    reason: req.comment || null,
  });
}

async function startRevision(tx: Db, documentId: string, task: { id: string; due_date: string }, reason: string, ctx: Ctx): Promise<void> {
  const comment = `Periodic review (due ${task.due_date}): ${reason}`;
  await performAction(tx, documentId, { action: 'new_version', comment }, ctx.auth, ctx.origin, { today: ctx.today, now: ctx.now });
  const doc = await lockDocumentRow(tx, documentId);
  const versionId = doc?.currentVersionId ?? null;
  await tx.update(periodicReviews).set({ status: 'revising', reason, versionId }).where(eq(periodicReviews.id, task.id));
  await appendAuditEvent(tx, {
    actor: actorOf(ctx.auth),
    origin: ctx.origin,
    action: 'Periodic Review Revision Started',
    entityType: 'document',
    entityId: documentId,
    newValues: { taskId: task.id, outcome: 'revision', version: doc?.versionLabel, versionId },
    reason,
  });
}
