import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@attest/domain';
import { useSession } from '@/features/auth/session';
import { LoadingScreen } from '@/features/status/loading-screen';
import { NotFoundPage } from '@/features/status/not-found-page';

/** /debug and /debug/app (spec 02 §2): an administrator goes on to Diagnostics; anyone else sees the not-found page. */
export function DebugRedirect() {
  const { t } = useTranslation('status');
  const session = useSession();
  if (session.isPending) return <LoadingScreen message={t('loading.checkingAuthentication')} />;
  const role = session.data?.user.role;
  if (!role || !hasPermission(role, 'manage-system')) return <NotFoundPage />;
  return <Navigate to="/dashboard/$role/debug" params={{ role }} replace />;
}
