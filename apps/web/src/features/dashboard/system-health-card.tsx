import { Activity } from 'lucide-react';
import { STORAGE_WARNING_PERCENT, type SystemHealthFigures } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatBytes, formatDateTime } from '@/features/documents/format';
import { formatDuration } from './figures';

/** Admin only (spec 01 §2): real storage of the file store's disk and the server's uptime. */
export function SystemHealthCard({ health }: { health: SystemHealthFigures }) {
  const { storage } = health;
  return (
    <Card id="system-health" className="scroll-mt-24">
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Activity className="size-4 text-primary" aria-hidden="true" />
          System Health
        </CardTitle>
        <CardDescription>Measured now on this server ({health.database === 'postgres' ? 'PostgreSQL' : 'embedded database'}).</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between text-sm">
            <span id="storage-label" className="font-medium">
              Storage
            </span>
            <span className="tabular-nums">{storage.percentage === null ? '—' : `${storage.percentage.toFixed(1)}%`}</span>
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
              ? `${formatBytes(storage.volumeUsedBytes)} of ${formatBytes(storage.volumeTotalBytes)} used on the file store's disk; `
              : "The file store's disk capacity cannot be read; "}
            document files take {formatBytes(storage.filesBytes)}.
          </p>
        </div>
        <div className="grid gap-1">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium">Uptime</span>
            <span className="tabular-nums">{formatDuration(health.uptimeSeconds)}</span>
          </div>
          <p className="text-xs text-muted-foreground">
            Running since {formatDateTime(health.startedAt)}. No outage history is recorded, so no availability percentage is shown.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
