import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from './use-bulk-upload';

/** The summary and one line per row: its new number, or why it failed. */
export function BulkResults({ results }: { results: readonly BulkResult[] }) {
  const { t } = useTranslation('documentBulk');
  const succeeded = results.filter((result) => result.ok).length;
  const failed = results.length - succeeded;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md" role="status">
        <div className="rounded-lg border bg-green-50 p-4 dark:bg-green-950/40">
          <p className="text-2xl font-semibold text-green-700 dark:text-green-300">{succeeded}</p>
          <p className="text-sm text-muted-foreground">{t('results.uploadedCount')}</p>
        </div>
        <div className="rounded-lg border bg-red-50 p-4 dark:bg-red-950/40">
          <p className="text-2xl font-semibold text-red-700 dark:text-red-300">{failed}</p>
          <p className="text-sm text-muted-foreground">{t('results.failedCount')}</p>
        </div>
      </div>
      <p className="text-sm font-medium">{t('results.summary', { succeeded, failed })}</p>
      <ol className="divide-y rounded-lg border text-sm">
        {results.map((result, index) => (
          <li key={result.rowId} className="flex items-start gap-3 px-4 py-2.5">
            {result.ok ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-label={t('results.uploadedIcon')} />
            ) : (
              <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-label={t('results.failedIcon')} />
            )}
            <span className="w-6 shrink-0 text-muted-foreground">{index + 1}.</span>
            <span className="min-w-0 flex-1">
              <span className="font-medium">{result.title || t('results.untitled')}</span>
              {result.ok ? (
                <span className="ml-2 font-mono text-xs text-muted-foreground">{result.docNumber}</span>
              ) : (
                <span className="block text-destructive">{result.message}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
