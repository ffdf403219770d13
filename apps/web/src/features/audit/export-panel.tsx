import { useRef, useState } from 'react';
import { FileCheck2, FileDown, FileText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatBytes, formatCount } from '@/lib/format';
import { auditExportPath, type ExportFormat } from '@/lib/api/audit/api';
import type { AuditFilters } from '@/lib/audit-search';
import { saveBlob } from '@/lib/save-file';
import { downloadWithProgress, progressPercent, type DownloadProgress } from '@/lib/export-download';

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', pdf: 'PDF' };
const today = () => new Date().toISOString().slice(0, 10);

interface Running {
  format: ExportFormat;
  progress: DownloadProgress;
}

/** Export CSV / Export PDF of the filtered log, streamed with a progress bar, saved under the server's file name. */
export function useAuditExport(filters: AuditFilters) {
  const { t } = useTranslation('audit');
  const [running, setRunning] = useState<Running | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ format, progress: { bytes: 0, total: null, records: 0 } });
    try {
      const file = await downloadWithProgress(
        auditExportPath(format, filters),
        `audit-logs-${today()}.${format}`,
        (progress) => setRunning({ format, progress }),
        controller.signal,
      );
      saveBlob(file.blob, file.fileName);
      const saved = { fileName: file.fileName, size: formatBytes(file.progress.bytes) };
      // The CSV's first record is its header row.
      const entries = Math.max(0, file.progress.records - 1);
      const description =
        format === 'csv'
          ? t('export.toasts.savedCsv', { ...saved, count: entries, formatted: formatCount(entries) })
          : t('export.toasts.saved', saved);
      toast.success(t('export.toasts.exported'), { description });
    } catch {
      if (controller.signal.aborted) toast(t('export.toasts.cancelled.title'), { description: t('export.toasts.cancelled.description') });
      else toast.error(t('export.toasts.failed.title'), { description: t('export.toasts.failed.description') });
    } finally {
      abort.current = null;
      setRunning(null);
    }
  };
  return { running, start: (format: ExportFormat) => void start(format), cancel: () => abort.current?.abort() };
}

export function ExportButtons({ running, onExport }: { running: Running | null; onExport: (format: ExportFormat) => void }) {
  const { t } = useTranslation('audit');
  return (
    <>
      <Button variant="outline" onClick={() => onExport('csv')} disabled={running !== null} loading={running?.format === 'csv'} loadingText={t('export.exporting')}>
        <FileDown aria-hidden="true" />
        {t('export.csv')}
      </Button>
      <Button variant="outline" onClick={() => onExport('pdf')} disabled={running !== null} loading={running?.format === 'pdf'} loadingText={t('export.exporting')}>
        <FileText aria-hidden="true" />
        {t('export.pdf')}
      </Button>
      {/* The whole trail with its hashes, for `npx attest-verify` (README: Checking evidence offline). */}
      <Button variant="outline" asChild>
        <a href="/api/audit/export.json" download title={t('export.jsonHint')}>
          <FileCheck2 aria-hidden="true" />
          {t('export.json')}
        </a>
      </Button>
    </>
  );
}

/** What the running export has received: a bar (indeterminate without Content-Length) and the counts. */
export function ExportProgress({ running, onCancel }: { running: Running; onCancel: () => void }) {
  const { t } = useTranslation('audit');
  const { progress, format } = running;
  const percent = progressPercent(progress);
  const label = t('export.progressLabel', { format: FORMAT_LABELS[format] });
  // The CSV's first record is its header row.
  const entries = progress.records - 1;
  const received = [
    t('export.received', { size: formatBytes(progress.bytes) }),
    format === 'csv' && entries > 0 ? t('export.entries', { count: entries, formatted: formatCount(entries) }) : null,
    percent === null ? null : t('export.percent', { percent }),
  ];
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{t('export.progressTitle', { format: FORMAT_LABELS[format] })}</span>
        <span className="text-muted-foreground">{received.filter((part) => part !== null).join(' · ')}</span>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          <X aria-hidden="true" />
          {t('export.cancel')}
        </Button>
      </div>
      {percent === null ? (
        <div role="progressbar" aria-label={label} className="relative h-2 w-full overflow-hidden rounded-full bg-secondary">
          <div className="h-full w-full animate-pulse bg-primary/60" />
        </div>
      ) : (
        <Progress value={percent} aria-label={label} />
      )}
    </div>
  );
}
