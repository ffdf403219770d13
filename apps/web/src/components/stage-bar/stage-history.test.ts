import { describe, expect, it } from 'vitest';
import type { WorkflowDetail } from '@attest/domain';
import { stageHistory } from './stage-history';

const comment = (action: string, name: string, text: string, at: string) => ({
  id: `${action}-${at}`,
  user: { id: name, name },
  role: 'x',
  action,
  comment: text,
  createdAt: at,
});

function workflow(comments: WorkflowDetail['comments']): WorkflowDetail {
  return {
    id: 'w1',
    document: { id: 'd1', title: 'Cleaning', docNumber: 'SOP-1', status: 'approved', version: '1.0' },
    status: 'completed',
    currentStep: 'Approved',
    priority: 'medium',
    dueDate: null,
    initiatedBy: { id: 'a', name: 'Daniel Okafor' },
    submittedAt: '2026-01-01T09:00:00.000Z',
    completedAt: null,
    reviewers: [],
    approvers: [],
    commentCount: comments.length,
    assignments: [],
    comments,
    abortReason: null,
  };
}

describe('stage bar history', () => {
  it('dates each completed stage with the person and comment that completed it', () => {
    const history = stageHistory(
      workflow([
        comment('submit_for_review', 'Daniel Okafor', 'Please review', '2026-01-01T09:00:00.000Z'),
        comment('approve', 'Priya Raman', 'Looks right', '2026-01-02T09:00:00.000Z'),
        comment('submit-for-approval', 'Priya Raman', 'To approval', '2026-01-02T10:00:00.000Z'),
        comment('comment', 'Daniel Okafor', 'Thanks', '2026-01-02T11:00:00.000Z'),
        comment('approve', 'Marcus Webb', 'Approved for use', '2026-01-03T09:00:00.000Z'),
      ]),
    );
    expect(history).toEqual({
      Draft: { at: '2026-01-01T09:00:00.000Z', by: 'Daniel Okafor', comment: 'Please review' },
      Review: { at: '2026-01-02T10:00:00.000Z', by: 'Priya Raman', comment: 'To approval' },
      Approval: { at: '2026-01-03T09:00:00.000Z', by: 'Marcus Webb', comment: 'Approved for use' },
    });
  });

  it('knows only the submission while the review runs, and nothing without a workflow', () => {
    const history = stageHistory(workflow([comment('approve', 'Priya Raman', 'ok', '2026-01-02T09:00:00.000Z')]));
    expect(history).toEqual({ Draft: { at: '2026-01-01T09:00:00.000Z', by: 'Daniel Okafor', comment: '' } });
    expect(stageHistory(undefined)).toEqual({});
  });
});
