import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { BackupListResponse, BackupSummary } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatBytes } from '@/lib/format';
import { formatDateTime } from '@/lib/date-display';
import { startDownload } from '@/lib/save-file';
import { backupDownloadUrl } from './api';
import { BackupStateBadge } from './backup-state-badge';
import { TriggerBackupButton } from './trigger-backup-button';

function RunningBackup({ backup }: { backup: BackupSummary }) {
  const { t } = useTranslation('backups');
  const { doneBytes, totalBytes } = backup.progress ?? { doneBytes: 0, totalBytes: null };
  const label = totalBytes === null ? t('status.preparing') : t('status.running', { done: formatBytes(doneBytes), total: formatBytes(totalBytes) });
  return (
    <div className="grid gap-2" aria-live="polite">
      <p className="text-sm">{label}</p>
      <Progress value={totalBytes ? doneBytes : 0} max={totalBytes || 100} aria-label={label} />
    </div>
  );
}

/** An age public key in short: its start and end, enough to compare with the operator's record of it. */
const shortKey = (key: string) => (key.length > 24 ? `${key.slice(0, 12)}…${key.slice(-8)}` : key);

/** Whether new archives are encrypted, and to which public key. */
function EncryptionSetting({ recipient }: { recipient: string | null }) {
  const { t } = useTranslation('backups');
  return (
    <div className="sm:col-span-2 lg:col-span-3">
      <dt className="text-muted-foreground">{t('status.encryption')}</dt>
      {recipient ? (
        <dd className="flex flex-wrap items-center gap-2">
          <span>{t('status.encryptedTo')}</span>
          <code className="font-mono text-xs" title={recipient}>{shortKey(recipient)}</code>
        </dd>
      ) : (
        <dd className="font-medium">{t('status.notEncrypted')}</dd>
      )}
    </div>
  );
}

/** The spec's Backup tab: last backup, next scheduled, status, size, location, Trigger Backup and Download. */
export function BackupStatusCard({ data }: { data: BackupListResponse }) {
  const { t } = useTranslation('backups');
  const { lastBackup, nextScheduled, location, copyLocation, unavailable, encryptedTo } = data.status;
  const running = data.items.find((b) => b.status === 'running');
  const latestGood = data.items.find((b) => b.status === 'succeeded');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('status.title')}</CardTitle>
        <CardDescription>{t('status.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {unavailable && (
          <Alert variant="destructive">
            <AlertDescription>{unavailable}</AlertDescription>
          </Alert>
        )}
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t('status.lastBackup')}</dt>
            <dd className="font-medium">{lastBackup ? formatDateTime(lastBackup.finishedAt ?? lastBackup.startedAt) : t('status.never')}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('status.nextScheduled')}</dt>
            <dd className="font-medium">{nextScheduled ? formatDateTime(nextScheduled) : t('status.notScheduled')}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('status.state')}</dt>
            <dd>{lastBackup ? <BackupStateBadge status={lastBackup.status} /> : '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('status.size')}</dt>
            <dd className="font-medium tabular-nums">{formatBytes(lastBackup?.sizeBytes)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{t('status.location')}</dt>
            {/* Where the last archive really is (the instance that wrote it); before any, where this instance writes. */}
            <dd className="break-all font-mono text-xs">{lastBackup?.location ?? location}</dd>
            {lastBackup?.host && <dd className="text-xs text-muted-foreground">{t('status.onHost', { host: lastBackup.host })}</dd>}
            {copyLocation && <dd className="break-all font-mono text-xs">{copyLocation}</dd>}
          </div>
          <EncryptionSetting recipient={encryptedTo} />
        </dl>
        {lastBackup?.status === 'failed' && lastBackup.error && (
          <Alert variant="destructive">
            <AlertDescription>{lastBackup.error}</AlertDescription>
          </Alert>
        )}
        {running && <RunningBackup backup={running} />}
        <div className="flex flex-wrap gap-2">
          <TriggerBackupButton />
          <Button variant="outline" disabled={!latestGood} onClick={() => latestGood && startDownload(backupDownloadUrl(latestGood.id))}>
            <Download aria-hidden="true" />
            {t('status.download')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
