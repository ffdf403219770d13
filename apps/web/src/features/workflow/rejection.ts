import type { DocumentDetail, WorkflowDetail } from '@attest/domain';

export interface Rejection {
  by: string;
  reason: string;
  at: string | null;
}

/**
 * The rejection the author is revising: the newest workflow of a rejected document, or of the draft it became on
 * revision, ended in a rejection. It stops applying once the document is submitted again (a newer workflow).
 * Who rejected is the person who acted (the comment's author, or whoever completed the step, on the assignee's behalf
 * or not), else the assignee who decided.
 */
export function rejectionOf(doc: Pick<DocumentDetail, 'status'>, workflows: readonly WorkflowDetail[] | undefined): Rejection | null {
  if (doc.status !== 'rejected' && doc.status !== 'draft') return null;
  const latest = workflows?.[0];
  if (!latest || latest.status !== 'rejected') return null;
  const comment = latest.comments.filter((c) => c.action === 'reject').at(-1);
  const decided = latest.assignments
    .filter((a) => a.decision === 'rejected')
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))[0];
  const by = comment?.user.name ?? decided?.completedBy?.name ?? decided?.user.name;
  if (!by) return null;
  return { by, reason: comment?.comment ?? decided?.comments ?? '', at: comment?.createdAt ?? decided?.completedAt ?? latest.completedAt };
}
