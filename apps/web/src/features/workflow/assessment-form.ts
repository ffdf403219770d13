import { addMonths, type WorkflowActionRequest } from '@attest/domain';
import { i18n } from '@/i18n';

export const ASSESSMENT_DECISIONS = ['approve_effective', 'request_changes', 'reject'] as const;
export type AssessmentDecision = (typeof ASSESSMENT_DECISIONS)[number];

export const assessmentDecisionLabel = (decision: AssessmentDecision) => i18n.t(`workflow:assessment.decisions.${decision}.label`);
export const assessmentDecisionHint = (decision: AssessmentDecision) => i18n.t(`workflow:assessment.decisions.${decision}.hint`);

export interface AssessmentValues {
  notes: string;
  changeReason: string;
  decision: AssessmentDecision;
  effectiveDate: string;
  reviewPeriodMonths: number;
}

export const MIN_NOTES_LENGTH = 10;

/** Spec 02 §5 Assessment: every problem, in the spec's words (the shared field messages, translated), for the error list. */
export function assessmentErrors(values: AssessmentValues, today: string): string[] {
  const errors: string[] = [];
  const notes = values.notes.trim();
  if (!notes) errors.push(i18n.t('validation:assessmentNotesRequired'));
  else if (notes.length < MIN_NOTES_LENGTH) errors.push(i18n.t('validation:assessmentNotesTooShort'));
  if (values.decision === 'request_changes' && !values.changeReason.trim()) {
    errors.push(i18n.t('validation:assessmentChangeReasonRequired'));
  }
  if (values.decision === 'approve_effective') {
    if (!values.effectiveDate) errors.push(i18n.t('validation:releaseEffectiveDateRequired'));
    if (!(values.reviewPeriodMonths >= 1)) errors.push(i18n.t('validation:reviewPeriodTooShort'));
    if (values.effectiveDate && values.effectiveDate < today) errors.push(i18n.t('validation:effectiveDateInPast'));
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
