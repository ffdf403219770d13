import { useState } from 'react';
import { ResetTwoFactorButton } from '@/components/two-factor/reset-two-factor-dialog';
import { useTranslation } from 'react-i18next';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, KeyRound, Pencil, Power, PowerOff } from 'lucide-react';
import { hasPermission, type ManagedUser } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { formatDate, formatDateTime } from '@/lib/format';
import { UserAvatar } from '@/components/user-avatar';
import { errorText } from '@/i18n/error-text';
import { roleLabel } from '@/i18n/labels';
import { ConfirmUserAction } from './confirm-user-action';
import { useUser } from '@/lib/api/users/queries';
import { SetupCodeDialog } from './setup-code-dialog';
import { LoginStatusBadge, UserStatusBadge } from './user-badges';
import { AccessDenied } from './user-list-states';
import { UserFormDialog } from './user-form-dialog';
import { useUserActions } from './use-user-actions';
import { SessionsCard } from '@/components/sessions-card';

const routeApi = getRouteApi('/dashboard/$role/users/$userId');

/** /dashboard/$role/users/$userId: one user (search results link here); administrators can act on them. */
export function UserDetailPage() {
  const { data: session } = useSession();
  const { userId } = routeApi.useParams();
  const { t } = useTranslation('users');
  if (!session) return null;
  if (!hasPermission(session.user.role, 'view-users')) return <AccessDenied message={t('accessDenied.page')} />;
  return <UserDetail id={userId} role={session.user.role} canManage={hasPermission(session.user.role, 'manage-user-roles')} />;
}

function UserDetail({ id, role, canManage }: { id: string; role: ManagedUser['role']; canManage: boolean }) {
  const { t } = useTranslation('users');
  const query = useUser(id);
  const [editing, setEditing] = useState(false);
  const actions = useUserActions({ ids: [id], clear: () => undefined });
  const back = (
    <Button variant="ghost" size="sm" asChild className="-ml-2">
      <Link to={canManage ? '/dashboard/$role/users' : '/dashboard/$role/users/all'} params={{ role }}>
        <ArrowLeft aria-hidden="true" />
        {t('shared.back')}
      </Link>
    </Button>
  );
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="text-destructive">
          {errorText(query.error, t('detail.loadFailed'))}
        </p>
      </div>
    );
  }
  const { user } = query.data;
  const facts: [string, string | null][] = [
    [t('fields.email'), user.email],
    [t('fields.employeeId'), user.employeeId],
    [t('fields.designation'), user.designation],
    [t('fields.department'), user.department],
    [t('fields.role'), roleLabel(user.role)],
    [t('fields.phone'), user.phone],
    [t('detail.hireDate'), formatDate(user.hireDate)],
    [t('fields.created'), formatDateTime(user.createdAt)],
    [t('detail.lastLogin'), formatDateTime(user.lastLogin)],
    [t('detail.password'), user.passwordSet ? t('detail.passwordSet') : t('detail.passwordPending')],
  ];
  return (
    <div className="space-y-6">
      {back}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-4">
            <UserAvatar name={user.name} src={user.avatarUrl} className="size-14 text-xl" />
            <div className="space-y-1">
              <CardTitle as="h1">{user.name}</CardTitle>
              <div className="flex items-center gap-2 text-xs text-muted-foreground">
                {t('detail.account')} <UserStatusBadge status={user.status} />
                {t('detail.login')} <LoginStatusBadge status={user.loginStatus} />
              </div>
            </div>
          </div>
          {canManage && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t('shared.edit')}
              </Button>
              <Button variant="outline" onClick={() => actions.resetPassword(user)}>
                <KeyRound aria-hidden="true" />
                {t('shared.resetPassword')}
              </Button>
              <ResetTwoFactorButton user={user} />
              <Button variant="outline" onClick={() => actions.toggleStatus(user)}>
                {user.status === 'active' ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                {user.status === 'active' ? t('shared.deactivate') : t('shared.activate')}
              </Button>
            </div>
          )}
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                <dd className="text-sm break-words">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      {canManage && <SessionsCard userId={user.id} />}
      <UserFormDialog mode={editing ? { kind: 'edit', user } : null} onOpenChange={setEditing} onCreated={() => undefined} />
      <SetupCodeDialog issued={actions.issued} onClose={() => actions.setIssued(null)} />
      <ConfirmUserAction pending={actions.confirmation} onClose={actions.closeConfirmation} />
    </div>
  );
}
