import { useRef, useState } from 'react';
import { FileDown, FileText, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatBytes, formatCount } from '@/features/documents/format';
import { auditExportPath, type ExportFormat } from './api';
import type { AuditFilters } from './audit-search';
import { saveBlob } from '@/lib/save-file';
import { downloadWithProgress, progressPercent, type DownloadProgress } from './export-download';

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', pdf: 'PDF' };
const today = () => new Date().toISOString().slice(0, 10);

interface Running {
  format: ExportFormat;
  progress: DownloadProgress;
}

/** Export CSV / Export PDF of the filtered log, streamed with a progress bar, saved under the server's file name. */
export function useAuditExport(filters: AuditFilters) {
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
      const rows = format === 'csv' ? `, ${formatCount(Math.max(0, file.progress.records - 1))} entries` : '';
      toast.success('Audit Logs Exported', { description: `${file.fileName} (${formatBytes(file.progress.bytes)}${rows}) was saved.` });
    } catch {
      if (controller.signal.aborted) toast('Export Cancelled', { description: 'The audit log export was stopped.' });
      else toast.error('Export Failed', { description: 'Failed to export audit logs. Please try again.' });
    } finally {
      abort.current = null;
      setRunning(null);
    }
  };
  return { running, start: (format: ExportFormat) => void start(format), cancel: () => abort.current?.abort() };
}

export function ExportButtons({ running, onExport }: { running: Running | null; onExport: (format: ExportFormat) => void }) {
  return (
    <>
      <Button variant="outline" onClick={() => onExport('csv')} disabled={running !== null} loading={running?.format === 'csv'} loadingText="Exporting…">
        <FileDown aria-hidden="true" />
        Export CSV
      </Button>
      <Button variant="outline" onClick={() => onExport('pdf')} disabled={running !== null} loading={running?.format === 'pdf'} loadingText="Exporting…">
        <FileText aria-hidden="true" />
        Export PDF
      </Button>
    </>
  );
}

/** What the running export has received: a bar (indeterminate without Content-Length) and the counts. */
export function ExportProgress({ running, onCancel }: { running: Running; onCancel: () => void }) {
  const { progress, format } = running;
  const percent = progressPercent(progress);
  const label = `Exporting audit logs as ${FORMAT_LABELS[format]}`;
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{label}…</span>
        <span className="text-muted-foreground">
          {formatBytes(progress.bytes)} received
          {format === 'csv' && progress.records > 1 && ` · ${formatCount(progress.records - 1)} entries`}
          {percent !== null && ` · ${percent}%`}
        </span>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          <X aria-hidden="true" />
          Cancel
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
