import { Navigate, getRouteApi } from '@tanstack/react-router';
import { LoginForm } from './login-form';
import { useSession, useStoreSession } from '@/lib/session';

const routeApi = getRouteApi('/login');

/**
 * /login: signed-in visitors go straight to their dashboard, replacing the history entry (spec 01 §2), or on to
 * the e-mail link they came from (?open=), which /open resolves and checks.
 */
export function LoginPage() {
  const { open, sso_error: ssoError } = routeApi.useSearch();
  const session = useSession();
  const storeSession = useStoreSession();
  if (session.data) {
    if (open) return <Navigate to="/open" search={{ to: open }} replace />;
    return <Navigate to="/dashboard/$role" params={{ role: session.data.user.role }} replace />;
  }
  return <LoginForm onSignedIn={storeSession} ssoError={ssoError} />;
}
