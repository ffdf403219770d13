import { describe, expect, it } from 'vitest';
import { reviewRequest } from './review-request';

describe('review decisions', () => {
  it('complete the review at the review step', () => {
    expect(reviewRequest('review', 'approve', 'ok')).toEqual({ action: 'complete_review', decision: 'approved', comment: 'ok' });
    expect(reviewRequest('review', 'reject', 'no')).toEqual({ action: 'complete_review', decision: 'rejected', comment: 'no' });
  });

  it('reject the document at the approval step, and leave an approval to the signature', () => {
    expect(reviewRequest('approval', 'reject', 'no')).toEqual({ action: 'reject_document', comment: 'no' });
    expect(reviewRequest('approval', 'approve', 'ok')).toBeNull();
  });

  it('ask for changes at either step', () => {
    expect(reviewRequest('review', 'request-changes', 'fix 4.2')).toEqual({ action: 'request_changes', comment: 'fix 4.2' });
    expect(reviewRequest('approval', 'request-changes', 'fix 4.2')).toEqual({ action: 'request_changes', comment: 'fix 4.2' });
  });
});
