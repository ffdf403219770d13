import { useCallback, useState, type FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionResponse } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormError } from '@/components/form-error';
import { confirmSignInEnrolment, startSignInEnrolment } from '@/lib/api/two-factor/api';
import { TwoFactorEnrolment } from './enrolment';

interface CodeStepProps {
  onSubmit: (code: string) => void;
  onBack: () => void;
  loading: boolean;
  error: string | null;
}

/** Sign-in, step 3 for an enrolled user: the code from the app, or a recovery code. */
export function CodeStep({ onSubmit, onBack, loading, error }: CodeStepProps) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
    setCode('');
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-muted-foreground">{t('signIn.codeIntro')}</p>
      <div className="space-y-2">
        <Label htmlFor="login-code">{t('signIn.code')}</Label>
        <Input
          id="login-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={64}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-code-error' : undefined}
        />
        <FormError id="login-code-error" message={error} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('signIn.back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={code.trim().length < 6} loading={loading} loadingText={t('signIn.verifying')}>
          {t('signIn.verify')}
        </Button>
      </div>
    </form>
  );
}

/** Sign-in when the role requires a second factor the user has not set up: enrolment, then the session starts. */
export function SignInEnrolment({ challengeToken, onSignedIn }: { challengeToken: string; onSignedIn: (session: SessionResponse) => void }) {
  const { t } = useTranslation('security');
  const [session, setSession] = useState<SessionResponse | null>(null);
  const start = useCallback(() => startSignInEnrolment(challengeToken), [challengeToken]);
  const confirm = useCallback(
    async (code: string) => {
      const { recoveryCodes, ...started } = await confirmSignInEnrolment({ challengeToken, code });
      setSession(started);
      return recoveryCodes;
    },
    [challengeToken],
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('signIn.enrolIntro')}</p>
      <TwoFactorEnrolment start={start} confirm={confirm} onDone={() => session && onSignedIn(session)} />
    </div>
  );
}
