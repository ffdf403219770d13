import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Eye, EyeOff, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { MAX_SIGNING_ATTEMPTS, type SigningAuthResponse } from '@attest/domain';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { authenticateSigner } from '@/lib/api/signatures/api';

interface PasswordStepProps {
  requiresEmail: boolean;
  /** The signature configuration requires a code from the signer's authenticator app. */
  requiresSecondFactor?: boolean;
  attemptsLeft: number;
  /** The configured number of attempts a session has (default 3). */
  maxAttempts?: number;
  onAuthenticated: (auth: z.infer<typeof SigningAuthResponse>) => void;
  /** The server ended signing for this session (third failure). */
  onLocked: () => void;
  onCancel: () => void;
}

/**
 * Step 1 (21 CFR 11.200): the signer re-enters their own password, and their e-mail on the first signing of a
 * session. The server checks it; three failures end signing for the session.
 */
export function PasswordStep({ requiresEmail, requiresSecondFactor = false, attemptsLeft, maxAttempts = MAX_SIGNING_ATTEMPTS, onAuthenticated, onLocked, onCancel }: PasswordStepProps) {
  const { t } = useTranslation('signatures');
  const { t: ts } = useTranslation('security');
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const authenticate = useMutation({ mutationFn: authenticateSigner });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (authenticate.isPending) return;
    if (requiresEmail && !email.trim()) {
      setErrors({ email: t('password.emailRequired') });
      return;
    }
    if (!password) {
      setErrors({ password: t('password.passwordRequired') });
      toast.error(t('password.toasts.passwordRequired.title'), { description: t('password.toasts.passwordRequired.description') });
      return;
    }
    setErrors({});
    // The password never stays in the form: every attempt starts from an empty field.
    setPassword('');
    const secondFactor = requiresSecondFactor ? { code: code.trim() } : {};
    setCode('');
    authenticate.mutate(requiresEmail ? { email: email.trim(), password, ...secondFactor } : { password, ...secondFactor }, {
      onSuccess: (auth) => {
        toast.success(t('password.toasts.authenticated.title'), { description: t('password.toasts.authenticated.description') });
        onAuthenticated(auth);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'SIGNING_LOCKED') {
          toast.error(t('password.tooManyAttempts.title'), { description: t('password.tooManyAttempts.description') });
          onLocked();
          return;
        }
        const message = errorText(error, t('password.connectionFallback'));
        setErrors({ form: message });
        toast.error(t('password.toasts.failed'), { description: message });
      },
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted-foreground">
        {t('password.intro')} {requiresEmail ? t('password.enterEmailAndPassword') : t('password.enterPassword')}{' '}
        {attemptsLeft < maxAttempts && t('password.attemptsRemaining', { count: attemptsLeft })}
      </p>
      {errors.form && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      )}
      {requiresEmail && (
        <Field id="signing-email" label={t('password.email')} required error={errors.email}>
          <Input
            {...fieldAria('signing-email', errors.email, true)}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
          />
        </Field>
      )}
      <Field id="signing-password" label={t('password.password')} required error={errors.password}>
        <div className="relative">
          <Input
            {...fieldAria('signing-password', errors.password, true)}
            type={visible ? 'text' : 'password'}
            autoComplete="off"
            className="pr-10"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus={!requiresEmail}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-0.5 right-0.5 size-9"
            aria-label={visible ? t('password.hidePassword') : t('password.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
      </Field>
      {requiresSecondFactor && (
        <Field id="signing-code" label={ts('signing.code')} required hint={ts('signing.intro')}>
          <Input id="signing-code" inputMode="numeric" autoComplete="one-time-code" maxLength={64} value={code} onChange={(event) => setCode(event.target.value)} />
        </Field>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('password.cancel')}
        </Button>
        <Button type="submit" loading={authenticate.isPending} loadingText={t('password.submitting')}>
          <KeyRound aria-hidden="true" />
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
