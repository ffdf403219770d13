import { useEffect } from 'react';
import { Navigate, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { LoadingScreen } from '@/components/status/loading-screen';
import { actionHref } from './action-link';

const routeApi = getRouteApi('/open');

/** /open?to=/documents/{id}: the link in notification e-mails, resolved to the reader's own dashboard, after sign-in if need be. */
export function OpenLinkPage() {
  const { t } = useTranslation('status');
  const { to } = routeApi.useSearch();
  const session = useSession();
  const navigate = useNavigate();
  const role = session.data?.user.role;
  useEffect(() => {
    if (role) void navigate({ href: actionHref(role, to) ?? `/dashboard/${role}`, replace: true });
  }, [navigate, role, to]);
  if (!session.isPending && !session.data) return <Navigate to="/login" search={to ? { open: to } : {}} replace />;
  return <LoadingScreen message={t('loading.checkingAuthentication')} />;
}
