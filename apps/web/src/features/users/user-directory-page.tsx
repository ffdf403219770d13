import { Link } from '@tanstack/react-router';
import { ArrowLeft, FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { hasPermission, ROLE_LABELS, type CurrentUser } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSession } from '@/features/auth/session';
import { formatCount, formatDate, formatDateTime } from '@/features/documents/format';
import { UserAvatar } from '@/features/shell/user-avatar';
import { userExportPath } from './api';
import { useUsers } from './queries';
import { UserPagination } from './user-pagination';
import { UserSortHeader } from './sort-header';
import { LoginStatusBadge, UserStatusBadge } from './user-badges';
import { AccessDenied, UsersLoadState } from './user-list-states';
import { UserFilters } from './user-filters';
import { useUserList } from './use-user-list';

type View = 'all' | 'active';

const COPY = {
  all: { title: 'All Users', subtitle: 'Every user in the directory', empty: 'No users found matching your criteria.' },
  active: { title: 'Active Users', subtitle: 'Users with passwords set', empty: 'No active users found matching your criteria.' },
} as const;

/** /dashboard/$role/users/all and /users/active (spec 02 §2), for holders of view-users. */
export function UserDirectoryPage({ view }: { view: View }) {
  const { data: session } = useSession();
  if (!session) return null;
  if (!hasPermission(session.user.role, 'view-users')) return <AccessDenied message="You don't have permission to access this page." />;
  return <UserDirectory key={view} view={view} user={session.user} />;
}

function UserDirectory({ view, user }: { view: View; user: CurrentUser }) {
  const list = useUserList(view === 'active' ? { passwordSet: 'true' } : {});
  const users = useUsers(list.state);
  const copy = COPY[view];
  const items = users.data?.items ?? [];
  const { state, sortBy } = list;
  const clear = () => {
    list.clearFilters();
    toast.success('Filters Cleared', { description: 'Showing every user.' });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <Button variant="ghost" size="sm" asChild className="-ml-2">
            <Link to="/dashboard/$role/users" params={{ role: user.role }}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Link>
          </Button>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{copy.title}</h1>
          <p className="text-muted-foreground">
            {copy.subtitle} · {users.data ? `${formatCount(users.data.total)} total` : '…'}
          </p>
        </div>
        <Button variant="outline" asChild>
          <a href={userExportPath(view, state)} download>
            <FileDown aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <UserFilters list={list} withLogin={view === 'active'} onClear={clear} />
      <Card className="overflow-hidden p-0">
        <UsersLoadState query={users} empty={copy.empty}>
          <Table>
            <TableHeader>
              <TableRow>
                <UserSortHeader field="name" label="User" state={state} onSort={sortBy} />
                <UserSortHeader field="employeeId" label="Employee ID" state={state} onSort={sortBy} />
                <TableHead>Designation</TableHead>
                <UserSortHeader field="department" label="Department" state={state} onSort={sortBy} />
                <UserSortHeader field="role" label="Role" state={state} onSort={sortBy} />
                <UserSortHeader field="status" label="Status" state={state} onSort={sortBy} />
                {view === 'active' && <TableHead>Login Status</TableHead>}
                {view === 'active' && <UserSortHeader field="lastLogin" label="Last Login" state={state} onSort={sortBy} />}
                <UserSortHeader field="createdAt" label="Created" state={state} onSort={sortBy} />
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
                  <TableCell>{ROLE_LABELS[u.role]}</TableCell>
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
