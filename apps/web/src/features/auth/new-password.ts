import { PASSWORD_MIN_LENGTH } from '@attest/domain';
import { i18n } from '@/i18n';

export interface FormProblem {
  title: string;
  description: string;
}

/** Spec 01 §5 Password setup: the two entries must match, then meet the minimum length (DESIGN.md §4.6: 8). */
export function newPasswordProblem(password: string, confirmation: string): FormProblem | null {
  if (password !== confirmation) {
    return { title: i18n.t('auth:newPassword.mismatchTitle'), description: i18n.t('auth:newPassword.mismatch') };
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      title: i18n.t('auth:newPassword.tooShortTitle'),
      description: i18n.t('auth:newPassword.tooShort', { count: PASSWORD_MIN_LENGTH }),
    };
  }
  return null;
}
