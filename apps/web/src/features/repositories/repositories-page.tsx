import { useCallback } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { FolderGit2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@attest/domain';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useSession } from '@/lib/session';
import { moduleLabel } from '@/i18n/labels';
import { useRepositories } from '@/lib/api/repositories/queries';
import { RepositoryBrowser } from './repository-browser';
import type { RepositoryBrowserSearch } from '@/lib/repository-search';
import { RepositoryAccessError, RepositoryLoading } from './repository-states';

const routeApi = getRouteApi('/dashboard/$role/repositories');

/** /dashboard/{role}/repositories: the Document Repository browser over the connection chosen in the URL. */
export function RepositoriesPage() {
  const { t } = useTranslation('repositories');
  const { data: session } = useSession();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const connections = useRepositories();
  const change = useCallback(
    (patch: Partial<RepositoryBrowserSearch>) => void navigate({ search: (previous: RepositoryBrowserSearch) => ({ ...previous, ...patch }), replace: true }),
    [navigate],
  );
  if (!session) return null;
  const role = session.user.role;
  const list = connections.data ?? [];
  const connection = list.find((entry) => entry.id === search.repo) ?? list[0];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{moduleLabel('repositories')}</h1>
          <p className="text-muted-foreground">{t('page.description')}</p>
        </div>
        {list.length > 1 && connection && (
          <div className="grid gap-1.5">
            <Label htmlFor="repository-connection">{t('page.connection')}</Label>
            <Select
              id="repository-connection"
              value={connection.id}
              onChange={(event) => void navigate({ search: { repo: event.target.value }, replace: false })}
              className="w-64"
            >
              {list.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
      {connections.isError ? (
        <RepositoryAccessError error={connections.error} onRetry={() => void connections.refetch()} retrying={connections.isFetching} />
      ) : !connections.data ? (
        <RepositoryLoading />
      ) : !connection ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <FolderGit2 className="size-8 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{t('page.noConnections')}</h2>
            {hasPermission(role, 'manage-repositories') ? (
              <Link to="/dashboard/$role/system" params={{ role }} search={{ tab: 'repositories' }} className="text-sm text-primary hover:underline">
                {t('page.addConnection')}
              </Link>
            ) : (
              <p className="text-sm text-muted-foreground">{t('page.askAdministrator')}</p>
            )}
          </CardContent>
        </Card>
      ) : (
        <RepositoryBrowser key={connection.id} connection={connection} role={role} search={search} onSearch={change} />
      )}
    </div>
  );
}
