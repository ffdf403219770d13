import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Link } from '@tanstack/react-router';
import { canAccessModule, hasPermission, type DocumentDetail, type RepositoryUpdateCheckResponse, type Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { folderOf } from '@/lib/repository-search';
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/date-display';
import { checkRepositoryUpdates, importRepositoryVersion } from '@/lib/api/documents/api';
import { documentKeys } from '@/lib/api/documents/queries';
import { InfoList, type InfoRow } from '@/components/info-list';
import { TitledCard } from '@/components/titled-card';

/**
 * FR-REPO-2: where the shown version's file came from (spec 02 §3 System details: importedDocument, lastSyncDate),
 * "Check for updates", and, when the file changed on the branch, its import as the next version.
 */
export function RepositorySourceCard({ doc, role }: { doc: DocumentDetail; role: Role }) {
  const { t } = useTranslation('documentView');
  const queryClient = useQueryClient();
  const source = doc.repositorySource;
  const check = useMutation({
    mutationFn: () => checkRepositoryUpdates(doc.id),
    onError: (error) => toast.error(t('repositorySource.failed'), { description: errorText(error, t('repositorySource.failed')) }),
  });
  const importVersion = useMutation({
    mutationFn: (result: RepositoryUpdateCheckResponse) =>
      importRepositoryVersion(result.source.connectionId, {
        path: result.source.path,
        docNumber: doc.docNumber,
        changeSummary: t('repositorySource.changeSummary', { commit: result.headCommitSha.slice(0, 12) }),
      }),
    onSuccess: async () => {
      toast.success(t('repositorySource.imported'));
      check.reset();
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) => toast.error(t('repositorySource.failed'), { description: errorText(error, t('repositorySource.failed')) }),
  });
  if (!source) return null;
  const result = check.data;
  const rows: InfoRow[] = [
    [t('repositorySource.importedDocument'), t('repositorySource.yes')],
    [t('repositorySource.repository'), `${source.connectionName} (${source.repositoryUrl})`],
    [t('repositorySource.branch'), source.branch],
    [
      t('repositorySource.path'),
      // The path opens the Document Repository at the file (its Document Context View), for those who may browse.
      canAccessModule(role, 'repositories') ? (
        <Link to="/dashboard/$role/repositories" params={{ role }} search={{ repo: source.connectionId, path: folderOf(source.path) || undefined, file: source.path }} className="text-primary hover:underline">
          {source.path}
        </Link>
      ) : (
        source.path
      ),
    ],
    [t('repositorySource.commit'), source.commitSha],
    [t('repositorySource.blob'), source.blobSha],
    [t('repositorySource.importedAt'), formatDateTime(source.importedAt)],
    [t('repositorySource.lastSyncDate'), formatDateTime(result?.source.lastSyncDate ?? source.lastSyncDate)],
  ];
  const canImport = hasPermission(role, 'edit-sops') && (doc.status === 'draft' || doc.status === 'rejected') && !doc.isLocked;
  return (
    <TitledCard title={t('repositorySource.title')}>
      <InfoList rows={rows} />
      {hasPermission(role, 'create-sops') && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" disabled={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? t('repositorySource.checking') : t('repositorySource.check')}
          </Button>
          {result && (
            <p role="status" className="text-sm text-muted-foreground">
              {result.status === 'changed'
                ? t('repositorySource.changed', { commit: result.headCommitSha.slice(0, 12) })
                : result.status === 'missing'
                  ? t('repositorySource.missing')
                  : t('repositorySource.upToDate')}
            </p>
          )}
          {result?.status === 'changed' && canImport && (
            <Button size="sm" disabled={importVersion.isPending} onClick={() => importVersion.mutate(result)}>
              {importVersion.isPending ? t('repositorySource.importing') : t('repositorySource.importVersion')}
            </Button>
          )}
        </div>
      )}
    </TitledCard>
  );
}
