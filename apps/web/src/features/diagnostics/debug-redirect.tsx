import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@attest/domain';
import { useSession } from '@/lib/session';
import { LoadingScreen } from '@/components/status/loading-screen';
import { NotFoundPage } from '@/components/status/not-found-page';

/** Where the spec's /test page leads: the Integration checks on the Diagnostics page (their card's id). */
export const INTEGRATION_CHECKS_ANCHOR = 'integration-checks';

/**
 * /debug and /debug/app (spec 02 §2): an administrator goes on to Diagnostics; anyone else sees the not-found page.
 * With `hash`, the administrator lands on that part of the page (/test: the Integration checks).
 */
export function DebugRedirect({ hash }: { hash?: string } = {}) {
  const { t } = useTranslation('status');
  const session = useSession();
  if (session.isPending) return <LoadingScreen message={t('loading.checkingAuthentication')} />;
  const role = session.data?.user.role;
  if (!role || !hasPermission(role, 'manage-system')) return <NotFoundPage />;
  return <Navigate to="/dashboard/$role/debug" params={{ role }} hash={hash} replace />;
}

/** The spec's /test page ("Integration checks" here): an administrator goes to them; anyone else sees the not-found page. */
export function TestPageRedirect() {
  return <DebugRedirect hash={INTEGRATION_CHECKS_ANCHOR} />;
}
