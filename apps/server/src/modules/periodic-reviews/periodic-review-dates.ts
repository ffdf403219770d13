import { type AuditAction, addDays } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { lockDocumentRow, updateDocumentIfVersion } from '../documents/documents.repo.ts';
import { openDueReviews } from './periodic-reviews.job.ts';
import { assertCanManageReviews } from './periodic-reviews.policy.ts';
import { lockActiveTask, readPlan } from './periodic-reviews.repo.ts';

interface Ctx {
  auth: AuthContext;
  origin: RequestOrigin;
  today: string;
  now: Date;
}

type LockedDocument = NonNullable<Awaited<ReturnType<typeof lockDocumentRow>>>;

/** The document in force, locked, with no review open: the only one whose review date document control may move. */
async function movableReview(tx: Db, documentId: string, ctx: Ctx) {
  const doc = await lockDocumentRow(tx, documentId);
  assertVisible({ id: ctx.auth.user.id, role: ctx.auth.user.role }, doc);
  const plan = await readPlan(tx, documentId);
  if (!plan) throw new AppError('DOCUMENT_NOT_FOUND');
  if (!plan.inForce) throw new AppError('REVIEW_NOT_IN_FORCE');
  // An open review has its due date; it is completed (or revised) first.
  if (await lockActiveTask(tx, documentId)) throw new AppError('REVIEW_TASK_ALREADY_OPEN');
  return { doc, plan };
}

async function setReviewDate(tx: Db, doc: LockedDocument, date: string, ctx: Ctx): Promise<void> {
  const updated = await updateDocumentIfVersion(tx, doc.id, doc.rowVersion, { reviewDate: date, updatedBy: ctx.auth.user.id }, ctx.now);
  if (!updated) throw new AppError('CONFLICT');
}

/** Document control moves the next review date (in the caller's transaction), with a reason; audited. */
export async function moveReviewDate(tx: Db, documentId: string, to: string, reason: string, ctx: Ctx): Promise<void> {
  if (to < ctx.today) throw new AppError('REVIEW_DATE_IN_PAST');
  const { doc, plan } = await movableReview(tx, documentId, ctx);
  await setReviewDate(tx, doc, to, ctx);
  await auditReviewDate(tx, 'Periodic Review Date Changed', { documentId, from: plan.nextReviewDate, to, reason }, ctx);
}

/** The review date's move, old → new, with the reason document control gave. */
function auditReviewDate(tx: Db, action: AuditAction, move: { documentId: string; from: string | null; to: string; reason: string }, ctx: Ctx) {
  return appendAuditEvent(tx, {
    actor: { id: ctx.auth.user.id, name: ctx.auth.user.name, role: ctx.auth.user.role },
    origin: ctx.origin,
    action,
    entityType: 'document',
    entityId: move.documentId,
    oldValues: { nextReviewDate: move.from },
    newValues: { nextReviewDate: move.to },
    reason: move.reason,
  });
}

/**
 * Opens the review now, for cause: its window starts today (the review date becomes today plus the lead time, or
 * stays if it is sooner), the task opens and its owner is told, as the daily run would. Audited with the reason.
 */
export async function startReviewNow(db: Db, documentId: string, reason: string, ctx: Ctx): Promise<void> {
  assertCanManageReviews(ctx.auth.user.role);
  await db.transaction(async (tx) => {
    const { doc, plan } = await movableReview(tx, documentId, ctx);
    const windowEnd = addDays(ctx.today, plan.leadDays);
    const due = plan.nextReviewDate && plan.nextReviewDate < windowEnd ? plan.nextReviewDate : windowEnd;
    if (due !== plan.nextReviewDate) await setReviewDate(tx, doc, due, ctx);
    await auditReviewDate(tx, 'Periodic Review Started', { documentId, from: plan.nextReviewDate, to: due, reason }, ctx);
    await openDueReviews(tx, ctx.today, ctx.now, { documentId });
  });
}
