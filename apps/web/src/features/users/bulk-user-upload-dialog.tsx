import { useState } from 'react';
import { Download, KeyRound, Upload } from 'lucide-react';
import { toast } from 'sonner';
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
import { FileDropZone } from '@/features/documents/file-drop-zone';
import { ApiError } from '@/lib/api-client';
import { useBulkUploadUsers } from './queries';
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

  const choose = async (chosen: File | null) => {
    setResults(null);
    setRows([]);
    if (!chosen) return setFile(null);
    if (!chosen.name.toLowerCase().endsWith('.csv')) {
      toast.error('File Parse Error', { description: 'Please upload a .csv file.' });
      return;
    }
    setFile(chosen);
    try {
      const parsed = parseUserCsv(await chosen.text());
      if (parsed.rows.length === 0) {
        toast.error('No Data', { description: 'Please upload a valid file with user data.' });
        return setFile(null);
      }
      setRows(parsed.rows);
      toast.success('File Parsed Successfully', { description: `Found ${parsed.rows.length} users in the CSV file.` });
    } catch (error) {
      if (!(error instanceof UserCsvError)) console.error('User CSV parsing failed', error);
      setFile(null);
      toast.error('File Parse Error', { description: "Failed to parse the uploaded file. Please ensure it's a valid CSV format." });
    }
  };

  const start = () => {
    upload.mutate(rows, {
      onSuccess: (response) => {
        setResults(response.results);
        if (response.failed === 0) {
          toast.success('Bulk Upload Successful', {
            description: `Successfully created ${response.created} users. Users will need to set their passwords on first login.`,
          });
          toast.success('Users List Updated');
        } else {
          console.error('Bulk user upload: failed rows', response.results.filter((r) => !r.ok));
          toast.error('Bulk Upload Completed with Errors', {
            description: `Successfully created ${response.created} users. ${response.failed} users failed. Check console for details.`,
          });
        }
      },
      onError: (error) => toast.error('Upload Failed', { description: error instanceof ApiError ? error.message : 'An error occurred during bulk upload.' }),
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
        <DialogTitle>Bulk User Upload</DialogTitle>
        <DialogDescription>
          Upload a CSV with the columns of the template. Each user gets a one-time setup code to choose their own password.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={() => {
            downloadText(USER_UPLOAD_TEMPLATE_NAME, userTemplateCsv());
            toast.success('Template Downloaded', { description: `${USER_UPLOAD_TEMPLATE_NAME} is in your downloads.` });
          }}
        >
          <Download aria-hidden="true" />
          Download Template
        </Button>
      </div>
      <FileDropZone label="User CSV file" accept=".csv,text/csv" hint="CSV files only" file={file} onFile={(f) => void choose(f)} disabled={upload.isPending} />

      {rows.length > 0 && !results && (
        <section aria-labelledby="bulk-users-preview" className="space-y-3">
          <h3 id="bulk-users-preview" className="font-semibold">
            Preview ({rows.length} users)
          </h3>
          <ul className="flex flex-wrap gap-4 text-sm">
            <li>Valid emails: {counts.validEmails}</li>
            <li>Valid roles: {counts.validRoles}</li>
            <li>Active status: {counts.activeStatus}</li>
          </ul>
          <PreviewTable rows={rows} />
        </section>
      )}

      {results && (
        <section aria-labelledby="bulk-users-results" className="space-y-3">
          <h3 id="bulk-users-results" className="font-semibold">
            Results: {created} created, {results.length - created} failed
          </h3>
          <ul className="max-h-56 space-y-1 overflow-y-auto text-sm">
            {results
              .filter((r) => !r.ok)
              .map((r) => (
                <li key={r.row} className="text-destructive">
                  Row {r.row} ({r.email || 'no e-mail'}): {r.error}
                </li>
              ))}
          </ul>
          {created > 0 && (
            <Button onClick={downloadCodes} disabled={codesTaken}>
              <KeyRound aria-hidden="true" />
              {codesTaken ? 'Setup Codes Downloaded' : 'Download Setup Codes (CSV)'}
            </Button>
          )}
        </section>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={upload.isPending}>
          {results ? 'Close' : 'Cancel'}
        </Button>
        {!results && (
          <Button onClick={start} disabled={rows.length === 0} loading={upload.isPending} loadingText="Uploading…">
            <Upload aria-hidden="true" />
            Upload {rows.length > 0 ? `${rows.length} Users` : 'Users'}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}

function PreviewTable({ rows }: { rows: UserUploadRow[] }) {
  const more = rows.length - USER_UPLOAD_PREVIEW_ROWS;
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Employee ID</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Problems</TableHead>
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
                <TableCell className={problems.length ? 'text-destructive' : 'text-muted-foreground'}>{problems.join('; ') || 'OK'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {more > 0 && <p className="px-4 py-2 text-sm text-muted-foreground">... and {more} more users</p>}
    </div>
  );
}
