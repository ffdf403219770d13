import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, LogOut, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { logout } from '@/lib/api/auth/api';
import { errorText } from '@/i18n/error-text';
import { ApiError, setCsrfToken } from '@/lib/api-client';
import { StatusLayout } from '@/components/status/status-layout';

/** A server's refusal in the reader's language; any other failure in its own words, if it has any. */
function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorText(error, fallback);
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The router's error screen (spec 01 §2 Error and loading screens). */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('status');
  const [leaving, setLeaving] = useState(false);
  const queryClient = useQueryClient();

  const clearSessionAndSignIn = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch (failure) {
      console.error('Sign-out during error recovery failed', failure);
    }
    setCsrfToken(null);
    queryClient.clear();
    // A full page load also drops the broken component tree.
    window.location.assign('/login');
  };

  return (
    <StatusLayout>
      <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{t('error.title')}</h1>
      <p role="alert" className="mt-3 text-sm break-words text-muted-foreground">
        {messageOf(error, t('error.unexpected'))}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('error.reload')}
        </Button>
        <Button variant="outline" onClick={() => void clearSessionAndSignIn()} loading={leaving}>
          <LogOut aria-hidden="true" />
          {t('error.clearSession')}
        </Button>
      </div>
      <p className="mt-8 text-xs text-muted-foreground">{t('error.persists')}</p>
    </StatusLayout>
  );
}
