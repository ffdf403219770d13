import { ACTION_RESULTS, checkTransition, needsFile, type DocumentStatus } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import type { RequestOrigin } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { findVersionRow, lockDocumentRow } from '../documents/documents.repo.ts';
import { assertVersionHasFile } from '../documents/version-file-guard.ts';
import { assignmentsOf, findActiveWorkflow } from './workflow.repo.ts';
import { DEFAULT_WORKFLOW_RULES, type ActionOutcome, type ActionRequest, type ActionScope, type WorkflowRules } from './workflow-context.ts';
import { abortWorkflow, approveDocument, completeReview, rejectDocument, requestChanges, submitForApproval, submitForReview } from './review-actions.ts';
import { cancelScheduledRelease, internalAssessment, makeEffective, markObsolete, newVersion, restoreFromArchive } from './release-actions.ts';
import { commitOutcome } from './commit-outcome.ts';
import { guardAction } from './release-gates.ts';
import type { StepAnnouncement } from './lifecycle-events.ts';

type Handler = (scope: ActionScope, req: never) => Promise<ActionOutcome>;
const HANDLERS: Record<ActionRequest['action'], Handler> = {
  submit_for_review: submitForReview,
  request_re_review: submitForReview,
  complete_review: completeReview,
  request_changes: requestChanges,
  submit_for_approval: submitForApproval,
  approve_document: approveDocument,
  reject_document: rejectDocument,
  abort_workflow: abortWorkflow,
  admin_internal_assessment: internalAssessment,
  make_effective: makeEffective,
  mark_obsolete: markObsolete,
  new_version: newVersion,
  restore_from_archive: restoreFromArchive,
  cancel_scheduled_release: cancelScheduledRelease,
};

/**
 * Performs one lifecycle action under the document's row lock: of two racing actions one wins, the other finds the
 * status changed and gets 409. The change, its records and its audit events commit together.
 */
export async function performAction(
  db: Db,
  documentId: string,
  req: ActionRequest,
  auth: AuthContext,
  origin: RequestOrigin,
  when: { today: string; now: Date; rules?: WorkflowRules },
): Promise<{ success: true; newStatus: DocumentStatus; message: string }> {
  return db.transaction(async (tx) => {
    const doc = await lockDocumentRow(tx, documentId);
    assertVisible({ id: auth.user.id, role: auth.user.role }, doc);
    const workflow = await findActiveWorkflow(tx, doc.id);
    // Approvers chosen at submission count for submit_for_approval unless the request names others.
    const assignedApprovers = workflow ? (await assignmentsOf(tx, workflow.id)).filter((a) => a.type === 'approver' && a.status === 'pending').map((a) => a.userId) : [];
    const check = checkTransition(req.action, doc.status, auth.user.role, {
      comment: 'comment' in req ? req.comment : null,
      reviewers: 'reviewers' in req ? req.reviewers : undefined,
      approvers: 'approvers' in req && req.approvers?.length ? req.approvers : assignedApprovers,
      signature: 'signature' in req ? req.signature : undefined,
    });
    if (!check.ok) throw new AppError(check.code, check.message);
    const version = doc.currentVersionId ? await findVersionRow(tx, doc.currentVersionId) : undefined;
    if (!version) throw new AppError('INVALID_DOCUMENT_STATE', 'This document has no version to act on.');
    if (needsFile(req.action)) assertVersionHasFile(version);
    const scope: ActionScope = { tx, auth, origin, doc, version, workflow, today: when.today, now: when.now, rules: when.rules ?? DEFAULT_WORKFLOW_RULES };

    await guardAction(scope, req.action);
    const outcome = await (HANDLERS[req.action] as (s: ActionScope, r: ActionRequest) => Promise<ActionOutcome>)(scope, req);
    const actor = { id: auth.user.id, name: auth.user.name, role: auth.user.role };
    const reason = 'comment' in req ? (req.comment ?? null) : null;
    // The request is the one its action names: the announcement pairs them (TypeScript cannot see it through the union).
    const announce = { step: req.action, request: req, workflow } as StepAnnouncement;
    await commitOutcome(tx, { doc, version, actor, updatedBy: auth.user.id, origin, reason, at: when.now, announce }, outcome);
    return { success: true as const, newStatus: outcome.status, message: ACTION_RESULTS[req.action] };
  });
}
