import { useState } from 'react';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { RepositoryConnection } from '@attest/domain';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/i18n/error-text';
import { ConnectionFormDialog } from './connection-form-dialog';
import { ConnectionTestPanel } from '@/components/connection-test/connection-test-panel';
import { useDeleteRepository, useRepositories } from '@/lib/api/repositories/queries';

/** System Administration → Repositories (manage-repositories): the connections, add / edit / remove, Test connection. */
export function ConnectionsTab() {
  const { t } = useTranslation('repositories');
  const connections = useRepositories();
  const [editing, setEditing] = useState<RepositoryConnection | 'new' | null>(null);
  const [removing, setRemoving] = useState<RepositoryConnection | null>(null);
  const remove = useDeleteRepository();

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-64 flex-1 space-y-1.5">
          <CardTitle as="h2">{t('connections.title')}</CardTitle>
          <CardDescription>{t('connections.description')}</CardDescription>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('connections.add')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {connections.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(connections.error, t('connections.loadFailed'))}
          </p>
        ) : !connections.data ? (
          <Skeleton className="h-24" />
        ) : connections.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('connections.empty')}</p>
        ) : (
          <ul className="grid gap-4">
            {connections.data.map((connection) => (
              <li key={connection.id} aria-label={connection.name} className="grid gap-3 rounded-lg border p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <p className="font-semibold">{connection.name}</p>
                    <p className="text-sm break-all text-muted-foreground">
                      {connection.url} · {t('connections.branchIs', { branch: connection.branch })}
                    </p>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant={connection.hasToken ? 'secondary' : 'outline'}>
                        <KeyRound className="mr-1 size-3" aria-hidden="true" />
                        {connection.hasToken ? t('connections.tokenSet') : t('connections.noToken')}
                      </Badge>
                      <span>{connection.lastFetchedAt ? t('connections.lastFetched', { when: formatDateTime(connection.lastFetchedAt) }) : t('connections.neverFetched')}</span>
                    </p>
                    {connection.lastError && <p className="text-xs text-destructive">{t('connections.lastError', { error: connection.lastError })}</p>}
                  </div>
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" onClick={() => setEditing(connection)} aria-label={t('connections.editNamed', { name: connection.name })}>
                      <Pencil aria-hidden="true" />
                      {t('connections.edit')}
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setRemoving(connection)} aria-label={t('connections.deleteNamed', { name: connection.name })}>
                      <Trash2 aria-hidden="true" />
                      {t('connections.delete')}
                    </Button>
                  </div>
                </div>
                <ConnectionTestPanel connection={connection} idPrefix={`connection-${connection.id}`} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConnectionFormDialog editing={editing} onClose={() => setEditing(null)} />
      <AlertDialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('connections.deleteTitle', { name: removing?.name ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>{t('connections.deleteDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('connections.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => toast.success(t('connections.deleted')),
                  onError: (error) => toast.error(t('connections.deleteFailed'), { description: errorText(error, t('connections.deleteFailed')) }),
                })
              }
            >
              {t('connections.delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
