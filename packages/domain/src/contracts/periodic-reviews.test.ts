import { describe, expect, it } from 'vitest';
import { addDays, CompletePeriodicReviewRequest, UpdatePeriodicReviewRequest } from './periodic-reviews.ts';

describe('periodic review contracts', () => {
  it('move calendar dates by whole days across months and leap years', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-31', -30)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('need a reason for a revision and a signature for no change', () => {
    expect(CompletePeriodicReviewRequest.safeParse({ outcome: 'revision', reason: '  ' }).success).toBe(false);
    expect(CompletePeriodicReviewRequest.safeParse({ outcome: 'revision', reason: 'Section 4 is out of date' }).success).toBe(true);
    expect(CompletePeriodicReviewRequest.safeParse({ outcome: 'no-change' }).success).toBe(false);
  });

  it('change something, within a lead time of 0 to 365 days', () => {
    expect(UpdatePeriodicReviewRequest.safeParse({}).success).toBe(false);
    expect(UpdatePeriodicReviewRequest.safeParse({ daysBeforeStart: 366 }).success).toBe(false);
    expect(UpdatePeriodicReviewRequest.safeParse({ daysBeforeStart: 0 }).success).toBe(true);
  });
});
