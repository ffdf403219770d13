import { describe, expect, it } from 'vitest';
import type { WorkflowDetail } from '@attest/domain';
import { rejectionOf } from './rejection';

const person = (name: string) => ({ id: name, name });
const workflow = (status: WorkflowDetail['status'], extra: Partial<WorkflowDetail> = {}): WorkflowDetail => ({
  id: `wf-${status}`,
  document: { id: 'd', title: 'T', docNumber: 'SOP-1', status: 'rejected', version: '0.01' },
  status,
  currentStep: 'Rejected',
  priority: 'medium',
  dueDate: null,
  initiatedBy: person('Alex Author'),
  submittedAt: '2026-11-01T10:00:00.000Z',
  completedAt: '2026-11-02T10:00:00.000Z',
  reviewers: [person('Priya Raman')],
  approvers: [],
  commentCount: 1,
  assignments: [
    {
      id: 'a',
      user: { ...person('Priya Raman'), email: 'p@x' },
      type: 'reviewer',
      status: 'completed',
      decision: 'rejected',
      comments: 'Scope is wrong',
      assignedAt: '2026-11-01T10:00:00.000Z',
      completedAt: '2026-11-02T09:00:00.000Z',
      completedBy: person('Priya Raman'),
      onBehalfReason: null,
      conditions: [],
    },
  ],
  comments: [{ id: 'c', user: person('Priya Raman'), role: 'reviewer', action: 'reject', comment: 'Scope is wrong', createdAt: '2026-11-02T09:00:00.000Z' }],
  abortReason: null,
  ...extra,
});

describe('the rejection shown on a document', () => {
  it('names who rejected it and why, on the rejected document and on the draft it became on revision', () => {
    expect(rejectionOf({ status: 'rejected' }, [workflow('rejected')])).toEqual({ by: 'Priya Raman', reason: 'Scope is wrong', at: '2026-11-02T09:00:00.000Z' });
    expect(rejectionOf({ status: 'draft' }, [workflow('rejected')])).toMatchObject({ by: 'Priya Raman' });
  });

  it('is gone once the document is submitted again, and never shows for other ends of a workflow', () => {
    expect(rejectionOf({ status: 'in-review' }, [workflow('active'), workflow('rejected')])).toBeNull();
    expect(rejectionOf({ status: 'draft' }, [workflow('aborted'), workflow('rejected')])).toBeNull();
    expect(rejectionOf({ status: 'draft' }, [])).toBeNull();
  });
});
