import { TRANSITIONS, availableActions, hasPermission, type DocumentStatus, type Role, type WorkflowAction, type WorkflowDetail } from '@attest/domain';

export interface ActionContext {
  status: DocumentStatus;
  role: Role;
  userId: string;
  authorId: string;
  /** The document's running workflow, if any. */
  workflow: Pick<WorkflowDetail, 'assignments'> | null;
}

function assignment(ctx: ActionContext, type: 'reviewer' | 'approver', pendingOnly: boolean): boolean {
  return (ctx.workflow?.assignments ?? []).some(
    (a) => a.user.id === ctx.userId && a.type === type && (!pendingOnly || a.status === 'pending'),
  );
}

/**
 * The actions offered to a user on a document: the transition table for the status and role
 * (`availableActions`), narrowed by assignment. A reviewer acts only on a review step assigned to them and still
 * open; an approver only on an approval step (pending-approval) assigned to them and still open; an author only on
 * their own documents. Admins and document coordinators act on any step the table gives their role.
 */
export function offeredActions(ctx: ActionContext): WorkflowAction[] {
  const actions = availableActions(ctx.status, ctx.role);
  if (hasPermission(ctx.role, 'override-workflow-steps')) return actions;
  return actions.filter((action) => {
    switch (action) {
      case 'submit_for_review':
      case 'new_version':
        return ctx.authorId === ctx.userId;
      case 'complete_review':
        return assignment(ctx, 'reviewer', true);
      case 'submit_for_approval':
        return assignment(ctx, 'reviewer', false);
      case 'approve_document':
        return ctx.status === 'pending-approval' && assignment(ctx, 'approver', true);
      case 'reject_document':
      case 'request_changes':
        if (ctx.role === 'approver') return ctx.status === 'pending-approval' && assignment(ctx, 'approver', true);
        return ctx.status === 'in-review' && assignment(ctx, 'reviewer', true);
      default:
        return false;
    }
  });
}

export const needsComment = (action: WorkflowAction) => TRANSITIONS[action].needs.includes('comment');
export const needsSignature = (action: WorkflowAction) => TRANSITIONS[action].needs.includes('electronic_signature');

/** Spec 02 §6: Review (and the review dialog) is for a reviewer on an in-review workflow or an approver on a pending-approval one. */
export function reviewStepOf(
  role: Role,
  userId: string,
  status: DocumentStatus,
  workflow: { status: string; reviewers: readonly { id: string }[]; approvers: readonly { id: string }[] },
): 'review' | 'approval' | null {
  if (workflow.status !== 'active') return null;
  if (role === 'reviewer' && status === 'in-review' && workflow.reviewers.some((r) => r.id === userId)) return 'review';
  if (role === 'approver' && status === 'pending-approval' && workflow.approvers.some((a) => a.id === userId)) return 'approval';
  return null;
}
