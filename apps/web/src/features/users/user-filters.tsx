import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { LOGIN_FILTERS, ROLES, USER_STATUSES, isRole, type LoginFilter, type ManagedUserStatus } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { loginFilterLabel, roleLabel, userStatusLabel } from '@/i18n/labels';
import type { UserList } from '@/lib/use-user-list';

interface UserFiltersProps {
  list: UserList;
  /** The Active Users page adds the login filter. */
  withLogin?: boolean;
  /** Clear Filters (All Users and Active Users pages). */
  onClear?: () => void;
}

/** Search (name, e-mail or employee id), role and status; optionally login. Each change goes back to page 1. */
export function UserFilters({ list, withLogin, onClear }: UserFiltersProps) {
  const { t } = useTranslation('users');
  const { state, setFilters } = list;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="user-search">{t('filters.search')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="user-search"
            type="search"
            className="pl-9"
            placeholder={t('filters.searchPlaceholder')}
            value={state.q ?? ''}
            onChange={(event) => setFilters({ q: event.target.value || undefined })}
          />
        </div>
      </div>
      <div className="grid w-44 gap-1.5">
        <Label htmlFor="user-role-filter">{t('fields.role')}</Label>
        <Select id="user-role-filter" value={state.role ?? ''} onChange={(event) => setFilters({ role: isRole(event.target.value) ? event.target.value : undefined })}>
          <option value="">{t('filters.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid w-40 gap-1.5">
        <Label htmlFor="user-status-filter">{t('fields.status')}</Label>
        <Select
          id="user-status-filter"
          value={state.status ?? ''}
          onChange={(event) => setFilters({ status: (event.target.value || undefined) as ManagedUserStatus | undefined })}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {userStatusLabel(status)}
            </option>
          ))}
        </Select>
      </div>
      {withLogin && (
        <div className="grid w-52 gap-1.5">
          <Label htmlFor="user-login-filter">{t('fields.loginStatus')}</Label>
          <Select
            id="user-login-filter"
            value={state.login ?? ''}
            onChange={(event) => setFilters({ login: (event.target.value || undefined) as LoginFilter | undefined })}
          >
            <option value="">{t('filters.allLoginStates')}</option>
            {LOGIN_FILTERS.map((login) => (
              <option key={login} value={login}>
                {loginFilterLabel(login)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {onClear && (
        <Button variant="outline" onClick={onClear} disabled={!list.filtered}>
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
