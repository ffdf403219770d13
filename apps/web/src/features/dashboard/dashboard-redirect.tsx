import { Navigate } from '@tanstack/react-router';
import { useSession } from '@/features/auth/session';
import { LoadingScreen } from '@/features/status/loading-screen';

/** /dashboard without a role: on to the user's own dashboard, or to sign in. */
export function DashboardRedirect() {
  const session = useSession();
  if (session.isPending) return <LoadingScreen message="Checking Authentication..." />;
  if (!session.data) return <Navigate to="/login" replace />;
  return <Navigate to="/dashboard/$role" params={{ role: session.data.user.role }} replace />;
}
