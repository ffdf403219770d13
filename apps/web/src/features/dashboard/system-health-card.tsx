import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STORAGE_WARNING_PERCENT, type SystemHealthFigures } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatBytes, formatDateTime, formatPercent } from '@/lib/format';
import { formatDuration } from './figures';

/** Admin only (spec 01 §2): real storage of the file store's disk and the server's uptime. */
export function SystemHealthCard({ health }: { health: SystemHealthFigures }) {
  const { t } = useTranslation('dashboard');
  const { storage } = health;
  const files = formatBytes(storage.filesBytes);
  return (
    <Card id="system-health" className="scroll-mt-24">
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Activity className="size-4 text-primary" aria-hidden="true" />
          {t('systemHealth.title')}
        </CardTitle>
        <CardDescription>{t(health.database === 'postgres' ? 'systemHealth.measuredPostgres' : 'systemHealth.measuredEmbedded')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between text-sm">
            <span id="storage-label" className="font-medium">
              {t('systemHealth.storage')}
            </span>
            <span className="tabular-nums">{storage.percentage === null ? '—' : formatPercent(storage.percentage)}</span>
          </div>
          {storage.percentage !== null && (
            <Progress
              value={storage.percentage}
              aria-labelledby="storage-label"
              className={storage.percentage > STORAGE_WARNING_PERCENT ? '[&>div]:bg-destructive' : undefined}
            />
          )}
          <p className="text-xs text-muted-foreground">
            {storage.volumeUsedBytes !== null && storage.volumeTotalBytes !== null
              ? t('systemHealth.storageUsed', { used: formatBytes(storage.volumeUsedBytes), total: formatBytes(storage.volumeTotalBytes), files })
              : t('systemHealth.storageUnknown', { files })}
          </p>
        </div>
        <div className="grid gap-1">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium">{t('systemHealth.uptime')}</span>
            <span className="tabular-nums">{formatDuration(health.uptimeSeconds)}</span>
          </div>
          <p className="text-xs text-muted-foreground">
            {t('systemHealth.runningSince', { date: formatDateTime(health.startedAt) })}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
