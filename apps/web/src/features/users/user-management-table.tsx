import { useTranslation } from 'react-i18next';
import { KeyRound, Pencil, Power, PowerOff } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import type { ManagedUser, Role, UserSort } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { UserAvatar } from '@/components/user-avatar';
import { roleLabel } from '@/i18n/labels';
import { SortHeader } from '@/components/data-table/sort-header';
import { UserStatusBadge } from './user-badges';
import type { UserListState } from '@/lib/use-user-list';

interface UserManagementTableProps {
  users: ManagedUser[];
  /** The signed-in user's role: the path segment of the links. */
  viewerRole: Role;
  state: UserListState;
  onSort: (field: UserSort) => void;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onEdit: (user: ManagedUser) => void;
  onResetPassword: (user: ManagedUser) => void;
  onToggleStatus: (user: ManagedUser) => void;
}

/** User Management table (spec 02 §2): User, Role, Department, Status, Actions, with a checkbox per row. */
export function UserManagementTable({ users, viewerRole, state, onSort, selected, onSelect, onEdit, onResetPassword, onToggleStatus }: UserManagementTableProps) {
  const { t } = useTranslation('users');
  return (
    <Table pinLastColumn>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <span className="sr-only">{t('table.selected')}</span>
          </TableHead>
          <SortHeader field="name" label={t('fields.user')} state={state} onSort={onSort} look="plain" />
          <SortHeader field="role" label={t('fields.role')} state={state} onSort={onSort} look="plain" />
          <SortHeader field="department" label={t('fields.department')} state={state} onSort={onSort} look="plain" />
          <SortHeader field="status" label={t('fields.status')} state={state} onSort={onSort} look="plain" />
          <TableHead className="text-right">{t('table.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const active = user.status === 'active';
          return (
            <TableRow key={user.id} data-state={selected.has(user.id) ? 'selected' : undefined}>
              <TableCell>
                <Checkbox checked={selected.has(user.id)} onCheckedChange={(checked) => onSelect(user.id, checked === true)} aria-label={t('table.select', { name: user.name })} />
              </TableCell>
              <TableCell className="max-w-72">
                <div className="flex items-center gap-3">
                  <UserAvatar name={user.name} src={user.avatarUrl} />
                  <div className="min-w-0">
                    <Link to="/dashboard/$role/users/$userId" params={{ role: viewerRole, userId: user.id }} className="block truncate font-medium hover:underline">
                      {user.name}
                    </Link>
                    <p className="truncate text-xs text-muted-foreground">
                      {user.email}
                      {user.employeeId && ` · ${user.employeeId}`}
                    </p>
                  </div>
                </div>
              </TableCell>
              <TableCell>{roleLabel(user.role)}</TableCell>
              <TableCell>{user.department ?? '—'}</TableCell>
              <TableCell>
                <UserStatusBadge status={user.status} />
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" aria-label={t('table.edit', { name: user.name })} onClick={() => onEdit(user)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={t('table.resetPassword', { name: user.name })} onClick={() => onResetPassword(user)}>
                    <KeyRound aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={active ? t('table.deactivate', { name: user.name }) : t('table.activate', { name: user.name })}
                    onClick={() => onToggleStatus(user)}
                  >
                    {active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
