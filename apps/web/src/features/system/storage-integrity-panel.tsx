import { FileSearch, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { StorageIntegrityResponse } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/features/documents/format';
import { ApiError } from '@/lib/api-client';
import { useStorageIntegrityCheck } from './queries';

function Findings({ result }: { result: StorageIntegrityResponse }) {
  const problems = [
    { label: 'missing', list: result.missing, meaning: 'referred to by the database but not in the store' },
    { label: 'corrupt', list: result.corrupt, meaning: 'whose bytes no longer match their SHA-256' },
    { label: 'orphan', list: result.orphans, meaning: 'in the store but referred to by no record' },
  ].filter((p) => p.list.length > 0);
  if (problems.length === 0) {
    return (
      <Alert aria-live="polite" className="border-green-600/40 bg-green-600/5">
        <ShieldCheck aria-hidden="true" className="text-green-700 dark:text-green-500" />
        <AlertTitle className="text-green-800 dark:text-green-400">All {formatCount(result.checked)} stored files intact</AlertTitle>
        <AlertDescription>Every file the database refers to is present and matches its SHA-256; no file is unaccounted for.</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" role="alert">
      <ShieldAlert aria-hidden="true" />
      <AlertTitle>{formatCount(result.checked)} stored files checked: problems found</AlertTitle>
      <AlertDescription>
        <ul className="mt-1 grid gap-1">
          {problems.map((p) => (
            <li key={p.label}>
              {formatCount(p.list.length)} {p.label} ({p.meaning}): <span className="font-mono text-xs break-all">{p.list.slice(0, 5).join(', ')}</span>
              {p.list.length > 5 && ` and ${formatCount(p.list.length - 5)} more`}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** The blob store against the database (issue 3): run on request, since it re-reads every file. */
export function StorageIntegrityPanel() {
  const check = useStorageIntegrityCheck();
  return (
    <div className="grid gap-3">
      <Button variant="outline" className="w-fit" onClick={() => check.mutate()} loading={check.isPending} loadingText="Checking stored files…">
        <FileSearch aria-hidden="true" />
        {check.data ? 'Check stored files again' : 'Check stored files'}
      </Button>
      {check.isError && (
        <p role="alert" className="text-sm text-destructive">
          {check.error instanceof ApiError ? check.error.message : 'The stored files could not be checked. Please try again.'}
        </p>
      )}
      {check.data && <Findings result={check.data} />}
    </div>
  );
}
