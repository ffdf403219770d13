import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@attest/domain';
import { buttonVariants } from '@/components/ui/button';
import { useSystemNotice } from '@/lib/api/preferences/queries';
import { FormError } from '@/components/form-error';

/**
 * "Sign in with {provider}" when single sign-on is set up: a plain link, since the browser itself goes to the
 * provider and comes back through /api/auth/sso/callback. A refusal comes back as ?sso_error=CODE and is shown here.
 */
export function SsoSignIn({ error }: { error: ErrorCode | undefined }) {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const notice = useSystemNotice();
  const sso = notice.data?.sso;
  if (!sso) return <FormError id="sso-error" message={error ? te(error) : null} />;
  return (
    <div className="mb-5 space-y-4">
      <a href="/api/auth/sso/start" className={`${buttonVariants({ variant: 'outline' })} w-full`}>
        <KeyRound aria-hidden="true" />
        {t('sso.signInWith', { provider: sso.providerName })}
      </a>
      <FormError id="sso-error" message={error ? te(error) : null} />
      {notice.data?.localPasswords === false ? (
        <p className="text-xs text-muted-foreground">{t('sso.passwordsOff')}</p>
      ) : null}
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('sso.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
