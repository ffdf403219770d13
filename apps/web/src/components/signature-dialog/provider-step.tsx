import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { SigningAuthResponse } from '@attest/domain';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/i18n/error-text';
import { pickUpProviderSigning, startProviderSigning } from '@/lib/api/signatures/api';

/** How often the dialog asks whether the signer is back from the provider, and for how long at most. */
const POLL_MS = 1500;
const GIVE_UP_MS = 10 * 60_000;

interface ProviderStepProps {
  providerName: string;
  onAuthenticated: (auth: z.infer<typeof SigningAuthResponse>) => void;
  onCancel: () => void;
}

/**
 * Step 1 (21 CFR 11.200) for a signer who signs in with the organisation's identity provider: a new sign-in there,
 * in a window of its own (prompt=login, so the password is entered again), instead of a password typed here.
 */
export function ProviderStep({ providerName, onAuthenticated, onCancel }: ProviderStepProps) {
  const { t } = useTranslation('signatures');
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const poll = (attempt: string, popup: Window, until: number) => {
    timer.current = setTimeout(() => {
      pickUpProviderSigning(attempt).then(
        (result) => {
          if (result.confirmed) {
            // Closes the window where the browser still lets the opener (the provider's own headers may not).
            popup.close();
            setWaiting(false);
            toast.success(t('password.toasts.authenticated.title'), { description: t('password.toasts.authenticated.description') });
            onAuthenticated(result);
          } else if (Date.now() > until) {
            setWaiting(false);
            setError(t('provider.timedOut'));
          } else {
            poll(attempt, popup, until);
          }
        },
        (reason: unknown) => {
          setWaiting(false);
          setError(errorText(reason, t('password.connectionFallback')));
        },
      );
    }, POLL_MS);
  };

  const start = () => {
    setError(null);
    // Opened before the request, in the click itself, so the browser does not take it for an unwanted pop-up.
    const popup = window.open('', 'attest-signing', 'popup,width=520,height=680');
    if (!popup) {
      setError(t('provider.popupBlocked'));
      return;
    }
    setWaiting(true);
    startProviderSigning().then(
      ({ authorizationUrl, attempt }) => {
        popup.location.href = authorizationUrl;
        poll(attempt, popup, Date.now() + GIVE_UP_MS);
      },
      (reason: unknown) => {
        popup.close();
        setWaiting(false);
        setError(errorText(reason, t('password.connectionFallback')));
      },
    );
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('password.intro')} {t('provider.intro', { provider: providerName })}
      </p>
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {waiting && <p className="text-sm" role="status">{t('provider.waiting', { provider: providerName })}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('password.cancel')}
        </Button>
        <Button type="button" onClick={start} loading={waiting} loadingText={t('provider.confirming')}>
          <ExternalLink aria-hidden="true" />
          {t('provider.confirm', { provider: providerName })}
        </Button>
      </div>
    </div>
  );
}
