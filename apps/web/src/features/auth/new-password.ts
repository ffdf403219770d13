import { PASSWORD_MIN_LENGTH } from '@attest/domain';

export interface FormProblem {
  title: string;
  description: string;
}

/** Spec 01 §5 Password setup: the two entries must match, then meet the minimum length (DESIGN.md §4.6: 8). */
export function newPasswordProblem(password: string, confirmation: string): FormProblem | null {
  if (password !== confirmation) return { title: 'Password Mismatch', description: 'Passwords do not match' };
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      title: 'Password Too Short',
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    };
  }
  return null;
}
