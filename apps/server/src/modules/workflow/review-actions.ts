import { FIELD_MESSAGES, hasPermission } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { recordSignature } from '../signatures/signing.service.ts';
import { setConditions } from '../conditions/conditions.service.ts';
import {
  activeUserIdsWithRoles,
  addComment,
  assign,
  assignmentsOf,
  closeWorkflow,
  cancelPendingAssignments,
  completeAssignment,
  insertWorkflow,
  type AssignmentType,
  type WorkflowRow,
} from './workflow.repo.ts';
import { assertSegregationOfDuties } from './segregation.ts';
import type { ActionOf, ActionOutcome, ActionScope } from './workflow-context.ts';
import { actingFor, onBehalfDetails, tellAssignee, type ActingFor } from './on-behalf.ts';

async function requireUsers(scope: ActionScope, ids: readonly string[], roles: readonly string[], field: 'reviewers' | 'approvers') {
  const valid = await activeUserIdsWithRoles(scope.tx, ids, roles);
  const unknown = ids.filter((id) => !valid.has(id));
  if (unknown.length) throw new AppError('VALIDATION_FAILED', `Every ${field.slice(0, -1)} must be an active user of that role.`, { [field]: FIELD_MESSAGES.reviewersInvalid });
}

function requireWorkflow(scope: ActionScope): WorkflowRow {
  if (!scope.workflow) throw new AppError('INVALID_DOCUMENT_STATE', 'This document has no running workflow.');
  return scope.workflow;
}

const overridesAssignments = (scope: ActionScope) => hasPermission(scope.auth.user.role, 'override-workflow-steps');

/**
 * The actor's own pending assignment is completed. Nobody completes another's in their name (DESIGN §4.10): holders of
 * override-workflow-steps (admin, document coordinator) act for one assignee only with an explicit "on behalf of" and
 * a reason, which the step records beside them, and the assignee is told. Segregation of duties applies to the person
 * who really acts. Returns whom the step was completed for, if not the actor.
 */
async function completeStep(scope: ActionScope, type: AssignmentType, decision: 'approved' | 'rejected', comment: string, onBehalfOf?: ActionOf<'complete_review'>['onBehalfOf']): Promise<ActingFor | null> {
  const workflow = requireWorkflow(scope);
  const who = onBehalfOf ? await actingFor(scope, onBehalfOf, overridesAssignments(scope)) : null;
  await assertSegregationOfDuties(scope, type);
  const actor = scope.auth.user.id;
  const done = await completeAssignment(scope.tx, workflow.id, type, { userId: who?.userId ?? actor, completedBy: actor, onBehalfReason: who?.reason ?? null, decision, comments: comment, at: scope.now });
  if (!done && who) throw new AppError('NOT_ASSIGNED', `${who.name} has no pending step of this kind in this workflow.`);
  if (!done) throw new AppError(overridesAssignments(scope) ? 'ON_BEHALF_REQUIRED' : 'NOT_ASSIGNED');
  if (who) await tellAssignee(scope, type, decision, who);
  return who;
}

const comment = (scope: ActionScope, workflowId: string | null, action: string, content: string) =>
  content.trim()
    ? addComment(scope.tx, { documentId: scope.doc.id, workflowId, userId: scope.auth.user.id, action, content: content.trim(), createdAt: scope.now })
    : Promise.resolve();

export async function submitForReview(scope: ActionScope, req: ActionOf<'submit_for_review'> | ActionOf<'request_re_review'>): Promise<ActionOutcome> {
  const { auth, doc } = scope;
  if (auth.user.role === 'author' && doc.authorId !== auth.user.id) throw new AppError('FORBIDDEN', 'Authors submit only their own drafts.');
  await requireUsers(scope, req.reviewers, ['reviewer'], 'reviewers');
  await requireUsers(scope, req.approvers, ['approver'], 'approvers');
  const workflow = await insertWorkflow(scope.tx, {
    documentId: doc.id,
    versionId: scope.version.id,
    initiatedBy: auth.user.id,
    comment: req.comment,
    priority: 'priority' in req ? req.priority : doc.priority,
    dueDate: 'dueDate' in req ? (req.dueDate ?? null) : null,
    initiatedAt: scope.now,
  });
  await assign(scope.tx, workflow.id, 'reviewer', req.reviewers, scope.now);
  await assign(scope.tx, workflow.id, 'approver', req.approvers, scope.now);
  await comment(scope, workflow.id, req.action, req.comment);
  return {
    status: 'in-review',
    auditAction: req.action === 'submit_for_review' ? 'Document Submitted for Review' : 'Document Re-review Requested',
    details: { workflowId: workflow.id, reviewers: req.reviewers, approvers: req.approvers },
  };
}

export async function completeReview(scope: ActionScope, req: ActionOf<'complete_review'>): Promise<ActionOutcome> {
  const workflow = requireWorkflow(scope);
  const who = await completeStep(scope, 'reviewer', req.decision, req.comment, req.onBehalfOf);
  await comment(scope, workflow.id, req.decision === 'approved' ? 'approve' : 'reject', req.comment);
  const reviewers = (await assignmentsOf(scope.tx, workflow.id)).filter((a) => a.type === 'reviewer');
  const pending = reviewers.some((a) => a.status === 'pending');
  const rejected = reviewers.some((a) => a.decision === 'rejected');
  const details = { workflowId: workflow.id, decision: req.decision, ...onBehalfDetails(who) };
  if (pending) return { status: scope.doc.status, auditAction: 'Review Completed', details };
  if (rejected) {
    await closeWorkflow(scope.tx, workflow.id, 'rejected', scope.now);
    return { status: 'rejected', auditAction: 'Review Completed', details };
  }
  // Spec 02 §4 keeps Submit for Approval as a step; the preference skips it when the approvers are already named.
  const approversNamed = (await assignmentsOf(scope.tx, workflow.id)).some((a) => a.type === 'approver' && a.status === 'pending');
  if (scope.rules.routeToApprovalWhenReviewed && approversNamed) {
    return {
      status: 'pending-approval',
      auditAction: 'Document Routed to Approval',
      details: { workflowId: workflow.id, rule: 'routeToApprovalWhenReviewed' },
      before: [{ auditAction: 'Review Completed', status: 'reviewed', details }],
    };
  }
  return { status: 'reviewed', auditAction: 'Review Completed', details };
}

export async function requestChanges(scope: ActionScope, req: ActionOf<'request_changes'>): Promise<ActionOutcome> {
  const workflow = requireWorkflow(scope);
  const mine = (await assignmentsOf(scope.tx, workflow.id)).some((a) => a.userId === scope.auth.user.id && a.status === 'pending');
  if (!mine && !overridesAssignments(scope)) throw new AppError('NOT_ASSIGNED');
  await comment(scope, workflow.id, 'request-changes', req.comment);
  return { status: scope.doc.status, auditAction: 'Changes Requested', details: { workflowId: workflow.id } };
}

export async function submitForApproval(scope: ActionScope, req: ActionOf<'submit_for_approval'>): Promise<ActionOutcome> {
  const workflow = requireWorkflow(scope);
  // A reviewer moves on only a document they reviewed in this workflow.
  const reviewedIt = (await assignmentsOf(scope.tx, workflow.id)).some((a) => a.type === 'reviewer' && a.userId === scope.auth.user.id);
  if (!reviewedIt && !overridesAssignments(scope)) throw new AppError('NOT_ASSIGNED');
  if (req.approvers?.length) {
    await requireUsers(scope, req.approvers, ['approver'], 'approvers');
    await assign(scope.tx, workflow.id, 'approver', req.approvers, scope.now);
  }
  const approvers = (await assignmentsOf(scope.tx, workflow.id)).filter((a) => a.type === 'approver' && a.status === 'pending');
  if (approvers.length === 0) throw new AppError('VALIDATION_FAILED', 'Required field missing: approvers', { approvers: FIELD_MESSAGES.approverRequired });
  await comment(scope, workflow.id, 'submit-for-approval', req.comment);
  return { status: 'pending-approval', auditAction: 'Document Submitted for Approval', details: { workflowId: workflow.id } };
}

/**
 * Approval is the signature, meaning "approved"; with conditions (spec 02 §4) it means "approved-with-conditions" and
 * the conditions become open items on the version that keep it from becoming effective until answered and closed.
 */
export async function approveDocument(scope: ActionScope, req: ActionOf<'approve_document'>): Promise<ActionOutcome> {
  const workflow = requireWorkflow(scope);
  if (!req.signature) throw new AppError('VALIDATION_FAILED', 'Electronic signature is required for this action');
  const conditional = req.conditions !== undefined;
  const meaning = conditional ? 'approved-with-conditions' : 'approved';
  if (req.signature.meaning !== meaning) throw new AppError('VALIDATION_FAILED', `The meaning of ${conditional ? 'an approval with conditions' : 'an approval'} signature is "${meaning}".`);
  // The table lets an approver act on an in-review document, but never past a review still pending.
  const reviewsPending = (await assignmentsOf(scope.tx, workflow.id)).some((a) => a.type === 'reviewer' && a.status === 'pending');
  if (reviewsPending) throw new AppError('INVALID_DOCUMENT_STATE', 'Reviews are still pending for this document.');
  const who = await completeStep(scope, 'approver', 'approved', req.comment, req.onBehalfOf);
  const onBehalfOf = who ? { onBehalfOf: { id: who.userId, name: who.name, reason: who.reason } } : {};
  const signature = await recordSignature(scope.tx, { auth: scope.auth, origin: scope.origin, input: req.signature, document: scope.doc, version: scope.version, workflowId: workflow.id, actionType: 'approve_document', ...onBehalfOf, now: scope.now });
  const history = conditional ? 'Document approved with conditions with e-signature' : 'Document approved with e-signature';
  await comment(scope, workflow.id, 'approve', req.comment || history);
  const conditions = conditional
    ? { conditions: req.conditions, conditionIds: (await setConditions(scope.tx, { doc: scope.doc, version: scope.version, workflowId: workflow.id, signatureId: signature.id, actor: scope.auth.user, texts: req.conditions ?? [], at: scope.now })).ids }
    : {};
  const pending = (await assignmentsOf(scope.tx, workflow.id)).some((a) => a.type === 'approver' && a.status === 'pending');
  const details = { workflowId: workflow.id, signatureId: signature.id, meaning, ...conditions, ...onBehalfDetails(who) };
  if (pending) return { status: scope.doc.status, auditAction: conditional ? 'Document Signed With Conditions' : 'Document Signed', details };
  await closeWorkflow(scope.tx, workflow.id, 'completed', scope.now);
  return { status: 'approved', documentChanges: { isLocked: true }, auditAction: conditional ? 'Document Approved With Conditions' : 'Document Approved', details: { ...details, history } };
}

export async function rejectDocument(scope: ActionScope, req: ActionOf<'reject_document'>): Promise<ActionOutcome> {
  const workflow = requireWorkflow(scope);
  const type: AssignmentType = scope.doc.status === 'pending-approval' ? 'approver' : 'reviewer';
  const who = await completeStep(scope, type, 'rejected', req.comment, req.onBehalfOf);
  await comment(scope, workflow.id, 'reject', req.comment);
  await closeWorkflow(scope.tx, workflow.id, 'rejected', scope.now);
  return { status: 'rejected', auditAction: 'Document Rejected', details: { workflowId: workflow.id, ...onBehalfDetails(who) } };
}

export async function abortWorkflow(scope: ActionScope, req: ActionOf<'abort_workflow'>): Promise<ActionOutcome> {
  const workflow = requireWorkflow(scope);
  await closeWorkflow(scope.tx, workflow.id, 'aborted', scope.now, { abortReason: req.comment, abortedBy: scope.auth.user.id });
  await cancelPendingAssignments(scope.tx, workflow.id, scope.now);
  await comment(scope, workflow.id, 'abort', req.comment);
  return { status: 'draft', documentChanges: { isLocked: false }, auditAction: 'Workflow Aborted', details: { workflowId: workflow.id } };
}
