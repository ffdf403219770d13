import type { WorkflowActionRequest } from '@attest/domain';

export type ReviewDecision = 'approve' | 'reject' | 'request-changes';

/**
 * The action a review decision takes at each step (spec 02 §2 Review dialog). At the review step a decision
 * completes the reviewer's review; at the approval step a rejection rejects the document, and an approval is a
 * signature (null here: the signature dialog performs it).
 */
export function reviewRequest(step: 'review' | 'approval', decision: ReviewDecision, comment: string): WorkflowActionRequest | null {
  if (decision === 'request-changes') return { action: 'request_changes', comment };
  if (step === 'review') return { action: 'complete_review', decision: decision === 'approve' ? 'approved' : 'rejected', comment };
  return decision === 'reject' ? { action: 'reject_document', comment } : null;
}
