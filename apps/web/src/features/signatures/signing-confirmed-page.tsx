import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@attest/domain';

/**
 * Where the signer's re-authentication window lands when the identity provider sends it back: the signing dialog in
 * the other window carries on by itself; this one only says what happened and may be closed.
 */
export function SigningConfirmedPage({ error }: { error: ErrorCode | undefined }) {
  const { t } = useTranslation('signatures');
  const { t: te } = useTranslation('errors');
  return (
    <main className="flex min-h-svh items-center justify-center px-6">
      <div className="grid max-w-sm justify-items-center gap-3 text-center">
        {error ? <XCircle className="size-10 text-destructive" aria-hidden="true" /> : <CheckCircle2 className="size-10 text-green-600" aria-hidden="true" />}
        <h1 className="text-xl font-semibold">{error ? t('provider.refusedTitle') : t('provider.confirmedTitle')}</h1>
        <p className="text-sm text-muted-foreground">{error ? te(error) : t('provider.confirmedText')}</p>
        <p className="text-sm text-muted-foreground">{t('provider.closeWindow')}</p>
      </div>
    </main>
  );
}
