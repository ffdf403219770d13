import { and, count, eq, sql } from 'drizzle-orm';
import { hasPermission, type DocumentTraining, type SignatureInput, type UpdateTrainingRequest } from '@attest/domain';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { trainingAssignments, trainingGates, trainingQuizAttempts } from '../../platform/db/schema/training.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { insertAcknowledgement } from '../acknowledgements/acknowledgements.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import { findDocument, findVersionRow, lockDocumentRow, type DocumentRow } from '../documents/documents.repo.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { recordSignature } from '../signatures/signing.service.ts';
import { syncAssignments } from './training-assignments.ts';
import { audienceSize, findRequirement, saveRequirement, trainingCompletion } from './training-audience.repo.ts';
import { markQuiz, quizForTrainee } from './training-quiz.ts';
import { trainingSettings } from './training-settings.ts';
import { myAssignments } from './my-training.repo.ts';
import { trainingVersionId } from './training-version.ts';
import { releaseIfTrained } from './training-gate.ts';
import { trainingEvents } from './training-events.ts';

const today = () => {
  const { clock, calendar } = trainingSettings();
  return calendar.today(clock.now());
};

/**
 * Who changes a document's training: its author (or a coordinator, an administrator) while the working copy is
 * editable; a coordinator or an administrator once it is in force.
 */
export function canEditTraining(viewer: Viewer, doc: DocumentRow): boolean {
  if (!doc.trainingRequired) return false;
  const manager = hasPermission(viewer.role, 'manage-training');
  if (doc.status === 'draft' || doc.status === 'rejected') return !doc.isLocked && (manager || (hasPermission(viewer.role, 'edit-sops') && doc.authorId === viewer.id));
  // A document in force is locked against content edits; its audience stays a coordinator's to change.
  return manager && doc.status === 'effective';
}

async function quizProgress(db: Db, assignmentId: string): Promise<{ attempts: number; passed: boolean }> {
  const [row] = await db
    .select({ attempts: count(), passes: sql<number>`count(*) FILTER (WHERE ${trainingQuizAttempts.passed})`.mapWith(Number) })
    .from(trainingQuizAttempts)
    .where(eq(trainingQuizAttempts.assignmentId, assignmentId));
  return { attempts: row?.attempts ?? 0, passed: (row?.passes ?? 0) > 0 };
}

/** The version waiting for its training, if the document has one: target date and progress. */
async function waitingGate(db: Db, doc: DocumentRow): Promise<DocumentTraining['waiting']> {
  if (doc.status !== 'approved-training' || !doc.currentVersionId) return null;
  const [gate] = await db.select({ targetDate: trainingGates.targetDate }).from(trainingGates).where(eq(trainingGates.versionId, doc.currentVersionId)).limit(1);
  return gate ? { targetDate: gate.targetDate, ...(await trainingCompletion(db, doc.currentVersionId)) } : null;
}

/** A document's training as the viewer may see it: audience, due days, quiz (answers only for editors) and their own assignment. */
export async function documentTrainingFor(db: Db, viewer: Viewer, documentId: string): Promise<DocumentTraining> {
  const found = await findDocument(db, documentId);
  assertVisible(viewer, found?.doc);
  const doc = found.doc;
  const requirement = await findRequirement(db, documentId);
  const canEdit = canEditTraining(viewer, doc);
  const [assignment] = await myAssignments(db, viewer.id, await today(), { documentId });
  const progress = assignment ? await quizProgress(db, assignment.id) : null;
  const quiz = requirement?.quiz ?? null;
  return {
    documentId,
    trainingRequired: doc.trainingRequired,
    departments: requirement?.departments ?? [],
    roles: requirement?.roles ?? [],
    userIds: requirement?.userIds ?? [],
    dueDays: requirement?.dueDays ?? null,
    effectiveDueDays: requirement?.dueDays ?? trainingSettings().dueDays,
    audienceSize: requirement ? await audienceSize(db, documentId) : 0,
    trainBeforeEffective: requirement?.trainBeforeEffective ?? false,
    requiredPercent: requirement?.requiredPercent ?? 100,
    releaseAtTarget: requirement?.releaseAtTarget ?? false,
    waiting: await waitingGate(db, doc),
    quiz: canEdit || hasPermission(viewer.role, 'manage-training') ? quiz : null,
    quizForTrainee: quiz ? quizForTrainee(quiz) : null,
    canEdit,
    mine: assignment && progress ? { assignment, quizPassed: progress.passed, attempts: progress.attempts } : null,
  };
}

/**
 * Sets the audience, due days and quiz. On a document in force the assignments follow at once (new members
 * assigned, removed ones' open assignments cancelled); the change and its consequences are audited together.
 */
export async function updateTraining(db: Db, documentId: string, input: z.output<typeof UpdateTrainingRequest> & UpdateTrainingRequest, ctx: ActionContext): Promise<void> {
  await db.transaction(async (tx) => {
    const doc = await lockDocumentRow(tx, documentId);
    assertVisible(ctx.viewer, doc);
    if (!doc.trainingRequired) throw new AppError('TRAINING_NOT_REQUIRED');
    if (!canEditTraining(ctx.viewer, doc)) throw new AppError('TRAINING_NOT_EDITABLE');
    const before = await findRequirement(tx, documentId);
    const values = {
      departments: [...new Set(input.departments ?? [])],
      roles: [...new Set(input.roles ?? [])],
      userIds: [...new Set(input.userIds ?? [])],
      dueDays: input.dueDays ?? null,
      quiz: input.quiz ?? null,
      trainBeforeEffective: input.trainBeforeEffective ?? before?.trainBeforeEffective ?? false,
      requiredPercent: input.requiredPercent ?? before?.requiredPercent ?? 100,
      releaseAtTarget: input.releaseAtTarget ?? before?.releaseAtTarget ?? false,
    };
    await saveRequirement(tx, { documentId, ...values, updatedAt: trainingSettings().clock.now(), updatedBy: ctx.viewer.id });
    const summary = (r: typeof values | undefined) =>
      r ? { departments: r.departments, roles: r.roles, userIds: r.userIds, dueDays: r.dueDays, quizQuestions: r.quiz?.questions.length ?? 0, passMark: r.quiz?.passMark ?? null, trainBeforeEffective: r.trainBeforeEffective, requiredPercent: r.requiredPercent, releaseAtTarget: r.releaseAtTarget } : null;
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Training Requirement Changed',
      entityType: 'document',
      entityId: documentId,
      oldValues: summary(before),
      newValues: summary(values),
    });
    await syncAssignments(tx, { documentId, actor: ctx.actor, origin: ctx.origin, because: 'Training audience changed' });
  });
}

/** The caller's open assignment on the version in force, under the document's row lock. */
async function openAssignmentOf(tx: Db, documentId: string, viewer: Viewer) {
  const doc = await lockDocumentRow(tx, documentId);
  assertVisible(viewer, doc);
  const versionId = trainingVersionId(doc);
  if (!doc.trainingRequired || !versionId) throw new AppError('TRAINING_NOT_ASSIGNED');
  const [assignment] = await tx
    .select()
    .from(trainingAssignments)
    .where(and(eq(trainingAssignments.versionId, versionId), eq(trainingAssignments.userId, viewer.id), eq(trainingAssignments.status, 'open')))
    .limit(1);
  if (!assignment) throw new AppError('TRAINING_NOT_ASSIGNED');
  return { doc, assignment };
}

/** One quiz attempt: marked against the quiz as it is, kept with its answers whatever the result. */
export async function attemptQuiz(db: Db, documentId: string, answers: number[][], ctx: ActionContext) {
  return db.transaction(async (tx) => {
    const { assignment } = await openAssignmentOf(tx, documentId, ctx.viewer);
    const quiz = (await findRequirement(tx, documentId))?.quiz;
    if (!quiz) throw new AppError('TRAINING_NO_QUIZ');
    const { score, passed } = markQuiz(quiz, answers);
    const attemptedAt = trainingSettings().clock.now();
    const [attempt] = await tx
      .insert(trainingQuizAttempts)
      .values({ assignmentId: assignment.id, userId: ctx.viewer.id, quiz, answers, score, passed, attemptedAt })
      .returning({ id: trainingQuizAttempts.id });
    await trainingEvents.publish(tx, 'quiz-attempted', { attemptId: attempt!.id, assignmentId: assignment.id, passed, at: attemptedAt });
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: passed ? 'Training Quiz Passed' : 'Training Quiz Failed',
      entityType: 'document',
      entityId: documentId,
      newValues: { assignmentId: assignment.id, versionId: assignment.versionId, score, passMark: quiz.passMark },
    });
    const { attempts } = await quizProgress(tx, assignment.id);
    return { score, passed, passMark: quiz.passMark, attempts };
  });
}

/**
 * Completing training: read and understood, signed (Part 11: re-authentication token, manifest bound to the version
 * in force). Needs a passed quiz when the document has one. Records the acknowledgement too, so the document
 * counts as read and understood everywhere; all audited in one transaction.
 */
export async function completeTraining(db: Db, documentId: string, input: { signature: SignatureInput; comment?: string }, auth: AuthContext, origin: RequestOrigin): Promise<void> {
  const { signature } = input;
  const viewer = { id: auth.user.id, role: auth.user.role };
  await db.transaction(async (tx) => {
    const { doc, assignment } = await openAssignmentOf(tx, documentId, viewer);
    if ((await findRequirement(tx, documentId))?.quiz && !(await quizProgress(tx, assignment.id)).passed) throw new AppError('TRAINING_QUIZ_NOT_PASSED');
    const version = await findVersionRow(tx, assignment.versionId);
    if (!version) throw new AppError('TRAINING_NOT_ASSIGNED');
    const now = trainingSettings().clock.now();
    const signed = await recordSignature(tx, { auth, origin, input: signature, document: doc, version, workflowId: null, actionType: 'complete_training', now });
    await tx.update(trainingAssignments).set({ status: 'completed', completedAt: now, signatureId: signed.id }).where(eq(trainingAssignments.id, assignment.id));
    await insertAcknowledgement(tx, { documentId, versionId: version.id, userId: viewer.id });
    await trainingEvents.publish(tx, 'training-completed', { assignmentId: assignment.id, at: now });
    await appendAuditEvent(tx, {
      actor: { id: auth.user.id, name: auth.user.name, role: auth.user.role },
      origin,
      action: 'Training Completed',
      entityType: 'document',
      entityId: documentId,
      newValues: { version: version.versionLabel, versionId: version.id, assignmentId: assignment.id, signatureId: signed.id, meaning: signature.meaning, dueDate: assignment.dueDate },
      reason: input.comment || null,
    });
    // A version waiting for its training may now have its share trained (FR-TRN-4).
    await releaseIfTrained(tx, documentId, await today());
  });
}
