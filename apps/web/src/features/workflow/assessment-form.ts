import { addMonths, type WorkflowActionRequest } from '@attest/domain';

export type AssessmentDecision = 'approve_effective' | 'request_changes' | 'reject';

export const ASSESSMENT_DECISIONS: { value: AssessmentDecision; label: string; hint: string }[] = [
  { value: 'approve_effective', label: 'Approve and make effective', hint: 'The document becomes effective on the date below.' },
  { value: 'request_changes', label: 'Request changes', hint: 'The document is rejected with the changes required.' },
  { value: 'reject', label: 'Reject', hint: 'The document is rejected with your notes.' },
];

export interface AssessmentValues {
  notes: string;
  changeReason: string;
  decision: AssessmentDecision;
  effectiveDate: string;
  reviewPeriodMonths: number;
}

export const MIN_NOTES_LENGTH = 10;

/** Spec 02 §5 Assessment: every problem, in the spec's words, for the error list. */
export function assessmentErrors(values: AssessmentValues, today: string): string[] {
  const errors: string[] = [];
  const notes = values.notes.trim();
  if (!notes) errors.push('Assessment notes are required');
  else if (notes.length < MIN_NOTES_LENGTH) errors.push('Assessment notes must be at least 10 characters long');
  if (values.decision === 'request_changes' && !values.changeReason.trim()) {
    errors.push('Change reason is required when requesting changes');
  }
  if (values.decision === 'approve_effective') {
    if (!values.effectiveDate) errors.push('Effective date is required');
    if (!(values.reviewPeriodMonths >= 1)) errors.push('Review period must be at least 1 month');
    if (values.effectiveDate && values.effectiveDate < today) errors.push('Effective date cannot be in the past');
  }
  return errors;
}

/** Effective date plus the review period; recalculated on every change. */
export function nextReviewDate(effectiveDate: string, months: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveDate) || !(months >= 1)) return null;
  return addMonths(effectiveDate, months);
}

export function assessmentRequest(values: AssessmentValues): WorkflowActionRequest {
  const changeReason = values.changeReason.trim();
  return {
    action: 'admin_internal_assessment',
    comment: values.notes.trim(),
    decision: values.decision,
    ...(changeReason ? { changeReason } : {}),
    ...(values.decision === 'approve_effective'
      ? { effectiveDate: values.effectiveDate, reviewPeriodMonths: values.reviewPeriodMonths }
      : {}),
  };
}
