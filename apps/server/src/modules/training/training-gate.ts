import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays, SYSTEM_TRANSITIONS } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { trainingGates } from '../../platform/db/schema/training.ts';
import { AppError } from '../../core/app-error.ts';
import { SYSTEM_ACTOR } from '../audit/audit.repo.ts';
import { findVersionRow, lockDocumentRow } from '../documents/documents.repo.ts';
import { becomeEffective } from '../workflow/release-actions.ts';
import { commitOutcome } from '../workflow/commit-outcome.ts';
import { lifecycleEvents, type LifecycleEvents } from '../workflow/lifecycle-events.ts';
import { releaseBlocked, releaseGates } from '../workflow/release-gates.ts';
import type { ActionOutcome, ReleaseContext, ReleaseScope } from '../workflow/workflow-context.ts';
import { findActiveWorkflow } from '../workflow/workflow.repo.ts';
import { cancelAssignmentsOf, syncAssignments } from './training-assignments.ts';
import { findRequirement, trainingCompletion, type RequirementRow } from './training-audience.repo.ts';
import { trainingSettings } from './training-settings.ts';

/** The document's requirement when it trains before effective (FR-TRN-4); undefined when Make Effective releases at once. */
async function gatingRequirement(scope: Pick<ReleaseScope, 'tx' | 'doc'>): Promise<RequirementRow | undefined> {
  if (!scope.doc.trainingRequired) return undefined;
  const requirement = await findRequirement(scope.tx, scope.doc.id);
  return requirement?.trainBeforeEffective ? requirement : undefined;
}

/**
 * Make Effective on a document that trains first: the approved version waits in 'approved-training' and its audience
 * is assigned training on it now; the version in force stays in force. The target date is the training's due date,
 * or the effective date asked for when that is later.
 */
async function openTrainingGate(scope: ReleaseContext, requirement: RequirementRow, effectiveDate: string, months: number): Promise<ActionOutcome> {
  const { tx, doc, version, actor } = scope;
  const dueDate = addDays(scope.today, requirement.dueDays ?? trainingSettings().dueDays);
  const targetDate = effectiveDate > dueDate ? effectiveDate : dueDate;
  const { assigned } = await syncAssignments(tx, { documentId: doc.id, versionId: version.id, actor, origin: scope.origin, because: `Version ${version.versionLabel} approved, trained before effective` });
  if (assigned.length === 0 && (await trainingCompletion(tx, version.id)).assigned === 0) throw new AppError('TRAINING_GATE_NO_AUDIENCE');
  const opened = { targetDate, requestedEffectiveDate: effectiveDate, reviewPeriodMonths: months, openedBy: scope.recordedBy, openedAt: trainingSettings().clock.now(), releasedAt: null };
  // A version sent back to review from 'approved-training' and approved again waits anew on the same row.
  await tx.insert(trainingGates).values({ versionId: version.id, documentId: doc.id, ...opened }).onConflictDoUpdate({ target: trainingGates.versionId, set: opened });
  return {
    status: 'approved-training',
    documentChanges: { isLocked: true },
    auditAction: 'Document Awaiting Training',
    details: { targetDate, requestedEffectiveDate: effectiveDate, requiredPercent: requirement.requiredPercent, releaseAtTarget: requirement.releaseAtTarget, assigned: assigned.length, reviewPeriodMonths: months },
  };
}

/**
 * A version waiting for its training is sent back to review: its audience stops training on it (open assignments
 * cancelled, audited; completed ones stay, and count again if the same version is approved and waits anew).
 */
async function leaveTrainingGate(tx: Db, event: LifecycleEvents['submit_for_review' | 'request_re_review']): Promise<void> {
  const { doc, version, actor } = event;
  if (doc.status !== 'approved-training') return;
  await cancelAssignmentsOf(tx, { documentId: doc.id, versionId: version.id, versionLabel: version.versionLabel, actor, origin: event.origin, because: 'Sent back to review while waiting for training' });
}

type Trigger = 'training-completed' | 'target-date';

/** Why a waiting version may be released today, or null while it must wait. */
async function releaseTrigger(tx: Db, versionId: string, requirement: RequirementRow | undefined, targetDate: string, today: string): Promise<Trigger | null> {
  const { assigned, completed } = await trainingCompletion(tx, versionId);
  const percent = requirement?.requiredPercent ?? 100;
  if (assigned > 0 && completed * 100 >= percent * assigned) return 'training-completed';
  if (requirement?.releaseAtTarget && today >= targetDate) return 'target-date';
  return null;
}

/**
 * Releases a document's version waiting for its training when its share of the audience has completed it, or at its
 * target date when the document says so, through becomeEffective (so open conditions of approval still hold it back)
 * and published like a manual release: effective today, or on the effective date asked for when that is later (as
 * Make Effective without the gate). Done by the system, audited as such; false when it must still wait.
 */
export async function releaseIfTrained(tx: Db, documentId: string, today: string): Promise<boolean> {
  const doc = await lockDocumentRow(tx, documentId);
  if (!doc?.currentVersionId || !(SYSTEM_TRANSITIONS.release_after_training.from as readonly string[]).includes(doc.status)) return false;
  const [gate] = await tx.select().from(trainingGates).where(and(eq(trainingGates.versionId, doc.currentVersionId), isNull(trainingGates.releasedAt))).limit(1);
  const version = await findVersionRow(tx, doc.currentVersionId);
  if (!gate || !version) return false;
  const trigger = await releaseTrigger(tx, version.id, await findRequirement(tx, documentId), gate.targetDate, today);
  if (!trigger || (await releaseBlocked(tx, version.id))) return false;
  const workflow = await findActiveWorkflow(tx, doc.id);
  // Effective on the date asked for when that is still ahead, as Make Effective without the gate would make it: never
  // earlier than asked. (A row waiting from before migration 0037 has its target date, never earlier than asked, there.)
  const requested = gate.requestedEffectiveDate ?? gate.targetDate;
  const effectiveDate = requested > today ? requested : today;
  const now = trainingSettings().clock.now();
  const outcome = await becomeEffective({ tx, doc, version, workflow, now, recordedBy: gate.openedBy }, effectiveDate, gate.reviewPeriodMonths);
  await tx.update(trainingGates).set({ releasedAt: now }).where(eq(trainingGates.versionId, version.id));
  const reason = trigger === 'training-completed' ? 'Required share of the audience trained' : 'Target date reached';
  await commitOutcome(tx, { doc, version, actor: SYSTEM_ACTOR, updatedBy: gate.openedBy, reason, at: now, announce: { step: 'release_after_training', trigger } }, { ...outcome, auditAction: 'Document Made Effective After Training', details: { ...outcome.details, trigger, targetDate: gate.targetDate, requestedEffectiveDate: requested } });
  return true;
}

/** Every document whose version waits for its training, checked once each in its own transaction. */
export async function releaseTrainedVersions(db: Db, today: string): Promise<number> {
  const waiting = rowsOf<{ document_id: string }>(await db.execute(sql`SELECT document_id FROM training_gates WHERE released_at IS NULL`));
  let released = 0;
  for (const { document_id } of waiting) {
    if (await db.transaction((tx) => releaseIfTrained(tx, document_id, today))) released += 1;
  }
  return released;
}

/**
 * Training before effective plugs into the lifecycle (FR-TRN-4): Make Effective (or a scheduled release) on a
 * document that trains first waits in 'approved-training', and a version sent back to review leaves its gate.
 * Registered where the app is composed.
 */
export function gateReleasesOnTraining(): void {
  releaseGates.hold('training', async (release, effectiveDate, months) => {
    const requirement = await gatingRequirement(release);
    return requirement ? openTrainingGate(release, requirement, effectiveDate, months) : undefined;
  });
  lifecycleEvents.on('submit_for_review', leaveTrainingGate);
  lifecycleEvents.on('request_re_review', leaveTrainingGate);
}
