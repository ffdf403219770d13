import type { WorkflowAction } from '@attest/domain';

/** What each action does, told to the user before they confirm. */
export const ACTION_DESCRIPTIONS: Record<WorkflowAction, string> = {
  submit_for_review: 'Send the document to reviewers and approvers.',
  complete_review: 'Record your review decision. When every reviewer has decided, the document is reviewed (or rejected).',
  request_changes: 'Ask the author for changes. Your comment is added to the workflow.',
  submit_for_approval: 'Send the reviewed document to its approvers.',
  approve_document: 'Approve the document with your electronic signature.',
  reject_document: 'Reject the document. It returns to its author.',
  admin_internal_assessment: 'Assess the approved document and decide whether it becomes effective.',
  make_effective: 'Release the document as effective from a date, with its next periodic review.',
  mark_obsolete: 'Withdraw the effective document from use.',
  abort_workflow: 'Stop the running workflow. The document returns to draft.',
  new_version: 'Start a new draft version. The effective version stays in force until the new one becomes effective.',
  request_re_review: 'Send the document through review and approval again.',
  restore_from_archive: 'Bring the archived document back to the status it had.',
};

/** The label of the comment box, where the comment is something more specific. */
export const COMMENT_LABELS: Partial<Record<WorkflowAction, string>> = {
  abort_workflow: 'Reason',
  new_version: 'Change reason',
  mark_obsolete: 'Reason',
  reject_document: 'Reason for rejection',
  request_changes: 'Changes requested',
};
