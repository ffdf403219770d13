import { and, eq } from 'drizzle-orm';
import { addMonths, FIELD_MESSAGES, nextVersionLabel, REVIEW_PERIOD_MONTHS } from '@attest/domain';
import { releaseVersionLabel } from './release-labels.ts';
import { documentVersions, effectiveRecords, obsoleteRecords } from '../../platform/db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { insertVersion, listVersions, setVersionStatus, withdrawUnreleasedDrafts } from '../documents/documents.repo.ts';
import { findDepartment } from '../reference/reference.repo.ts';
import { assertVersionHasFile } from '../documents/version-file-guard.ts';
import { addComment, closeWorkflow } from './workflow.repo.ts';
import { assertReleasable, holdRelease } from './release-gates.ts';
import { insertScheduledRelease, markCancelled, waitingRelease } from './scheduled-releases.repo.ts';
import type { ActionOf, ActionOutcome, ActionScope, ReleaseContext, ReleaseScope } from './workflow-context.ts';
import { signReleaseAction } from '../signatures/release-signature.ts';

function validateEffective(scope: ActionScope, effectiveDate: string | undefined, months: number | undefined): { effectiveDate: string; months: number } {
  const errors: Record<string, string> = {};
  if (!effectiveDate) errors.effectiveDate = FIELD_MESSAGES.releaseEffectiveDateRequired;
  else if (effectiveDate < scope.today) errors.effectiveDate = FIELD_MESSAGES.effectiveDateInPast;
  if (!months || months < 1) errors.reviewPeriodMonths = FIELD_MESSAGES.reviewPeriodTooShort;
  else if (!(REVIEW_PERIOD_MONTHS as readonly number[]).includes(months)) errors.reviewPeriodMonths = FIELD_MESSAGES.reviewPeriodInvalid;
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, errors);
  return { effectiveDate: effectiveDate!, months: months! };
}

/** Signs a release action over the version acted on when the signature configuration asks (signatures/release-signature.ts). */
const signed = (scope: ActionScope, action: Parameters<typeof signReleaseAction>[1]['action'], signature: ActionOf<'make_effective'>['signature']) =>
  signReleaseAction(scope.tx, { action, signature, auth: scope.auth, origin: scope.origin, document: scope.doc, version: scope.version, workflowId: scope.workflow?.id ?? null, now: scope.now });

const note = (scope: ActionScope, action: string, content: string | undefined) =>
  content?.trim()
    ? addComment(scope.tx, { documentId: scope.doc.id, workflowId: null, userId: scope.auth.user.id, action, content: content.trim(), createdAt: scope.now })
    : Promise.resolve();

/**
 * Makes the current version effective: dated, locked, next review computed, and (an SOP) numbered as its release. A
 * version that was effective before becomes 'superseded', and drafts never released become 'withdrawn', in the same
 * transaction. Every path to effective comes through here, so this is where the release gates' blockers (open
 * conditions of approval), and a version without a file, refuse it.
 */
export async function becomeEffective(scope: ReleaseScope, effectiveDate: string, months: number): Promise<ActionOutcome> {
  const { tx, doc, version } = scope;
  assertVersionHasFile(version);
  await assertReleasable(tx, version.id);
  const nextReview = addMonths(effectiveDate, months);
  const department = (await findDepartment(tx, doc.departmentId))?.name ?? '';
  const previous = doc.effectiveVersionId && doc.effectiveVersionId !== version.id ? doc.effectiveVersionId : null;
  const label = await releaseVersionLabel(tx, doc, version);
  await withdrawUnreleasedDrafts(tx, doc.id, version.id);
  if (previous) {
    const [old] = await tx.select().from(documentVersions).where(eq(documentVersions.id, previous)).limit(1);
    await setVersionStatus(tx, previous, 'superseded');
    await tx.update(effectiveRecords).set({ status: 'superseded' }).where(and(eq(effectiveRecords.versionId, previous), eq(effectiveRecords.status, 'active')));
    await tx.insert(obsoleteRecords).values({
      documentId: doc.id,
      versionId: previous,
      docNumber: doc.docNumber,
      versionLabel: old?.versionLabel ?? '',
      title: doc.title,
      obsoleteReason: `Superseded by version ${label}`,
      replacementVersionId: version.id,
      obsoleteDate: effectiveDate,
      createdBy: scope.recordedBy,
    });
  }
  await tx.insert(effectiveRecords).values({
    documentId: doc.id,
    versionId: version.id,
    docNumber: doc.docNumber,
    versionLabel: label,
    title: doc.title,
    department,
    effectiveDate,
    reviewPeriodMonths: months,
    nextReviewDate: nextReview,
    createdBy: scope.recordedBy,
  });
  if (scope.workflow) await closeWorkflow(tx, scope.workflow.id, 'completed', scope.now);
  return {
    status: 'effective',
    documentChanges: { isLocked: true, effectiveDate, reviewDate: nextReview, reviewPeriodMonths: months, effectiveVersionId: version.id, isObsolete: false, versionLabel: label },
    auditAction: 'Document Made Effective',
    details: {
      effectiveDate,
      reviewPeriodMonths: months,
      nextReviewDate: nextReview,
      ...(label !== version.versionLabel ? { releasedAs: { old: version.versionLabel, new: label } } : {}),
      ...(previous ? { supersededVersionId: previous } : {}),
    },
  };
}

export async function makeEffective(scope: ActionScope, req: ActionOf<'make_effective'>): Promise<ActionOutcome> {
  const { effectiveDate, months } = validateEffective(scope, req.effectiveDate, req.reviewPeriodMonths);
  const signature = await signed(scope, 'make_effective', req.signature);
  await note(scope, 'make-effective', req.comment);
  return withSignature(await releaseOrSchedule(scope, effectiveDate, months), signature);
}

const withSignature = (outcome: ActionOutcome, signature: Record<string, unknown>): ActionOutcome => ({ ...outcome, details: { ...outcome.details, ...signature } });

/** Released today by the person acting, or scheduled for the later date asked for (FR-LC-4). */
function releaseOrSchedule(scope: ActionScope, effectiveDate: string, months: number): Promise<ActionOutcome> {
  if (effectiveDate > scope.today) return scheduleRelease(scope, effectiveDate, months);
  const { tx, doc, version, workflow, today, now, origin, auth } = scope;
  const actor = { id: auth.user.id, name: auth.user.name, role: auth.user.role };
  return effectiveOrHeld({ tx, doc, version, workflow, today, now, origin, actor, recordedBy: auth.user.id }, effectiveDate, months);
}

/**
 * Effective now, or waiting where a release hold puts it (training before effective: 'approved-training'). The
 * system's release on a scheduled date comes through here too, so the holds apply after the date.
 */
export async function effectiveOrHeld(release: ReleaseContext, effectiveDate: string, months: number): Promise<ActionOutcome> {
  return (await holdRelease(release, effectiveDate, months)) ?? becomeEffective(release, effectiveDate, months);
}

/**
 * An effective date after the site's today schedules the release (DESIGN §4.8): the version waits in 'scheduled', the
 * version in force stays in force for readers and prints, and nothing is superseded, recalled or trained until the
 * system releases it at the start of that day. What would refuse the release then (a blocker) refuses it now.
 */
async function scheduleRelease(scope: ActionScope, effectiveDate: string, months: number): Promise<ActionOutcome> {
  const { tx, doc, version, auth } = scope;
  await assertReleasable(tx, version.id);
  await insertScheduledRelease(tx, { versionId: version.id, documentId: doc.id, effectiveDate, reviewPeriodMonths: months, scheduledBy: auth.user.id, scheduledAt: scope.now });
  return { status: 'scheduled', documentChanges: { isLocked: true }, auditAction: 'Release Scheduled', details: { effectiveDate, reviewPeriodMonths: months } };
}

/** Document control takes a scheduled release back, with the reason; the version waits approved, to be made effective again. */
export async function cancelScheduledRelease(scope: ActionScope, req: ActionOf<'cancel_scheduled_release'>): Promise<ActionOutcome> {
  const { tx, version, auth } = scope;
  const release = await waitingRelease(tx, version.id);
  if (!release) throw new AppError('INVALID_DOCUMENT_STATE', 'This version has no release scheduled.');
  const reason = req.comment?.trim() ?? '';
  await markCancelled(tx, release.id, { at: scope.now, by: auth.user.id, reason });
  await note(scope, 'cancel-scheduled-release', reason);
  return {
    status: 'approved',
    documentChanges: { isLocked: true },
    auditAction: 'Scheduled Release Cancelled',
    details: { effectiveDate: release.effectiveDate, scheduledBy: release.scheduledByName, scheduledAt: release.scheduledAt.toISOString() },
  };
}

/** Spec 02 §4 assessment decisions: approve_effective assesses then makes effective; the others reject. */
export async function internalAssessment(scope: ActionScope, req: ActionOf<'admin_internal_assessment'>): Promise<ActionOutcome> {
  const details = { decision: req.decision, notes: req.comment, changeReason: req.changeReason ?? null };
  await note(scope, 'internal-assessment', req.comment);
  if (req.decision === 'approve_effective') {
    const { effectiveDate, months } = validateEffective(scope, req.effectiveDate, req.reviewPeriodMonths);
    const signature = await signed(scope, 'make_effective', req.signature);
    const effective = withSignature(await releaseOrSchedule(scope, effectiveDate, months), signature);
    return { ...effective, before: [{ auditAction: 'Internal Assessment Completed', status: 'internal-assessment', details }] };
  }
  if (req.decision === 'request_changes' && !req.changeReason?.trim()) {
    const message = FIELD_MESSAGES.assessmentChangeReasonRequired;
    throw new AppError('VALIDATION_FAILED', message, { changeReason: message });
  }
  return { status: 'rejected', documentChanges: { isLocked: false }, auditAction: 'Internal Assessment Completed', details };
}

export async function markObsolete(scope: ActionScope, req: ActionOf<'mark_obsolete'>): Promise<ActionOutcome> {
  const { tx, doc, version } = scope;
  const signature = await signed(scope, 'mark_obsolete', req.signature);
  await tx.update(effectiveRecords).set({ status: 'obsolete' }).where(and(eq(effectiveRecords.documentId, doc.id), eq(effectiveRecords.status, 'active')));
  await tx.insert(obsoleteRecords).values({
    documentId: doc.id,
    versionId: version.id,
    docNumber: doc.docNumber,
    versionLabel: version.versionLabel,
    title: doc.title,
    obsoleteReason: req.comment,
    obsoleteDate: scope.today,
    createdBy: scope.auth.user.id,
  });
  await note(scope, 'mark-obsolete', req.comment);
  return { status: 'obsolete', documentChanges: { isObsolete: true, isLocked: true, effectiveVersionId: null }, auditAction: 'Document Marked Obsolete', details: signature };
}

/** A new draft version of an effective document; the effective version stays in force until the new one replaces it. */
export async function newVersion(scope: ActionScope, req: ActionOf<'new_version'>): Promise<ActionOutcome> {
  const { tx, doc, version, auth } = scope;
  if (auth.user.role === 'author' && doc.authorId !== auth.user.id) throw new AppError('FORBIDDEN', 'Authors start new versions of their own documents only.');
  const revisions = await listVersions(tx, doc.id);
  const label = nextVersionLabel(doc.documentType, doc.versionLabel);
  const draft = await insertVersion(tx, {
    documentId: doc.id,
    revision: revisions.length + 1,
    versionLabel: label,
    status: 'draft',
    blobSha256: version.blobSha256,
    fileName: version.fileName,
    extractedText: version.extractedText,
    changeSummary: req.comment,
    createdBy: auth.user.id,
  });
  await note(scope, 'new-version', req.comment);
  return {
    status: 'draft',
    documentChanges: { currentVersionId: draft.id, versionLabel: label, isLocked: false, changeReason: req.comment, effectiveVersionId: doc.effectiveVersionId ?? version.id },
    auditAction: 'New Version Started',
    details: { fromVersion: version.versionLabel, version: label },
  };
}

/** A disposed document's files are destroyed: it stays archived for good (retention's guard refuses before this runs). */
export async function restoreFromArchive(scope: ActionScope, req: ActionOf<'restore_from_archive'>): Promise<ActionOutcome> {
  const signature = await signed(scope, 'restore_from_archive', req.signature);
  await note(scope, 'restore', req.comment);
  // Back to where it was before archiving, never further along than it had got.
  return { status: scope.doc.statusBeforeArchive ?? 'draft', documentChanges: { archiveReason: null, archivedAt: null, statusBeforeArchive: null }, auditAction: 'Document Restored', details: signature };
}
