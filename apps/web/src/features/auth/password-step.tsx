import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_FORCE_CLEAR_MS } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormError } from '@/components/form-error';

interface PasswordStepProps {
  email: string;
  password: string;
  onPasswordChange: (password: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  /** Opens Set Your Password (a first sign-in with a one-time code). */
  onSetup: () => void;
  loading: boolean;
  error: string | null;
}

export function PasswordStep({ email, password, onPasswordChange, onSubmit, onBack, onSetup, loading, error }: PasswordStepProps) {
  const { t } = useTranslation('auth');
  // Spec 01 §2: the field is protected from autofill and force-cleared shortly after the step opens. It stays
  // read-only until then (browsers do not autofill read-only fields) so nothing typed early is wiped.
  const [armed, setArmed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      onPasswordChange('');
      setArmed(true);
      inputRef.current?.focus();
    }, PASSWORD_FORCE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [onPasswordChange]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
        {t('passwordStep.signingInAs')} <span className="font-medium break-all text-foreground">{email}</span>
      </p>
      <div className="space-y-2">
        <Label htmlFor="login-password">{t('passwordStep.password')}</Label>
        <Input
          ref={inputRef}
          id="login-password"
          type="password"
          name="attest-password"
          autoComplete="new-password"
          data-1p-ignore
          data-lpignore="true"
          readOnly={!armed}
          value={password}
          onFocus={() => onPasswordChange('')}
          onChange={(event) => onPasswordChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-password-error' : undefined}
        />
        <FormError id="login-password-error" message={error} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="outline" onClick={onBack} className="sm:w-auto">
          <ArrowLeft aria-hidden="true" />
          {t('passwordStep.back')}
        </Button>
        <Button type="submit" className="flex-1" loading={loading} loadingText={t('passwordStep.signingIn')}>
          {t('passwordStep.signIn')}
        </Button>
      </div>
      <Button type="button" variant="link" onClick={onSetup} className="h-auto w-full px-0 whitespace-normal">
        {t('passwordStep.firstSignIn')}
      </Button>
    </form>
  );
}
