import type { DocumentStatus } from './documents.ts';
import type { Role } from './roles.ts';

/**
 * The document lifecycle (spec 02 §4 transition table, DESIGN.md §4.2). The server enforces it; the web uses the
 * same table to offer only the actions a user may take. `document_controller` of the spec is document_coordinator.
 */
export const WORKFLOW_ACTIONS = [
  'submit_for_review',
  'complete_review',
  'request_changes',
  'submit_for_approval',
  'approve_document',
  'reject_document',
  'admin_internal_assessment',
  'make_effective',
  'mark_obsolete',
  'abort_workflow',
  'new_version',
  'request_re_review',
  'restore_from_archive',
  'cancel_scheduled_release',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** What an action needs besides the right status and role (spec 02 §5 required-action hints). */
export type RequiredInput = 'comment' | 'select_reviewers' | 'select_approvers' | 'electronic_signature';

export interface TransitionRule {
  from: readonly DocumentStatus[];
  /** The status the document moves to; null when the outcome depends on the action's effects. */
  to: DocumentStatus | null;
  roles: readonly Role[];
  needs: readonly RequiredInput[];
  label: string;
}

export const TRANSITIONS: Record<WorkflowAction, TransitionRule> = {
  submit_for_review: { from: ['draft', 'rejected'], to: 'in-review', roles: ['author', 'admin', 'document_coordinator'], needs: ['select_reviewers', 'select_approvers', 'comment'], label: 'Submit for Review' },
  // Outcome: reviewed when no reviewer is pending and none rejected; rejected when one did; unchanged otherwise.
  complete_review: { from: ['in-review'], to: null, roles: ['reviewer', 'admin', 'document_coordinator'], needs: ['comment'], label: 'Complete Review' },
  request_changes: { from: ['in-review', 'pending-approval'], to: null, roles: ['reviewer', 'approver', 'admin', 'document_coordinator'], needs: ['comment'], label: 'Request Changes' },
  submit_for_approval: { from: ['reviewed'], to: 'pending-approval', roles: ['reviewer', 'admin', 'document_coordinator'], needs: ['select_approvers', 'comment'], label: 'Submit for Approval' },
  // Outcome: approved once no approver is pending.
  approve_document: { from: ['pending-approval', 'in-review'], to: null, roles: ['approver', 'admin'], needs: ['electronic_signature', 'comment'], label: 'Approve' },
  reject_document: { from: ['in-review', 'pending-approval', 'reviewed'], to: 'rejected', roles: ['reviewer', 'approver', 'admin', 'document_coordinator'], needs: ['comment'], label: 'Reject' },
  admin_internal_assessment: { from: ['approved'], to: null, roles: ['admin'], needs: ['comment'], label: 'Internal Assessment' },
  // Outcome: effective; approved-training when the document trains before effective (FR-TRN-4); scheduled when the
  // effective date is after the site's today (FR-LC-4).
  make_effective: { from: ['internal-assessment', 'approved'], to: null, roles: ['admin'], needs: [], label: 'Make Effective' },
  mark_obsolete: { from: ['effective'], to: 'obsolete', roles: ['admin', 'document_coordinator'], needs: ['comment'], label: 'Mark Obsolete' },
  abort_workflow: { from: ['in-review', 'reviewed', 'pending-approval'], to: 'draft', roles: ['admin'], needs: ['comment'], label: 'Abort Workflow' },
  new_version: { from: ['effective'], to: 'draft', roles: ['author', 'admin', 'document_coordinator'], needs: ['comment'], label: 'New Version' },
  request_re_review: { from: ['approved', 'approved-training', 'effective'], to: 'in-review', roles: ['admin'], needs: ['select_reviewers', 'select_approvers', 'comment'], label: 'Request Re-review' },
  restore_from_archive: { from: ['archived'], to: null, roles: ['admin'], needs: ['comment'], label: 'Restore from Archive' },
  // Document control takes a scheduled release back; the version waits approved, to be made effective again.
  cancel_scheduled_release: { from: ['scheduled'], to: 'approved', roles: ['admin', 'document_coordinator'], needs: ['comment'], label: 'Cancel Scheduled Release' },
};

/** What a completed action did, said to the person who took it (the transition's result message). */
export const ACTION_RESULTS: Record<WorkflowAction, string> = {
  submit_for_review: 'The document was submitted for review.',
  complete_review: 'Your review was recorded.',
  request_changes: 'Your request for changes was recorded.',
  submit_for_approval: 'The document was submitted for approval.',
  approve_document: 'Your approval was signed and recorded.',
  reject_document: 'The document was rejected.',
  admin_internal_assessment: 'The internal assessment was recorded.',
  make_effective: 'The release was signed and recorded.',
  mark_obsolete: 'The document was marked obsolete.',
  abort_workflow: 'The workflow was aborted; the document is a draft again.',
  new_version: 'A new draft version was started.',
  request_re_review: 'The document was sent back for review.',
  restore_from_archive: 'The document was restored from the archive.',
  cancel_scheduled_release: 'The scheduled release was cancelled.',
};

/**
 * Transitions no person takes (FR-TRN-4): the system releases a version waiting for its training once the
 * document's share of the audience has completed it, or at its target date when the document says so; and a scheduled
 * version on its effective date (FR-LC-4).
 */
export const SYSTEM_TRANSITIONS = {
  release_after_training: { from: ['approved-training'], to: 'effective' },
  // At the start of its effective date (site time zone) a scheduled version is released as Make Effective would on
  // that day: effective, or approved-training when its document trains before effective.
  release_on_date: { from: ['scheduled'], to: 'effective' },
} as const satisfies Record<string, { from: readonly DocumentStatus[]; to: DocumentStatus }>;

export interface TransitionInputs {
  comment?: string | null;
  reviewers?: readonly string[];
  approvers?: readonly string[];
  signature?: unknown;
}

const FIELD_NAMES: Partial<Record<RequiredInput, keyof TransitionInputs>> = {
  select_reviewers: 'reviewers',
  select_approvers: 'approvers',
};

/** A refusal carries its stable error code, so the server's HTTP answer never depends on the message's wording. */
export type TransitionRefusalCode = 'INVALID_DOCUMENT_STATE' | 'FORBIDDEN' | 'VALIDATION_FAILED';
export type TransitionCheck = { ok: true; rule: TransitionRule } | { ok: false; code: TransitionRefusalCode; message: string };

export function isWorkflowAction(value: string): value is WorkflowAction {
  return (WORKFLOW_ACTIONS as readonly string[]).includes(value);
}

/** Validates an action against the table, with the spec's messages (02 §5 Transition validation messages). */
export function checkTransition(action: string, status: DocumentStatus, role: Role, inputs: TransitionInputs = {}): TransitionCheck {
  if (!isWorkflowAction(action)) return { ok: false, code: 'VALIDATION_FAILED', message: `Invalid workflow action: ${action}` };
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(status)) {
    return { ok: false, code: 'INVALID_DOCUMENT_STATE', message: `Cannot ${action} from status '${status}'. Valid statuses: ${rule.from.join(', ')}` };
  }
  if (!rule.roles.includes(role)) {
    return { ok: false, code: 'FORBIDDEN', message: `Role '${role}' is not authorized for action '${action}'. Required roles: ${rule.roles.join(', ')}` };
  }
  for (const need of rule.needs) {
    const field = FIELD_NAMES[need];
    if (field) {
      const value = inputs[field];
      if (!Array.isArray(value) || value.length === 0) return { ok: false, code: 'VALIDATION_FAILED', message: `Required field missing: ${field}` };
    }
  }
  if (rule.needs.includes('comment') && !inputs.comment?.trim()) return { ok: false, code: 'VALIDATION_FAILED', message: 'Comment is required for this action' };
  if (rule.needs.includes('electronic_signature') && !inputs.signature) {
    return { ok: false, code: 'VALIDATION_FAILED', message: 'Electronic signature is required for this action' };
  }
  return { ok: true, rule };
}

/** The actions a role may take on a document in a status (before assignment checks), in table order. */
export function availableActions(status: DocumentStatus, role: Role): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((action) => {
    const rule = TRANSITIONS[action];
    return rule.from.includes(status) && rule.roles.includes(role);
  });
}

/** Stage bar (spec 02 §4): Draft, Review, Approval, Approved, and Effective once the version is in force. */
export const STAGES = ['Draft', 'Review', 'Approval', 'Approved', 'Effective'] as const;
export type Stage = (typeof STAGES)[number];
export function stageOf(status: DocumentStatus): Stage | null {
  if (status === 'draft' || status === 'rejected') return 'Draft';
  if (status === 'in-review' || status === 'reviewed') return 'Review';
  if (status === 'pending-approval') return 'Approval';
  if (status === 'approved' || status === 'approved-training' || status === 'scheduled' || status === 'internal-assessment') return 'Approved';
  if (status === 'effective') return 'Effective';
  return null;
}

/** Review period choices in months (spec 02 §9) and the next review date (effective date + period). */
export const REVIEW_PERIOD_MONTHS = [6, 12, 18, 24, 36] as const;
export const DEFAULT_REVIEW_PERIOD_MONTHS = 12;

export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Spec 01 §4: due for review when the review date (or last change) is before `at`. The spec's status rule (not
 * approved, rejected or obsolete) would make every fresh draft due at once; periodic review is of documents in
 * force, so only effective ones count.
 */
export function isDueForReview(doc: { reviewDate: string | null; updatedAt: string; status: DocumentStatus }, at = new Date()): boolean {
  if (doc.status !== 'effective') return false;
  const reference = doc.reviewDate ? new Date(`${doc.reviewDate}T00:00:00Z`) : new Date(doc.updatedAt);
  return reference < at;
}
