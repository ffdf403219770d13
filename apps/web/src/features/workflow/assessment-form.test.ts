import { describe, expect, it } from 'vitest';
import { assessmentErrors, assessmentRequest, nextReviewDate, type AssessmentValues } from './assessment-form';

const TODAY = '2026-03-10';
const valid: AssessmentValues = {
  notes: 'Checked against the change control record.',
  changeReason: '',
  decision: 'approve_effective',
  effectiveDate: TODAY,
  reviewPeriodMonths: 12,
};

describe('admin internal assessment (spec 02 §5)', () => {
  it('accepts complete values', () => {
    expect(assessmentErrors(valid, TODAY)).toEqual([]);
  });

  it('needs notes of at least 10 characters', () => {
    expect(assessmentErrors({ ...valid, notes: '  ' }, TODAY)).toEqual(['Assessment notes are required']);
    expect(assessmentErrors({ ...valid, notes: 'too short' }, TODAY)).toEqual(['Assessment notes must be at least 10 characters long']);
  });

  it('needs a change reason when requesting changes', () => {
    expect(assessmentErrors({ ...valid, decision: 'request_changes' }, TODAY)).toEqual(['Change reason is required when requesting changes']);
    expect(assessmentErrors({ ...valid, decision: 'request_changes', changeReason: 'Fix section 4' }, TODAY)).toEqual([]);
  });

  it('needs an effective date, not in the past, and a review period to make effective', () => {
    expect(assessmentErrors({ ...valid, effectiveDate: '' }, TODAY)).toEqual(['Effective date is required']);
    expect(assessmentErrors({ ...valid, effectiveDate: '2026-03-09' }, TODAY)).toEqual(['Effective date cannot be in the past']);
    expect(assessmentErrors({ ...valid, reviewPeriodMonths: 0 }, TODAY)).toEqual(['Review period must be at least 1 month']);
    // A rejection needs no dates.
    expect(assessmentErrors({ ...valid, decision: 'reject', effectiveDate: '' }, TODAY)).toEqual([]);
  });

  it('lists every error at once', () => {
    expect(assessmentErrors({ ...valid, notes: '', effectiveDate: '2020-01-01' }, TODAY)).toEqual([
      'Assessment notes are required',
      'Effective date cannot be in the past',
    ]);
  });

  it('computes the next review date from the effective date and period', () => {
    expect(nextReviewDate('2026-03-10', 12)).toBe('2027-03-10');
    expect(nextReviewDate('2026-08-31', 6)).toBe('2027-02-28');
    expect(nextReviewDate('', 12)).toBeNull();
  });

  it('sends the dates only when the document is to become effective', () => {
    expect(assessmentRequest(valid)).toEqual({
      action: 'admin_internal_assessment',
      comment: valid.notes,
      decision: 'approve_effective',
      effectiveDate: TODAY,
      reviewPeriodMonths: 12,
    });
    expect(assessmentRequest({ ...valid, decision: 'request_changes', changeReason: ' Fix section 4 ' })).toEqual({
      action: 'admin_internal_assessment',
      comment: valid.notes,
      decision: 'request_changes',
      changeReason: 'Fix section 4',
    });
  });
});
