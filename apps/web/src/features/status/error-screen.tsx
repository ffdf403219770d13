import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, LogOut, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { logout } from '@/features/auth/api';
import { setCsrfToken } from '@/lib/api-client';
import { StatusLayout } from './status-layout';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An unexpected error occurred';

/** The router's error screen (spec 01 §2 Error and loading screens). */
export function ErrorScreen({ error }: { error: unknown }) {
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
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p role="alert" className="mt-3 text-sm break-words text-muted-foreground">
        {messageOf(error)}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload Page
        </Button>
        <Button variant="outline" onClick={() => void clearSessionAndSignIn()} loading={leaving}>
          <LogOut aria-hidden="true" />
          Clear Session &amp; Go to Login
        </Button>
      </div>
      <p className="mt-8 text-xs text-muted-foreground">If the problem persists, please contact support.</p>
    </StatusLayout>
  );
}
