import { FileSearch, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { StorageIntegrityResponse } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { errorText } from '@/i18n/error-text';
import { OrphanSweepButton } from './orphan-sweep-button';
import { useStorageIntegrityCheck } from './queries';

/** How many file names a finding lists before it only counts the rest. */
const SHOWN_FILES = 5;

function Findings({ result }: { result: StorageIntegrityResponse }) {
  const { t } = useTranslation('system');
  const problems = (
    [
      { kind: 'missing', list: result.missing },
      { kind: 'corrupt', list: result.corrupt },
      { kind: 'orphan', list: result.orphans },
    ] as const
  ).filter((p) => p.list.length > 0);
  const checked = { count: result.checked, checked: formatCount(result.checked) };
  if (problems.length === 0) {
    return (
      <Alert aria-live="polite" className="border-green-600/40 bg-green-600/5">
        <ShieldCheck aria-hidden="true" className="text-green-700 dark:text-green-500" />
        <AlertTitle className="text-green-800 dark:text-green-400">{t('storageIntegrity.intactTitle', checked)}</AlertTitle>
        <AlertDescription>{t('storageIntegrity.intact')}</AlertDescription>
      </Alert>
    );
  }
  const filesOf = (list: readonly string[]) => {
    const shown = list.slice(0, SHOWN_FILES).join(', ');
    const rest = list.length - SHOWN_FILES;
    return rest > 0 ? t('storageIntegrity.more', { files: shown, count: rest, number: formatCount(rest) }) : shown;
  };
  return (
    <Alert variant="destructive" role="alert">
      <ShieldAlert aria-hidden="true" />
      <AlertTitle>{t('storageIntegrity.problemsTitle', checked)}</AlertTitle>
      <AlertDescription>
        <ul className="mt-1 grid gap-1">
          {problems.map((p) => (
            <li key={p.kind}>
              <Trans
                t={t}
                i18nKey={`storageIntegrity.${p.kind}`}
                count={p.list.length}
                values={{ number: formatCount(p.list.length), files: filesOf(p.list) }}
                components={{ files: <span className="font-mono text-xs break-all" /> }}
              />
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** The blob store against the database (FR-SYS-5): run on request, since it re-reads every file. */
export function StorageIntegrityPanel() {
  const { t } = useTranslation('system');
  const check = useStorageIntegrityCheck();
  return (
    <div className="grid gap-3">
      <Button variant="outline" className="w-fit" onClick={() => check.mutate()} loading={check.isPending} loadingText={t('storageIntegrity.checking')}>
        <FileSearch aria-hidden="true" />
        {check.data ? t('storageIntegrity.checkAgain') : t('storageIntegrity.check')}
      </Button>
      {check.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(check.error, t('storageIntegrity.failed'))}
        </p>
      )}
      {check.data && <Findings result={check.data} />}
      {check.data && check.data.orphans.length > 0 && <OrphanSweepButton onSwept={() => check.mutate()} />}
    </div>
  );
}
