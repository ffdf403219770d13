import { useTranslation } from 'react-i18next';
import { Download, ShieldCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { BackupListResponse, BackupSummary } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBytes } from '@/lib/format';
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/date-display';
import { startDownload } from '@/lib/save-file';
import { backupDownloadUrl } from './api';
import { BackupStateBadge, EncryptedBadge, isEncrypted } from './backup-state-badge';
import { useVerifyBackup } from './queries';

function VerifiedCell({ backup }: { backup: BackupSummary }) {
  const { t } = useTranslation('backups');
  if (!backup.lastVerifiedAt) return <span className="text-muted-foreground">{t('list.notVerified')}</span>;
  const date = formatDateTime(backup.lastVerifiedAt);
  return backup.lastVerifiedOk ? <span>{t('list.verifiedOk', { date })}</span> : <span className="font-medium text-destructive">{t('list.verifiedBad', { date })}</span>;
}

function BackupActions({ backup }: { backup: BackupSummary }) {
  const { t } = useTranslation('backups');
  const verify = useVerifyBackup();
  if (backup.status !== 'succeeded') return null;
  const label = `${backup.fileName}`;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={`${t('list.verify')} ${label}`}
        loading={verify.isPending}
        loadingText={t('list.verifying')}
        onClick={() =>
          verify.mutate(backup.id, {
            onSuccess: (result) => {
              if (result.ok) toast.success(t('list.verifyOk'), { description: t('list.verifyOkDetail', { count: result.members }) });
              else toast.error(t('list.verifyBad'), { description: result.problems.join(' ') });
            },
            onError: (error) => toast.error(t('errorTitle'), { description: errorText(error, t('error')) }),
          })
        }
      >
        <ShieldCheck aria-hidden="true" />
        {t('list.verify')}
      </Button>
      <Button size="sm" variant="outline" aria-label={`${t('list.download')} ${label}`} onClick={() => startDownload(backupDownloadUrl(backup.id))}>
        <Download aria-hidden="true" />
        {t('list.download')}
      </Button>
    </div>
  );
}

/** Every backup taken, newest first, paged: outcome, size, SHA-256, last verification, Verify and Download. */
export function BackupListCard({ data, page, onPage }: { data: BackupListResponse; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('backups');
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('list.title')}</CardTitle>
        <CardDescription>{t('list.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('list.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">{t('list.started')}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('list.trigger')}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('list.state')}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{t('list.size')}</th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium lg:table-cell">{t('list.sha256')}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('list.verified')}</th>
                  <th scope="col" className="py-2 text-right font-medium">{t('list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((backup) => (
                  <tr key={backup.id} className="border-b last:border-0 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(backup.startedAt)}</td>
                    <td className="py-2 pr-3">{t(`triggers.${backup.trigger}`)}{backup.requestedBy ? ` · ${backup.requestedBy.name}` : ''}</td>
                    <td className="py-2 pr-3">
                      <div className="flex flex-wrap gap-1">
                        <BackupStateBadge status={backup.status} />
                        {isEncrypted(backup) && <EncryptedBadge />}
                      </div>
                      {backup.error && <p className="mt-1 max-w-xs text-xs text-destructive">{backup.error}</p>}
                    </td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{formatBytes(backup.sizeBytes)}</td>
                    <td className="hidden py-2 pr-3 font-mono text-xs lg:table-cell" title={backup.sha256 ?? undefined}>
                      {backup.sha256 ? `${backup.sha256.slice(0, 16)}…` : '—'}
                    </td>
                    <td className="py-2 pr-3"><VerifiedCell backup={backup} /></td>
                    <td className="py-2"><BackupActions backup={backup} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav className="mt-4 flex items-center justify-end gap-2 text-sm" aria-label={t('list.title')}>
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('list.previous')}</Button>
            <span>{t('list.page', { page, pages })}</span>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('list.next')}</Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
