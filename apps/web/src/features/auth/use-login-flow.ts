import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/deferred-toast';
import { EmailInput, isSecondStep, LOGIN_AUTO_RESET_MS, type SecondStepResponse, type SessionResponse } from '@attest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { fieldText } from '@/i18n/error-text';
import { checkEmail, login, setupPassword } from '@/lib/api/auth/api';
import { submitSecondFactor } from '@/lib/api/two-factor/api';
import { checkEmailProblem, helpHintFor, loginProblem, setupProblem, showProblem, welcomeText } from './login-feedback';
import { newPasswordProblem, type FormProblem } from './new-password';

export type LoginView = 'email' | 'password' | 'setup' | 'code' | 'enrol';
type Pending = 'check-email' | 'login' | 'setup' | 'code' | null;
type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown } | { ok: 'stale' };

export interface SetupFields {
  code: string;
  password: string;
  confirmation: string;
}

/**
 * The two-step sign-in of spec 01 §4 (email → password, and from there a first sign-in's password setup) with its toasts,
 * the guard against double submits and the self-reset after LOGIN_AUTO_RESET_MS.
 */
export function useLoginFlow(onSignedIn: (session: SessionResponse) => void) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [view, setView] = useState<LoginView>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SecondStepResponse | null>(null);
  // Each request gets a number; answers to a request that a reset has abandoned are ignored.
  const attempt = useRef(0);
  const hintTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const fail = useCallback((problem: FormProblem) => {
    showProblem(problem);
    setError(problem.description);
  }, []);

  const run = useCallback(async <T>(kind: Exclude<Pending, null>, request: () => Promise<T>): Promise<Outcome<T>> => {
    const id = ++attempt.current;
    clearTimeout(hintTimer.current);
    setPending(kind);
    setError(null);
    try {
      const value = await request();
      return id === attempt.current ? { ok: true, value } : { ok: 'stale' };
    } catch (error) {
      return id === attempt.current ? { ok: false, error } : { ok: 'stale' };
    } finally {
      if (id === attempt.current) setPending(null);
    }
  }, []);

  const reset = useCallback(() => {
    attempt.current++;
    clearTimeout(hintTimer.current);
    setPending(null);
    setView('email');
    setEmail('');
    setPassword('');
    setError(null);
    setChallenge(null);
    toast.info(t('loginFlow.reset'));
  }, [t]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(reset, LOGIN_AUTO_RESET_MS);
    return () => clearTimeout(timer);
  }, [pending, reset]);

  useEffect(() => () => clearTimeout(hintTimer.current), []);

  const submitEmail = async () => {
    if (pending) return;
    const parsed = EmailInput.safeParse(email);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      fail({ title: t('loginFlow.errorTitle'), description: message ? fieldText(message) : t('loginFlow.emailRequired') });
      return;
    }
    const outcome = await run('check-email', () => checkEmail(parsed.data));
    if (outcome.ok === 'stale') return;
    if (!outcome.ok) return fail(checkEmailProblem(outcome.error));
    // The server answers every address alike: no name and no account state before the password.
    setEmail(parsed.data);
    setPassword('');
    setView('password');
  };

  /** From the password step, a first sign-in goes to Set Your Password with the one-time code. */
  const startSetup = () => {
    attempt.current++;
    setPending(null);
    setPassword('');
    setError(null);
    setView('setup');
  };

  const submitPassword = async () => {
    if (pending) return;
    if (!email.trim() || !password) return fail({ title: t('loginFlow.errorTitle'), description: t('loginFlow.credentialsRequired') });
    const outcome = await run('login', () => login({ email: email.trim(), password }));
    if (outcome.ok === 'stale') return;
    if (outcome.ok) {
      setPassword('');
      if (isSecondStep(outcome.value)) {
        // The password was right; the code (or the enrolment the role requires) comes next.
        setChallenge(outcome.value);
        setView(outcome.value.secondStep);
        return;
      }
      await signedIn(outcome.value);
      return;
    }
    setPassword('');
    fail(loginProblem(outcome.error));
    const hint = helpHintFor(outcome.error);
    hintTimer.current = setTimeout(hint.show, hint.delayMs);
  };

  const signedIn = async (session: SessionResponse) => {
    // The welcome already speaks the user's language; if the preferences cannot be read, the dashboard retries.
    // Loaded now, not with the sign-in page: the profile's code is the signed-in app's.
    await import('@/lib/api/profile/queries').then(({ applySavedLanguage }) => applySavedLanguage(queryClient)).catch(() => undefined);
    toast.success(i18n.t('auth:loginFlow.signedInTitle'), { description: welcomeText(session) });
    onSignedIn(session);
  };

  const submitCode = async (code: string) => {
    if (pending || !challenge) return;
    const outcome = await run('code', () => submitSecondFactor({ challengeToken: challenge.challengeToken, code: code.trim() }));
    if (outcome.ok === 'stale') return;
    if (outcome.ok) return signedIn(outcome.value);
    fail(loginProblem(outcome.error));
  };

  const submitSetup = async (fields: SetupFields) => {
    if (pending) return;
    const problem = newPasswordProblem(fields.password, fields.confirmation);
    if (problem) return fail(problem);
    const body = { email: email.trim(), code: fields.code.trim(), password: fields.password };
    const outcome = await run('setup', () => setupPassword(body));
    if (outcome.ok === 'stale') return;
    if (!outcome.ok) return fail(setupProblem(outcome.error));
    toast.success(t('loginFlow.setupDoneTitle'), { description: t('loginFlow.setupDone') });
    setView('email');
  };

  const back = () => {
    attempt.current++;
    setPending(null);
    setView('email');
    setEmail('');
    setPassword('');
    setError(null);
    setChallenge(null);
  };

  return {
    view,
    email,
    setEmail,
    password,
    setPassword,
    pending,
    error,
    submitEmail,
    submitPassword,
    submitSetup,
    startSetup,
    submitCode,
    signedIn,
    challenge,
    back,
    reset,
  };
}
