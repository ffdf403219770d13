import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, KeyRound, Upload } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  USER_UPLOAD_PREVIEW_ROWS,
  USER_UPLOAD_TEMPLATE_NAME,
  uploadPreviewCounts,
  uploadRowProblems,
  type UserUploadResult,
  type UserUploadRow,
} from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { downloadText } from '@/lib/save-file';
import { FileDropZone } from '@/components/file-drop-zone';
import { errorText, fieldText } from '@/i18n/error-text';
import { useBulkUploadUsers } from '@/lib/api/users/queries';
import { parseUserCsv, setupCodesCsv, UserCsvError, userTemplateCsv } from './user-upload-csv';

interface BulkUserUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Bulk User Upload (spec 02 §2, §5, §7, §8): CSV only, preview, per-row errors, setup codes downloadable once. */
export function BulkUserUploadDialog({ open, onOpenChange }: BulkUserUploadDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">{open && <BulkUpload onOpenChange={onOpenChange} />}</DialogContent>
    </Dialog>
  );
}

function BulkUpload({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<UserUploadRow[]>([]);
  const [results, setResults] = useState<UserUploadResult[] | null>(null);
  const [codesTaken, setCodesTaken] = useState(false);
  const upload = useBulkUploadUsers();
  const { t } = useTranslation('users');

  const choose = async (chosen: File | null) => {
    setResults(null);
    setRows([]);
    if (!chosen) return setFile(null);
    if (!chosen.name.toLowerCase().endsWith('.csv')) {
      toast.error(t('upload.parseError'), { description: t('upload.notCsv') });
      return;
    }
    setFile(chosen);
    try {
      const parsed = parseUserCsv(await chosen.text());
      if (parsed.rows.length === 0) {
        toast.error(t('upload.noData'), { description: t('upload.noDataDescription') });
        return setFile(null);
      }
      setRows(parsed.rows);
      toast.success(t('upload.parsed'), { description: t('upload.parsedDescription', { count: parsed.rows.length }) });
    } catch (error) {
      if (!(error instanceof UserCsvError)) console.error('User CSV parsing failed', error);
      setFile(null);
      toast.error(t('upload.parseError'), { description: t('upload.parseFailed') });
    }
  };

  const start = () => {
    upload.mutate(rows, {
      onSuccess: (response) => {
        setResults(response.results);
        if (response.failed === 0) {
          toast.success(t('upload.succeeded'), { description: t('upload.succeededDescription', { count: response.created }) });
          toast.success(t('upload.listUpdated'));
        } else {
          console.error('Bulk user upload: failed rows', response.results.filter((r) => !r.ok));
          toast.error(t('upload.partial'), { description: t('upload.partialDescription', { created: response.created, failed: response.failed }) });
        }
      },
      onError: (error) => toast.error(t('upload.failed'), { description: errorText(error, t('upload.failedDescription')) }),
    });
  };

  const downloadCodes = () => {
    if (!results) return;
    downloadText(`user_setup_codes_${new Date().toISOString().slice(0, 10)}.csv`, setupCodesCsv(results));
    // The codes leave the browser once; they are not kept anywhere to be downloaded again.
    setResults(results.map(({ setupCode: _code, ...rest }) => rest));
    setCodesTaken(true);
  };

  const counts = uploadPreviewCounts(rows);
  const created = results?.filter((r) => r.ok).length ?? 0;
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t('upload.title')}</DialogTitle>
        <DialogDescription>{t('upload.description')}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={() => {
            downloadText(USER_UPLOAD_TEMPLATE_NAME, userTemplateCsv());
            toast.success(t('upload.templateDownloaded'), { description: t('upload.templateDownloadedDescription', { file: USER_UPLOAD_TEMPLATE_NAME }) });
          }}
        >
          <Download aria-hidden="true" />
          {t('upload.downloadTemplate')}
        </Button>
      </div>
      <FileDropZone
        label={t('upload.fileLabel')}
        accept=".csv,text/csv"
        hint={t('upload.fileHint')}
        file={file}
        onFile={(f) => void choose(f)}
        disabled={upload.isPending}
      />

      {rows.length > 0 && !results && (
        <section aria-labelledby="bulk-users-preview" className="space-y-3">
          <h3 id="bulk-users-preview" className="font-semibold">
            {t('upload.preview', { count: rows.length })}
          </h3>
          <ul className="flex flex-wrap gap-4 text-sm">
            <li>{t('upload.validEmails', { value: counts.validEmails })}</li>
            <li>{t('upload.validRoles', { value: counts.validRoles })}</li>
            <li>{t('upload.activeStatus', { value: counts.activeStatus })}</li>
          </ul>
          <PreviewTable rows={rows} />
        </section>
      )}

      {results && (
        <section aria-labelledby="bulk-users-results" className="space-y-3">
          <h3 id="bulk-users-results" className="font-semibold">
            {t('upload.results', { created, failed: results.length - created })}
          </h3>
          <ul className="max-h-56 space-y-1 overflow-y-auto text-sm">
            {results
              .filter((r) => !r.ok)
              .map((r) => (
                <li key={r.row} className="text-destructive">
                  {t('upload.rowFailed', { row: r.row, email: r.email || t('upload.noEmail'), error: r.error ? fieldText(r.error) : '' })}
                </li>
              ))}
          </ul>
          {created > 0 && (
            <Button onClick={downloadCodes} disabled={codesTaken}>
              <KeyRound aria-hidden="true" />
              {codesTaken ? t('upload.codesDownloaded') : t('upload.downloadCodes')}
            </Button>
          )}
        </section>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={upload.isPending}>
          {results ? t('upload.close') : t('shared.cancel')}
        </Button>
        {!results && (
          <Button onClick={start} disabled={rows.length === 0} loading={upload.isPending} loadingText={t('upload.uploading')}>
            <Upload aria-hidden="true" />
            {rows.length > 0 ? t('upload.uploadCount', { count: rows.length }) : t('upload.uploadUsers')}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}

function PreviewTable({ rows }: { rows: UserUploadRow[] }) {
  const { t } = useTranslation('users');
  const more = rows.length - USER_UPLOAD_PREVIEW_ROWS;
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('upload.columns.employeeId')}</TableHead>
            <TableHead>{t('upload.columns.name')}</TableHead>
            <TableHead>{t('upload.columns.email')}</TableHead>
            <TableHead>{t('upload.columns.role')}</TableHead>
            <TableHead>{t('upload.columns.status')}</TableHead>
            <TableHead>{t('upload.columns.problems')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.slice(0, USER_UPLOAD_PREVIEW_ROWS).map((row, index) => {
            const problems = uploadRowProblems(row);
            return (
              <TableRow key={index}>
                <TableCell>{row.employee_id}</TableCell>
                <TableCell>{row.employee_name}</TableCell>
                <TableCell>{row.email_id}</TableCell>
                <TableCell>{row.role || 'user'}</TableCell>
                <TableCell>{row.status || 'active'}</TableCell>
                <TableCell className={problems.length ? 'text-destructive' : 'text-muted-foreground'}>{problems.map(fieldText).join('; ') || t('upload.noProblems')}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {more > 0 && <p className="px-4 py-2 text-sm text-muted-foreground">{t('upload.more', { count: more })}</p>}
    </div>
  );
}
