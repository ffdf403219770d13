import { toast } from 'sonner';
import { ApiError, isTimeoutError } from '@/lib/api-client';
import type { FormProblem } from './new-password';

/** Spec 01 §8 toast texts for each way a sign-in step can fail. */
export function checkEmailProblem(error: unknown): FormProblem {
  if (error instanceof ApiError) return { title: 'Login Failed', description: error.message };
  if (isTimeoutError(error)) {
    return { title: 'Verification Timeout', description: 'Email verification took too long. Please try again.' };
  }
  return { title: 'Error', description: 'An error occurred during verification. Please try again.' };
}

export function loginProblem(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    return { title: 'Login Failed', description: error.message || 'Invalid email or password. Please try again.' };
  }
  if (isTimeoutError(error)) return { title: 'Login Timeout', description: 'Login took too long. Please try again.' };
  return { title: 'Login Error', description: 'An unexpected error occurred. Please try again.' };
}

export function setupProblem(error: unknown): FormProblem {
  const message = error instanceof ApiError ? error.message : '';
  return { title: 'Setup Failed', description: message || 'Could not set password. Please contact admin.' };
}

export function showProblem(problem: FormProblem): void {
  toast.error(problem.title, { description: problem.description });
}

/** Spec 01 §8: a hint 3 s after a failed sign-in (2 s after an unexpected error) on where to get help. */
export function helpHintFor(error: unknown): { delayMs: number; show: () => void } {
  if (error instanceof ApiError || isTimeoutError(error)) {
    return {
      delayMs: 3000,
      show: () =>
        toast.info('Need Help?', {
          description:
            'If you keep having trouble signing in, contact your administrator. They can unlock your account or issue a new setup code.',
        }),
    };
  }
  return {
    delayMs: 2000,
    show: () =>
      toast.info('Troubleshooting', {
        description: 'Check your network connection and reload the page. If it keeps happening, contact your administrator.',
      }),
  };
}
