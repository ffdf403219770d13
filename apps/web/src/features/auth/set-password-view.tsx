import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormError } from '@/components/form-error';
import type { SetupFields } from './use-login-flow';

interface SetPasswordViewProps {
  email: string;
  onSubmit: (fields: SetupFields) => void;
  onBack: () => void;
  loading: boolean;
  error: string | null;
}

/** Spec 01 §2: the separate full-screen view where a first sign-in sets a password with the administrator's one-time code. */
export function SetPasswordView({ email, onSubmit, onBack, loading, error }: SetPasswordViewProps) {
  const { t } = useTranslation('auth');
  const [fields, setFields] = useState<SetupFields>({ code: '', password: '', confirmation: '' });
  const complete = Boolean(email && fields.code.trim() && fields.password && fields.confirmation);
  const update = (key: keyof SetupFields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit(fields);
  };

  return (
    <main className="flex min-h-svh items-center justify-center bg-gradient-to-b from-slate-100 to-background px-4 py-12 dark:from-slate-950">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <KeyRound className="size-6" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-2xl">
            {t('setPassword.title')}
          </CardTitle>
          <CardDescription>
            {t('setPassword.intro')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={handleSubmit} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="setup-email">{t('setPassword.email')}</Label>
              <Input id="setup-email" type="email" value={email} readOnly autoComplete="username" />
            </div>
            <div className="space-y-2">
              <Label htmlFor="setup-code">{t('setPassword.code')}</Label>
              <Input
                id="setup-code"
                value={fields.code}
                onChange={update('code')}
                autoComplete="one-time-code"
                placeholder="XXXX-XXXX-XXXX"
                spellCheck={false}
                aria-describedby="setup-code-hint"
                autoFocus
              />
              <p id="setup-code-hint" className="text-xs text-muted-foreground">
                {t('setPassword.codeHint')}
              </p>
            </div>
            <div className="space-y-2">
              <Label htmlFor="setup-password">{t('setPassword.newPassword')}</Label>
              <Input
                id="setup-password"
                type="password"
                value={fields.password}
                onChange={update('password')}
                autoComplete="new-password"
                aria-describedby="setup-password-hint"
              />
              <p id="setup-password-hint" className="text-xs text-muted-foreground">
                {t('setPassword.passwordHint', { count: PASSWORD_MIN_LENGTH })}
              </p>
            </div>
            <div className="space-y-2">
              <Label htmlFor="setup-confirmation">{t('setPassword.confirmation')}</Label>
              <Input
                id="setup-confirmation"
                type="password"
                value={fields.confirmation}
                onChange={update('confirmation')}
                autoComplete="new-password"
              />
            </div>
            <FormError id="setup-error" message={error} />
            <Button type="submit" className="w-full" disabled={!complete} loading={loading} loadingText={t('setPassword.submitting')}>
              {t('setPassword.submit')}
            </Button>
            <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
              <ArrowLeft aria-hidden="true" />
              {t('setPassword.back')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
