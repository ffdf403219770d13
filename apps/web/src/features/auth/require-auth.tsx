import { Navigate, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@attest/domain';
import { LoadingScreen } from '@/components/status/loading-screen';
import { useMatchedPathname } from '@/lib/use-matched-pathname';
import { accessDecision } from './access-decision';
import { useSession } from '@/lib/session';

/** Renders its children only for a signed-in user allowed on the current path (spec 01 §2 guard). */
export function RequireAuth({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation('status');
  const session = useSession();
  const pathname = useMatchedPathname();
  const search = useRouterState({ select: (state) => state.location.searchStr });
  // A failing session check (server down) is an error, not a sign-out: let the error screen explain it.
  if (session.error && session.data === undefined) throw session.error;

  const decision = accessDecision(
    session.isPending ? { loading: true } : { loading: false, user: session.data?.user ?? null },
    pathname,
  );
  switch (decision.kind) {
    case 'checking':
      return <LoadingScreen message={t('loading.checkingAuthentication')} />;
    case 'redirect':
      return 'href' in decision ? <RedirectTo href={`${decision.href}${search}`} /> : <Navigate to={decision.to} replace />;
    case 'allow':
      return children(decision.user);
  }
}

/** Replaces the location with a path the router's typed routes cannot name in advance. */
function RedirectTo({ href }: { href: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ href, replace: true });
  }, [href, navigate]);
  return null;
}
