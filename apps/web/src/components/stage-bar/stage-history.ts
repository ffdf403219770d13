import type { Stage, WorkflowDetail } from '@attest/domain';

/** Who moved the document out of a stage, when, and what they wrote. */
export interface StageEvent {
  at: string;
  by: string;
  comment: string;
}

type Comment = WorkflowDetail['comments'][number];
const eventOf = (comment: Comment): StageEvent => ({ at: comment.createdAt, by: comment.user.name, comment: comment.comment });

/**
 * The real history behind the stage bar, from a workflow's comments (in order): Draft ends with the submission,
 * Review with the submission for approval, Approval with the approval that followed it.
 */
export function stageHistory(workflow: WorkflowDetail | null | undefined): Partial<Record<Stage, StageEvent>> {
  if (!workflow) return {};
  const { comments } = workflow;
  const history: Partial<Record<Stage, StageEvent>> = {};
  const submitted = comments.find((c) => c.action === 'submit_for_review' || c.action === 'request_re_review');
  history.Draft = submitted ? eventOf(submitted) : { at: workflow.submittedAt, by: workflow.initiatedBy.name, comment: '' };
  const toApproval = comments.findIndex((c) => c.action === 'submit-for-approval');
  if (toApproval >= 0) {
    history.Review = eventOf(comments[toApproval]!);
    const approved = comments.slice(toApproval + 1).findLast((c) => c.action === 'approve');
    if (approved) history.Approval = eventOf(approved);
  }
  return history;
}
