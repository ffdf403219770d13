import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, FileSpreadsheet, Keyboard, Plus, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { categoriesQuery, departmentsQuery } from '@/lib/api/reference/queries';
import { downloadText } from '@/lib/save-file';
import { FileDropZone } from '@/components/file-drop-zone';
import { documentKeys } from '@/lib/api/documents/queries';
import { UploadProgress } from '../upload-progress';
import { BULK_COLUMNS, BULK_TEMPLATE_FILE_NAME, BulkCsvError, bulkTemplateCsv, parseBulkCsv } from './bulk-csv';
import { BulkResults } from './bulk-results';
import { emptyRow, rowsWithErrors, updateRow, type BulkRow } from './bulk-rows';
import { BulkRowsTable } from './bulk-rows-table';
import { useBulkUpload, type BulkResult } from './use-bulk-upload';

type Step = 'upload' | 'review' | 'complete';

interface BulkUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Bulk SOP Upload (spec 01 §2, §4, §5): upload (CSV or manual entry) → review → complete. */
export function BulkUploadDialog({ open, onOpenChange }: BulkUploadDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      // The dialog stays open while SOPs are being created: closing it would hide which ones made it.
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[92vh] max-w-6xl overflow-y-auto">
        {open && <BulkUploadFlow onClose={() => onOpenChange(false)} onBusyChange={setBusy} />}
      </DialogContent>
    </Dialog>
  );
}

function BulkUploadFlow({ onClose, onBusyChange }: { onClose: () => void; onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation('documentBulk');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('upload');
  const [mode, setMode] = useState<'csv' | 'manual'>('csv');
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [manualRows, setManualRows] = useState<BulkRow[]>(() => [emptyRow()]);
  const [csvFile, setCsvFile] = useState<File | null>(null);
  const [processing, setProcessing] = useState(false);
  const [outcome, setOutcome] = useState<BulkResult[]>([]);
  const upload = useBulkUpload();

  const errorCount = rowsWithErrors(rows);

  const processFile = async (file: File | null) => {
    if (!file) return setCsvFile(null);
    if (!file.name.toLowerCase().endsWith('.csv')) {
      toast.error(t('toasts.invalidFileType.title'), { description: t('toasts.invalidFileType.description') });
      return;
    }
    setCsvFile(file);
    setProcessing(true);
    try {
      const [categories, departments] = await Promise.all([
        queryClient.fetchQuery(categoriesQuery()),
        queryClient.fetchQuery(departmentsQuery()),
      ]);
      const parsed = parseBulkCsv(await file.text(), { categories, departments });
      setRows(parsed);
      setStep('review');
      toast.success(t('toasts.fileProcessed.title'), { description: t('toasts.fileProcessed.description', { count: parsed.length }) });
    } catch (error) {
      if (!(error instanceof BulkCsvError)) console.error('Bulk CSV processing failed', error);
      setCsvFile(null);
      toast.error(t('toasts.processingError.title'), { description: t('toasts.processingError.description') });
    } finally {
      setProcessing(false);
    }
  };

  const downloadTemplate = () => {
    downloadText(BULK_TEMPLATE_FILE_NAME, bulkTemplateCsv());
    toast.success(t('toasts.templateDownloaded.title'), {
      description: t('toasts.templateDownloaded.description', { fileName: BULK_TEMPLATE_FILE_NAME }),
    });
  };

  const edit = (setter: typeof setRows) => ({
    onChange: (id: string, patch: Partial<Omit<BulkRow, 'id' | 'errors'>>) =>
      setter((current) => current.map((row) => (row.id === id ? updateRow(row, patch) : row))),
    onRemove: (id: string) => setter((current) => current.filter((row) => row.id !== id)),
  });

  const startUpload = async () => {
    if (rows.length === 0) return;
    if (errorCount > 0) {
      toast.error(t('validation.title'), { description: t('validation.description') });
      return;
    }
    onBusyChange(true);
    const results = await upload.run(rows);
    onBusyChange(false);
    setOutcome(results);
    setStep('complete');
    await queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
    const succeeded = results.filter((result) => result.ok).length;
    const failed = results.length - succeeded;
    const description = t('results.summary', { succeeded, failed });
    if (succeeded === 0) toast.error(t('toasts.complete.title'), { description });
    else toast.success(t('toasts.complete.title'), { description });
  };

  const close = () => {
    void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
    onClose();
  };

  return (
    // minmax(0, 1fr): the wide rows table scrolls inside the dialog instead of widening it.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <DialogHeader>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>{t(`dialog.steps.${step}`)}</DialogDescription>
      </DialogHeader>

      {step === 'upload' && (
        <Tabs value={mode} onValueChange={(value) => setMode(value as 'csv' | 'manual')} className="min-w-0">
          <TabsList>
            <TabsTrigger value="csv">
              <FileSpreadsheet aria-hidden="true" />
              {t('upload.csvTab')}
            </TabsTrigger>
            <TabsTrigger value="manual">
              <Keyboard aria-hidden="true" />
              {t('upload.manualTab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="csv" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/30 p-4 text-sm">
              <p className="max-w-2xl text-muted-foreground">{t('upload.columnsHelp', { columns: BULK_COLUMNS.join(', ') })}</p>
              <Button type="button" variant="outline" onClick={downloadTemplate}>
                <Download aria-hidden="true" />
                {t('upload.downloadTemplate')}
              </Button>
            </div>
            <FileDropZone
              label={t('upload.fileLabel')}
              accept=".csv,text/csv"
              hint={t('upload.fileHint')}
              file={csvFile}
              onFile={(file) => void processFile(file)}
              disabled={processing}
            />
          </TabsContent>
          <TabsContent value="manual" className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="rounded-lg border">
              <BulkRowsTable rows={manualRows} {...edit(setManualRows)} />
            </div>
            <div className="flex flex-wrap justify-between gap-2">
              <Button type="button" variant="outline" onClick={() => setManualRows((current) => [...current, emptyRow()])}>
                <Plus aria-hidden="true" />
                {t('dialog.addRow')}
              </Button>
              <Button
                type="button"
                disabled={manualRows.length === 0}
                onClick={() => {
                  setRows(manualRows);
                  setStep('review');
                }}
              >
                {t('upload.reviewSops')}
              </Button>
            </div>
          </TabsContent>
        </Tabs>
      )}

      {step === 'review' && (
        <>
          <p className="text-sm" aria-live="polite">
            {errorCount > 0
              ? t('review.readyWithErrors', { count: rows.length, errors: errorCount })
              : t('review.ready', { count: rows.length })}
          </p>
          {errorCount > 0 && (
            <Alert variant="destructive" role="alert">
              <AlertTitle>{t('validation.title')}</AlertTitle>
              <AlertDescription>{t('validation.description')}</AlertDescription>
            </Alert>
          )}
          <div className="rounded-lg border">
            <BulkRowsTable rows={rows} {...edit(setRows)} disabled={upload.running} />
          </div>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setRows((current) => [...current, emptyRow()])}
              disabled={upload.running}
            >
              <Plus aria-hidden="true" />
              {t('dialog.addRow')}
            </Button>
          </div>
          {upload.running && (
            <UploadProgress
              percent={Math.round((upload.results.length / Math.max(rows.length, 1)) * 100)}
              label={t('review.creating', { current: Math.min(upload.results.length + 1, rows.length), total: rows.length })}
            />
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                if (mode === 'manual') setManualRows(rows);
                setCsvFile(null);
                setStep('upload');
              }}
              disabled={upload.running}
            >
              <ArrowLeft aria-hidden="true" />
              {t('review.backToUpload')}
            </Button>
            <Button
              type="button"
              onClick={() => void startUpload()}
              disabled={rows.length === 0 || errorCount > 0}
              loading={upload.running}
              loadingText={t('review.uploading')}
            >
              <Upload aria-hidden="true" />
              {t('review.upload', { count: rows.length })}
            </Button>
          </DialogFooter>
        </>
      )}

      {step === 'complete' && (
        <>
          <BulkResults results={outcome} />
          <DialogFooter>
            <Button type="button" onClick={close}>
              {t('dialog.close')}
            </Button>
          </DialogFooter>
        </>
      )}
    </div>
  );
}
