import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { LOGIN_FILTERS, ROLES, USER_STATUSES } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { FilterSelect, SearchField } from '@/components/filter-field';
import { loginFilterLabel, roleLabel, userStatusLabel } from '@/i18n/labels';
import type { UserList } from '@/lib/use-user-list';

interface UserFiltersProps {
  list: UserList;
  /** The Active Users page adds the login filter. */
  withLogin?: boolean;
  /** Clear Filters (All Users and Active Users pages). */
  onClear?: () => void;
}

const roleOptions = () => ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const statusOptions = () => USER_STATUSES.map((status) => ({ value: status, label: userStatusLabel(status) }));
const loginOptions = () => LOGIN_FILTERS.map((login) => ({ value: login, label: loginFilterLabel(login) }));

/** Search (name, e-mail or employee id), role and status; optionally login. Each change goes back to page 1. */
export function UserFilters({ list, withLogin, onClear }: UserFiltersProps) {
  const { t } = useTranslation('users');
  const { state, setFilters } = list;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchField
        id="user-search"
        label={t('filters.search')}
        className="min-w-56 flex-1"
        placeholder={t('filters.searchPlaceholder')}
        value={state.q ?? ''}
        onChange={(q) => setFilters({ q: q || undefined })}
      />
      <FilterSelect
        id="user-role-filter"
        label={t('fields.role')}
        className="w-44"
        allLabel={t('filters.allRoles')}
        value={state.role}
        options={roleOptions()}
        onChange={(role) => setFilters({ role })}
      />
      <FilterSelect
        id="user-status-filter"
        label={t('fields.status')}
        className="w-40"
        allLabel={t('filters.allStatuses')}
        value={state.status}
        options={statusOptions()}
        onChange={(status) => setFilters({ status })}
      />
      {withLogin && (
        <FilterSelect
          id="user-login-filter"
          label={t('fields.loginStatus')}
          className="w-52"
          allLabel={t('filters.allLoginStates')}
          value={state.login}
          options={loginOptions()}
          onChange={(login) => setFilters({ login })}
        />
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
