import { createHash } from 'node:crypto';
import { AUDIT_REVIEW_MEANING, hasPermission, ROLES, type AddAuditReviewFindingRequest, type SignAuditReviewRequest } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { recordTrailAnchor, sealedHead } from '../audit/audit-anchors.ts';
import { appendAuditEvent, SYSTEM_ACTOR, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { lastAuditSeq } from '../audit-log/audit-list.repo.ts';
import { createNotifications } from '../notifications/notify.ts';
import { signatureConfig } from '../signatures/signature-config.ts';
import { assertConsent, consumeSigningToken } from '../signatures/signing.service.ts';
import { completeReview, findingsOf, findReview, insertFinding, insertReview, nextAssignee, reviewIdForPeriod, seqsInPeriod, type ReviewRow } from './audit-reviews.repo.ts';

/** The roles whose holders review the audit trail (one role → permission map, in packages/domain). */
export const REVIEWER_ROLES = ROLES.filter((role) => hasPermission(role, 'review-audit-trail'));

export interface Period {
  periodStart: string;
  periodEnd: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const actorOf = (auth: AuthContext): AuditActor => ({ id: auth.user.id, name: auth.user.name, role: auth.user.role });

/** Who opened a review for cause, and why; null when the schedule opens it. */
export interface OpenedFor {
  auth: AuthContext;
  origin: RequestOrigin;
  reason: string;
}

/**
 * Opens the review of a period, once (a second call for the same period, on any instance, opens nothing), assigns it
 * to the next QA reviewer and tells them in the app and by e-mail; audited in the same transaction.
 */
export async function openReview(db: Db, period: Period, by: OpenedFor | null, now: Date): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const assignee = await nextAssignee(tx, REVIEWER_ROLES);
    const created = await insertReview(tx, { ...period, reason: by?.reason ?? null, assigneeId: assignee?.id ?? null, openedBy: by?.auth.user.id ?? null, openedAt: now });
    if (!created) {
      const existing = await reviewIdForPeriod(tx, period);
      if (!existing) throw new Error('an audit-trail review conflicted on its period but cannot be found');
      return { id: existing, created: false };
    }
    await appendAuditEvent(tx, {
      actor: by ? actorOf(by.auth) : SYSTEM_ACTOR,
      origin: by?.origin,
      action: 'Audit Trail Review Opened',
      entityType: 'audit-review',
      entityId: created.id,
      newValues: { periodStart: period.periodStart, periodEnd: period.periodEnd, assigneeId: assignee?.id ?? null, scheduled: by === null, ...(by ? { reason: by.reason } : {}) },
    });
    if (assignee) {
      await createNotifications(tx, [
        {
          userId: assignee.id,
          title: 'Audit trail review assigned',
          message: `Review the audit trail from ${period.periodStart} to ${period.periodEnd} (EU GMP Annex 11 §9): record any findings and sign the review.`,
          type: 'info',
          category: 'audit',
          actionUrl: `/audit/reviews/${created.id}`,
        },
      ]);
    }
    return { id: created.id, created: true };
  });
}

async function lockOpenReview(tx: Db, id: string): Promise<ReviewRow> {
  const review = await findReview(tx, id, { lock: true });
  if (!review) throw new AppError('AUDIT_REVIEW_NOT_FOUND');
  if (review.status !== 'open') throw new AppError('AUDIT_REVIEW_COMPLETED');
  return review;
}

interface Ctx {
  auth: AuthContext;
  origin: RequestOrigin;
  now: Date;
  timezone: string;
}

/** A finding on an open review: text, and the entries of the period it points to (audited). */
export async function addFinding(db: Db, id: string, req: AddAuditReviewFindingRequest, ctx: Ctx): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await lockOpenReview(tx, id);
    const wanted = [...new Set(req.entrySeqs ?? [])].sort((a, b) => a - b);
    const found = await seqsInPeriod(tx, wanted, { periodStart: review.period_start, periodEnd: review.period_end }, ctx.timezone);
    if (found.length !== wanted.length) throw new AppError('AUDIT_REVIEW_ENTRY_OUTSIDE_PERIOD');
    const finding = await insertFinding(tx, { reviewId: id, text: req.text.trim(), entrySeqs: wanted, createdBy: { id: ctx.auth.user.id, name: ctx.auth.user.name }, at: ctx.now });
    await appendAuditEvent(tx, {
      actor: actorOf(ctx.auth),
      origin: ctx.origin,
      action: 'Audit Trail Review Finding Recorded',
      entityType: 'audit-review',
      entityId: id,
      newValues: { findingId: finding.id, text: req.text.trim(), entrySeqs: wanted },
    });
  });
}

/**
 * Signs the review with the meaning "reviewed": the signing token from password re-authentication is spent, the
 * legal statement checked as the signature configuration requires, and a manifest hash binds the review, its
 * period, every finding, the signer, the meaning and the time. The review is then final (the database refuses change).
 */
export async function signReview(db: Db, id: string, req: SignAuditReviewRequest, ctx: Ctx): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await lockOpenReview(tx, id);
    const token = await consumeSigningToken(tx, ctx.auth, req.signingToken, ctx.now);
    assertConsent(await signatureConfig(tx), req.consent);
    const findings = await findingsOf(tx, id);
    // The chain's lock is not held yet, so a concurrent writer may add events after this: they are not part of the review.
    const upToSeq = await lastAuditSeq(tx);
    const signedAt = new Date(Math.floor(ctx.now.getTime()));
    const conclusion = req.conclusion?.trim() || null;
    const manifestHash = sha256(
      JSON.stringify({
        conclusion,
        findingsHash: sha256(JSON.stringify(findings.map((f) => [f.id, f.text, f.entrySeqs, f.createdBy, f.createdAt]))),
        meaning: AUDIT_REVIEW_MEANING,
        periodEnd: review.period_end,
        periodStart: review.period_start,
        reason: review.reason,
        reviewId: id,
        reviewedUpToSeq: upToSeq,
        signedAt: signedAt.toISOString(),
        signerId: ctx.auth.user.id,
      }),
    );
    await completeReview(tx, id, {
      signerId: ctx.auth.user.id,
      signerName: ctx.auth.user.name,
      signerRole: ctx.auth.user.role,
      meaning: AUDIT_REVIEW_MEANING,
      signedAt,
      method: token.method,
      conclusion,
      manifestHash,
      upToSeq,
    });
    await appendAuditEvent(tx, {
      actor: actorOf(ctx.auth),
      origin: ctx.origin,
      action: 'Audit Trail Review Signed',
      entityType: 'audit-review',
      entityId: id,
      oldValues: { status: 'open' },
      newValues: { status: 'completed', meaning: AUDIT_REVIEW_MEANING, periodStart: review.period_start, periodEnd: review.period_end, findings: findings.length, reviewedUpToSeq: upToSeq, manifestHash, authenticationMethod: token.method },
      reason: conclusion,
    });
    // The head as signed, its own event included: removing or replacing events up to it is reported by verify.
    const head = await sealedHead(tx);
    if (head) await recordTrailAnchor(tx, { source: 'review', ref: id, ...head }, ctx.now);
  });
}
