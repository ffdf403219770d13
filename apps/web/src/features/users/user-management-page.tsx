import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { RefreshCw, ShieldCheck, Upload, UserPlus, Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import { hasPermission, type CurrentUser, type ManagedUser } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { BulkBar } from './bulk-bar';
import { BulkUserUploadDialog } from './bulk-user-upload-dialog';
import { ConfirmUserAction } from './confirm-user-action';
import { useUsers } from '@/lib/api/users/queries';
import { UserPagination } from './user-pagination';
import { RoleManagementDialog } from './role-management-dialog';
import { SetupCodeDialog } from './setup-code-dialog';
import { AccessDenied, UsersLoadState } from './user-list-states';
import { UserFilters } from './user-filters';
import { UserFormDialog } from './user-form-dialog';
import { UserManagementTable } from './user-management-table';
import { CARD_FILTERS, currentCard, UserSummaryCards, type SummaryCardKey } from './user-summary-cards';
import { useUserActions } from './use-user-actions';
import { useUserList } from '@/lib/use-user-list';

/** /dashboard/$role/users: User Management (spec 02 §2), for holders of manage-user-roles. */
export function UserManagementPage() {
  const { data: session } = useSession();
  const { t } = useTranslation('users');
  if (!session) return null;
  if (!hasPermission(session.user.role, 'manage-user-roles')) {
    return (
      <AccessDenied message={t('accessDenied.module')}>
        {hasPermission(session.user.role, 'view-users') && (
          <Button variant="outline" asChild>
            <Link to="/dashboard/$role/users/all" params={{ role: session.user.role }}>
              <Users aria-hidden="true" />
              {t('accessDenied.viewAllUsers')}
            </Link>
          </Button>
        )}
      </AccessDenied>
    );
  }
  return <UserManagement user={session.user} />;
}

function UserManagement({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('users');
  const list = useUserList();
  const users = useUsers(list.state);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<{ kind: 'create' } | { kind: 'edit'; user: ManagedUser } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [rolesOpen, setRolesOpen] = useState(false);
  const actions = useUserActions({ ids: [...selected], clear: () => setSelected(new Set()) });
  const items = users.data?.items ?? [];

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pickCard = (key: SummaryCardKey) => {
    list.setFilters({ ...CARD_FILTERS[key], q: undefined, login: undefined });
    toast.success(t('management.filterApplied'), { description: t(`management.cardFilter.${key}`) });
  };
  const refresh = async () => {
    const result = await users.refetch();
    if (result.isError) toast.error(t('management.refreshError'), { description: t('management.refreshErrorDescription') });
    else toast.success(t('management.refreshed'), { description: t('management.refreshedDescription') });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('management.title')}</h1>
          <p className="text-muted-foreground">{t('management.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void refresh()} loading={users.isRefetching && !users.isPending}>
            <RefreshCw aria-hidden="true" />
            {t('management.refresh')}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/dashboard/$role/users/all" params={{ role: user.role }}>
              <Users aria-hidden="true" />
              {t('management.allUsers')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/dashboard/$role/users/active" params={{ role: user.role }}>
              {t('management.activeUsers')}
            </Link>
          </Button>
          <Button variant="outline" onClick={() => setRolesOpen(true)}>
            <ShieldCheck aria-hidden="true" />
            {t('management.roleManagement')}
          </Button>
          <Button variant="outline" onClick={() => setUploading(true)}>
            <Upload aria-hidden="true" />
            {t('management.bulkUpload')}
          </Button>
          <Button onClick={() => setForm({ kind: 'create' })}>
            <UserPlus aria-hidden="true" />
            {t('management.addUser')}
          </Button>
        </div>
      </div>

      <UserSummaryCards summary={users.data?.summary} current={currentCard(list.state)} onPick={pickCard} />
      <UserFilters list={list} />

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={items.length === 0} onClick={() => setSelected(new Set(items.map((u) => u.id)))}>
          {t('management.selectAll')}
        </Button>
        <Button variant="outline" size="sm" disabled={selected.size === 0} onClick={() => setSelected(new Set())}>
          {t('management.clearAll')}
        </Button>
      </div>
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          busy={actions.bulkBusy}
          onRole={actions.bulkRole}
          onStatus={actions.bulkStatus}
          onDeactivate={actions.bulkDeactivate}
          onClear={() => setSelected(new Set())}
        />
      )}

      <Card className="overflow-hidden p-0">
        <UsersLoadState query={users} empty={t('loadState.empty')}>
          <UserManagementTable
            users={items}
            viewerRole={user.role}
            state={list.state}
            onSort={list.sortBy}
            selected={selected}
            onSelect={select}
            onEdit={(u) => setForm({ kind: 'edit', user: u })}
            onResetPassword={actions.resetPassword}
            onToggleStatus={actions.toggleStatus}
          />
        </UsersLoadState>
        <UserPagination list={list} data={users.data} />
      </Card>

      <UserFormDialog mode={form} onOpenChange={(open) => !open && setForm(null)} onCreated={(issued) => actions.setIssued({ ...issued, reason: 'created' })} />
      <SetupCodeDialog issued={actions.issued} onClose={() => actions.setIssued(null)} />
      <ConfirmUserAction pending={actions.confirmation} onClose={actions.closeConfirmation} />
      <BulkUserUploadDialog open={uploading} onOpenChange={setUploading} />
      <RoleManagementDialog open={rolesOpen} onOpenChange={setRolesOpen} />
    </div>
  );
}
