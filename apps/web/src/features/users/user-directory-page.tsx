import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, FileDown } from 'lucide-react';
import { toast } from '@/lib/toast';
import { hasPermission, type CurrentUser } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSession } from '@/lib/session';
import { formatCount, formatDate, formatDateTime } from '@/lib/format';
import { UserAvatar } from '@/components/user-avatar';
import { roleLabel } from '@/i18n/labels';
import { userExportPath } from '@/lib/api/users/api';
import { useUsers } from '@/lib/api/users/queries';
import { UserPagination } from './user-pagination';
import { SortHeader } from '@/components/data-table/sort-header';
import { LoginStatusBadge, UserStatusBadge } from './user-badges';
import { AccessDenied, UsersLoadState } from './user-list-states';
import { UserFilters } from './user-filters';
import { useUserList } from '@/lib/use-user-list';

type View = 'all' | 'active';

/** /dashboard/$role/users/all and /users/active (spec 02 §2), for holders of view-users. */
export function UserDirectoryPage({ view }: { view: View }) {
  const { data: session } = useSession();
  const { t } = useTranslation('users');
  if (!session) return null;
  if (!hasPermission(session.user.role, 'view-users')) return <AccessDenied message={t('accessDenied.page')} />;
  return <UserDirectory key={view} view={view} user={session.user} />;
}

/** The two directory routes, as the router loads them. */
export const AllUsersPage = () => <UserDirectoryPage view="all" />;
export const ActiveUsersPage = () => <UserDirectoryPage view="active" />;

function UserDirectory({ view, user }: { view: View; user: CurrentUser }) {
  const { t } = useTranslation('users');
  const list = useUserList(view === 'active' ? { passwordSet: 'true' } : {});
  const users = useUsers(list.state);
  const items = users.data?.items ?? [];
  const { state, sortBy } = list;
  const clear = () => {
    list.clearFilters();
    toast.success(t('directory.filtersCleared'), { description: t('directory.filtersClearedDescription') });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <Button variant="ghost" size="sm" asChild className="-ml-2">
            <Link to="/dashboard/$role/users" params={{ role: user.role }}>
              <ArrowLeft aria-hidden="true" />
              {t('shared.back')}
            </Link>
          </Button>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t(`directory.${view}.title`)}</h1>
          <p className="text-muted-foreground">
            {t(`directory.${view}.subtitle`)} · {users.data ? t('directory.total', { total: formatCount(users.data.total) }) : '…'}
          </p>
        </div>
        <Button variant="outline" asChild>
          <a href={userExportPath(view, state)} download>
            <FileDown aria-hidden="true" />
            {t('directory.exportCsv')}
          </a>
        </Button>
      </div>
      <UserFilters list={list} withLogin={view === 'active'} onClear={clear} />
      <Card className="overflow-hidden p-0">
        <UsersLoadState query={users} empty={t(`directory.${view}.empty`)}>
          <Table>
            <TableHeader>
              <TableRow>
                <SortHeader field="name" label={t('fields.user')} state={state} onSort={sortBy} look="plain" />
                <SortHeader field="employeeId" label={t('fields.employeeId')} state={state} onSort={sortBy} look="plain" />
                <TableHead>{t('fields.designation')}</TableHead>
                <SortHeader field="department" label={t('fields.department')} state={state} onSort={sortBy} look="plain" />
                <SortHeader field="role" label={t('fields.role')} state={state} onSort={sortBy} look="plain" />
                <SortHeader field="status" label={t('fields.status')} state={state} onSort={sortBy} look="plain" />
                {view === 'active' && <TableHead>{t('fields.loginStatus')}</TableHead>}
                {view === 'active' && <SortHeader field="lastLogin" label={t('fields.lastLogin')} state={state} onSort={sortBy} look="plain" />}
                <SortHeader field="createdAt" label={t('fields.created')} state={state} onSort={sortBy} look="plain" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((u) => (
                <TableRow key={u.id}>
                  <TableCell className="max-w-64">
                    <div className="flex items-center gap-3">
                      <UserAvatar name={u.name} src={u.avatarUrl} />
                      <div className="min-w-0">
                        <Link to="/dashboard/$role/users/$userId" params={{ role: user.role, userId: u.id }} className="block truncate font-medium hover:underline">
                          {u.name}
                        </Link>
                        <p className="truncate text-xs text-muted-foreground">{u.email}</p>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell>{u.employeeId ?? '—'}</TableCell>
                  <TableCell>{u.designation ?? '—'}</TableCell>
                  <TableCell>{u.department ?? '—'}</TableCell>
                  <TableCell>{roleLabel(u.role)}</TableCell>
                  <TableCell>
                    <UserStatusBadge status={u.status} />
                  </TableCell>
                  {view === 'active' && (
                    <TableCell>
                      <LoginStatusBadge status={u.loginStatus} />
                    </TableCell>
                  )}
                  {view === 'active' && <TableCell className="whitespace-nowrap">{formatDateTime(u.lastLogin)}</TableCell>}
                  <TableCell className="whitespace-nowrap">{formatDate(u.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </UsersLoadState>
        <UserPagination list={list} data={users.data} />
      </Card>
    </div>
  );
}
