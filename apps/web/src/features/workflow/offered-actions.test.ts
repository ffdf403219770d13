import { describe, expect, it } from 'vitest';
import type { DocumentStatus, Role } from '@attest/domain';
import { offeredActions, reviewStepOf, type ActionContext } from './offered-actions';

const ME = 'user-me';
const OTHER = 'user-other';

function assignment(userId: string, type: 'reviewer' | 'approver', status: 'pending' | 'completed' = 'pending') {
  return {
    id: `${userId}-${type}`,
    user: { id: userId, name: userId, email: `${userId}@attest.local` },
    type,
    status,
    decision: status === 'completed' ? ('approved' as const) : null,
    comments: null,
    assignedAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
    completedBy: null,
    onBehalfReason: null,
    conditions: [],
  };
}

function offered(role: Role, status: DocumentStatus, extra: Partial<ActionContext> = {}) {
  return offeredActions({ role, status, userId: ME, authorId: OTHER, workflow: null, ...extra });
}

describe('actions offered on a document (transition table + assignment)', () => {
  it('lets an author submit only their own draft or rejected document', () => {
    expect(offered('author', 'draft', { authorId: ME })).toEqual(['submit_for_review']);
    expect(offered('author', 'rejected', { authorId: ME })).toEqual(['submit_for_review']);
    expect(offered('author', 'draft')).toEqual([]);
  });

  it('lets an author start a new version of their own effective document', () => {
    expect(offered('author', 'effective', { authorId: ME })).toEqual(['new_version']);
    expect(offered('author', 'effective')).toEqual([]);
  });

  it('offers a reviewer the review only while their own review is pending', () => {
    const pending = { workflow: { assignments: [assignment(ME, 'reviewer')] } };
    expect(offered('reviewer', 'in-review', pending)).toEqual(['complete_review', 'request_changes', 'reject_document']);
    const done = { workflow: { assignments: [assignment(ME, 'reviewer', 'completed'), assignment(OTHER, 'reviewer')] } };
    expect(offered('reviewer', 'in-review', done)).toEqual([]);
    const someoneElse = { workflow: { assignments: [assignment(OTHER, 'reviewer')] } };
    expect(offered('reviewer', 'in-review', someoneElse)).toEqual([]);
    expect(offered('reviewer', 'in-review')).toEqual([]);
  });

  it('lets a reviewer of the workflow submit the reviewed document for approval', () => {
    const reviewed = { workflow: { assignments: [assignment(ME, 'reviewer', 'completed')] } };
    expect(offered('reviewer', 'reviewed', reviewed)).toEqual(['submit_for_approval']);
    expect(offered('reviewer', 'reviewed', { workflow: { assignments: [assignment(OTHER, 'reviewer', 'completed')] } })).toEqual([]);
  });

  it('offers an approver approval (signed), rejection and changes only on their pending approval step', () => {
    const pending = { workflow: { assignments: [assignment(ME, 'approver')] } };
    expect(offered('approver', 'pending-approval', pending)).toEqual(['request_changes', 'approve_document', 'reject_document']);
    // Assigned from the start, but the review is not finished yet.
    expect(offered('approver', 'in-review', pending)).toEqual([]);
    expect(offered('approver', 'pending-approval', { workflow: { assignments: [assignment(ME, 'approver', 'completed')] } })).toEqual([]);
    expect(offered('approver', 'pending-approval')).toEqual([]);
  });

  it('gives an admin every action of the table, assigned or not', () => {
    expect(offered('admin', 'approved')).toEqual(['admin_internal_assessment', 'make_effective', 'request_re_review']);
    expect(offered('admin', 'internal-assessment')).toEqual(['make_effective']);
    expect(offered('admin', 'in-review')).toEqual(['complete_review', 'request_changes', 'approve_document', 'reject_document', 'abort_workflow']);
    expect(offered('admin', 'effective')).toEqual(['mark_obsolete', 'new_version', 'request_re_review']);
    expect(offered('admin', 'archived')).toEqual(['restore_from_archive']);
  });

  it('gives a document coordinator the controller duties but not approval, assessment or abort', () => {
    expect(offered('document_coordinator', 'in-review')).toEqual(['complete_review', 'request_changes', 'reject_document']);
    expect(offered('document_coordinator', 'approved')).toEqual([]);
    expect(offered('document_coordinator', 'effective')).toEqual(['mark_obsolete', 'new_version']);
  });

  it('offers nothing to the role user', () => {
    for (const status of ['draft', 'in-review', 'approved', 'effective'] as const) expect(offered('user', status)).toEqual([]);
  });
});

describe('review step on the workflow screen (spec 02 §6)', () => {
  const workflow = { status: 'active', reviewers: [{ id: ME }], approvers: [{ id: OTHER }] };
  it('is for a reviewer on an in-review workflow or an approver on a pending-approval one', () => {
    expect(reviewStepOf('reviewer', ME, 'in-review', workflow)).toBe('review');
    expect(reviewStepOf('reviewer', ME, 'pending-approval', workflow)).toBeNull();
    expect(reviewStepOf('approver', OTHER, 'pending-approval', workflow)).toBe('approval');
    expect(reviewStepOf('approver', OTHER, 'in-review', workflow)).toBeNull();
    expect(reviewStepOf('approver', ME, 'pending-approval', workflow)).toBeNull();
    expect(reviewStepOf('admin', ME, 'in-review', workflow)).toBeNull();
    expect(reviewStepOf('reviewer', ME, 'in-review', { ...workflow, status: 'aborted' })).toBeNull();
  });
});
