import { Navigate } from '@tanstack/react-router';
import { LoginForm } from './login-form';
import { useSession, useStoreSession } from './session';

/** /login: signed-in visitors go straight to their dashboard, replacing the history entry (spec 01 §2). */
export function LoginPage() {
  const session = useSession();
  const storeSession = useStoreSession();
  if (session.data) {
    return <Navigate to="/dashboard/$role" params={{ role: session.data.user.role }} replace />;
  }
  return <LoginForm onSignedIn={storeSession} />;
}
