import { useTranslation } from 'react-i18next';
import type { TestRepositoryResponse } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

const VARIANT = { pass: 'green', fail: 'red', warn: 'orange', skipped: 'grey' } as const;

/** Spec 02 §5 repository diagnostics: the four checks in order with PASS / FAIL; those after a failure were not run. */
export function ConnectionChecks({ result }: { result: TestRepositoryResponse }) {
  const { t } = useTranslation('repositories');
  return (
    <ol aria-label={t('connections.testResults')} className="grid gap-2">
      {result.checks.map((check) => (
        <li key={check.name} data-testid={`repository-check-${check.name}`} className="flex flex-wrap items-start gap-3 rounded-lg border p-3 text-sm">
          <Badge variant={VARIANT[check.status]} className="min-w-20 justify-center">
            {t(`connections.status.${check.status}`)}
          </Badge>
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t(`connections.checks.${check.name}`)}</p>
            <p className="break-words text-muted-foreground">{check.message}</p>
            {check.details && <p className="break-words text-xs text-muted-foreground">{check.details}</p>}
          </div>
          <span className="text-xs text-muted-foreground tabular-nums">{t('connections.ms', { ms: Math.round(check.ms) })}</span>
        </li>
      ))}
    </ol>
  );
}
