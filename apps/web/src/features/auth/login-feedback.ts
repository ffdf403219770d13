import { toast } from '@/lib/deferred-toast';
import type { SessionResponse } from '@attest/domain';
import { i18n } from '@/i18n';
import { errorText, fieldText } from '@/i18n/error-text';
import { serverText } from '@/i18n/server-text';
import { ApiError, isTimeoutError } from '@/lib/api-client';
import type { FormProblem } from './new-password';

/** Spec 01 §8 toast texts for each way a sign-in step can fail; the server's reasons go through errorText. */
export function checkEmailProblem(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    return { title: i18n.t('auth:feedback.loginFailedTitle'), description: errorText(error, i18n.t('auth:feedback.verificationError')) };
  }
  if (isTimeoutError(error)) {
    return { title: i18n.t('auth:feedback.verificationTimeoutTitle'), description: i18n.t('auth:feedback.verificationTimeout') };
  }
  return { title: i18n.t('auth:feedback.errorTitle'), description: i18n.t('auth:feedback.verificationError') };
}

export function loginProblem(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    const fallback = i18n.t('auth:feedback.invalidCredentials');
    return { title: i18n.t('auth:feedback.loginFailedTitle'), description: errorText(error, fallback) || fallback };
  }
  if (isTimeoutError(error)) {
    return { title: i18n.t('auth:feedback.loginTimeoutTitle'), description: i18n.t('auth:feedback.loginTimeout') };
  }
  return { title: i18n.t('auth:feedback.loginErrorTitle'), description: i18n.t('auth:feedback.loginError') };
}

export function setupProblem(error: unknown): FormProblem {
  const fallback = i18n.t('auth:feedback.setupFailed');
  // A refused password says why (too short, too common, built from the name…): the field message is the better text;
  // "too easy to guess" keeps its headline before the reason.
  const reason = error instanceof ApiError ? error.fields?.password : undefined;
  const headline = error instanceof ApiError && error.code === 'PASSWORD_TOO_WEAK' ? `${errorText(error, fallback)} ` : '';
  return { title: i18n.t('auth:feedback.setupFailedTitle'), description: reason ? headline + fieldText(reason) : errorText(error, fallback) || fallback };
}

export function showProblem(problem: FormProblem): void {
  toast.error(problem.title, { description: problem.description });
}

/** Spec 01 §8: a hint 3 s after a failed sign-in (2 s after an unexpected error) on where to get help. */
export function helpHintFor(error: unknown): { delayMs: number; show: () => void } {
  if (error instanceof ApiError || isTimeoutError(error)) {
    return {
      delayMs: 3000,
      show: () => toast.info(i18n.t('auth:feedback.needHelpTitle'), { description: i18n.t('auth:feedback.needHelp') }),
    };
  }
  return {
    delayMs: 2000,
    show: () => toast.info(i18n.t('auth:feedback.troubleshootingTitle'), { description: i18n.t('auth:feedback.troubleshooting') }),
  };
}

/** The greeting after sign-in: in English the server's own words; another language greets by name itself. */
export function welcomeText(session: SessionResponse): string {
  return serverText(session.message ?? i18n.t('auth:loginFlow.welcomeBack'), () => i18n.t('auth:loginFlow.welcomeBackNamed', { name: session.user.name }));
}
