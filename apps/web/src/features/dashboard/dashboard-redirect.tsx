import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { LoadingScreen } from '@/components/status/loading-screen';

/** /dashboard without a role: on to the user's own dashboard, or to sign in. */
export function DashboardRedirect() {
  const { t } = useTranslation('status');
  const session = useSession();
  if (session.isPending) return <LoadingScreen message={t('loading.checkingAuthentication')} />;
  if (!session.data) return <Navigate to="/login" replace />;
  return <Navigate to="/dashboard/$role" params={{ role: session.data.user.role }} replace />;
}
