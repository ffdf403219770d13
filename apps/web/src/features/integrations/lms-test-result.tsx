import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LmsTestResult } from '@attest/domain';

/** What the LRS answered to GET {endpoint}/about: OK with its xAPI versions, or why not. */
export function LmsTestResultText({ result }: { result: LmsTestResult }) {
  const { t } = useTranslation('integrations');
  const status = String(result.status ?? '—');
  if (result.ok) {
    return (
      <p className="flex items-start gap-2 text-sm text-green-700 dark:text-green-400">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {result.versions.length > 0 ? t('lms.testOk', { status, versions: result.versions.join(', ') }) : t('lms.testOkNoVersions', { status })}
      </p>
    );
  }
  return (
    <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
      <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {result.error ? t('lms.testFailed', { error: result.error }) : t('lms.testFailedStatus', { status })}
    </p>
  );
}
