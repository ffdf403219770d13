import { Search, X } from 'lucide-react';
import { LOGIN_FILTERS, LOGIN_FILTER_LABELS, ROLES, ROLE_LABELS, USER_STATUSES, isRole, type LoginFilter, type ManagedUserStatus } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { capitalize } from '@/features/documents/format';
import type { UserList } from './use-user-list';

interface UserFiltersProps {
  list: UserList;
  /** The Active Users page adds the login filter. */
  withLogin?: boolean;
  /** Clear Filters (All Users and Active Users pages). */
  onClear?: () => void;
}

/** Search (name, e-mail or employee id), role and status; optionally login. Each change goes back to page 1. */
export function UserFilters({ list, withLogin, onClear }: UserFiltersProps) {
  const { state, setFilters } = list;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="user-search">Search users</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="user-search"
            type="search"
            className="pl-9"
            placeholder="Name, email or employee ID"
            value={state.q ?? ''}
            onChange={(event) => setFilters({ q: event.target.value || undefined })}
          />
        </div>
      </div>
      <div className="grid w-44 gap-1.5">
        <Label htmlFor="user-role-filter">Role</Label>
        <Select id="user-role-filter" value={state.role ?? ''} onChange={(event) => setFilters({ role: isRole(event.target.value) ? event.target.value : undefined })}>
          <option value="">All Roles</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid w-40 gap-1.5">
        <Label htmlFor="user-status-filter">Status</Label>
        <Select
          id="user-status-filter"
          value={state.status ?? ''}
          onChange={(event) => setFilters({ status: (event.target.value || undefined) as ManagedUserStatus | undefined })}
        >
          <option value="">All Statuses</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {capitalize(status)}
            </option>
          ))}
        </Select>
      </div>
      {withLogin && (
        <div className="grid w-52 gap-1.5">
          <Label htmlFor="user-login-filter">Login Status</Label>
          <Select
            id="user-login-filter"
            value={state.login ?? ''}
            onChange={(event) => setFilters({ login: (event.target.value || undefined) as LoginFilter | undefined })}
          >
            <option value="">All Login States</option>
            {LOGIN_FILTERS.map((login) => (
              <option key={login} value={login}>
                {LOGIN_FILTER_LABELS[login]}
              </option>
            ))}
          </Select>
        </div>
      )}
      {onClear && (
        <Button variant="outline" onClick={onClear} disabled={!list.filtered}>
          <X aria-hidden="true" />
          Clear Filters
        </Button>
      )}
    </div>
  );
}
