import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, ShieldAlert, UserSearch } from 'lucide-react';
import type { UserListResponse } from '@attest/domain';
import { Spinner } from '@/components/ui/spinner';

/** Spec 02 §2: the in-page Access Denied of the user screens. */
export function AccessDenied({ message, children }: { message: string; children?: ReactNode }) {
  const { t } = useTranslation('users');
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 py-20 text-center">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t('accessDenied.title')}</h1>
      <p className="text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}

/** Loading, failure and empty states around a user table. */
export function UsersLoadState({ query, empty, children }: { query: UseQueryResult<UserListResponse>; empty: string; children: ReactNode }) {
  const { t } = useTranslation('users');
  if (query.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-14 text-sm text-muted-foreground" role="status">
        <Spinner />
        {t('loadState.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="flex items-center justify-center gap-2 py-14 text-sm text-destructive">
        <AlertTriangle className="size-4" aria-hidden="true" />
        {t('loadState.failed')}
      </p>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <p className="flex items-center justify-center gap-2 py-14 text-sm text-muted-foreground">
        <UserSearch className="size-5" aria-hidden="true" />
        {empty}
      </p>
    );
  }
  return <div className="overflow-x-auto">{children}</div>;
}
