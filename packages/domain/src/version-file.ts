import type { WorkflowAction } from './lifecycle.ts';

/**
 * The actions that move a version towards release: each needs the version's file, since what is reviewed, signed and
 * released is that content. Rejecting, aborting, retiring and archiving stay possible without one.
 */
export const ACTIONS_NEEDING_FILE: readonly WorkflowAction[] = [
  'submit_for_review',
  'request_re_review',
  'complete_review',
  'submit_for_approval',
  'approve_document',
  'admin_internal_assessment',
  'make_effective',
];

export const needsFile = (action: WorkflowAction): boolean => ACTIONS_NEEDING_FILE.includes(action);
