import { RotateCcw, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { formatDateTime } from '@/lib/date-display';
import { errorText } from '@/i18n/error-text';
import { useAuditVerification } from '@/lib/api/audit/queries';

/** The audit trail verified on the server (keyed seals and signed checkpoints): intact, or what broke first and where. */
export function ChainPanel() {
  const { t } = useTranslation('audit');
  const check = useAuditVerification(true);
  const again = (
    <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={() => void check.refetch()} loading={check.isFetching} loadingText={t('chain.verifying')}>
      <RotateCcw aria-hidden="true" />
      {t('chain.verifyAgain')}
    </Button>
  );
  if (check.isPending) return <Skeleton className="h-20" aria-label={t('chain.verifyingLabel')} />;
  if (check.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle>{t('chain.failedTitle')}</AlertTitle>
        <AlertDescription>
          {errorText(check.error, t('chain.failedFallback'))}
          <div>{again}</div>
        </AlertDescription>
      </Alert>
    );
  }
  const { intact, verified, firstBrokenSeq, problem, caughtBy, checkpoints, anchors, keyId } = check.data;
  const counted = { count: verified, verified: formatCount(verified), seq: firstBrokenSeq };
  const anchor =
    checkpoints.latestSeq === null ? (
      <p>{t('chain.noCheckpoint')}</p>
    ) : (
      <p>
        {t('chain.anchor', { count: checkpoints.count, seq: checkpoints.latestSeq, at: formatDateTime(checkpoints.latestAt), key: keyId.slice(0, 16) })}
        {anchors.reviews + anchors.backups > 0 && <> {t('chain.heads', anchors)}</>}
      </p>
    );
  return intact ? (
    <Alert aria-live="polite" className="border-green-600/40 bg-green-600/5">
      <ShieldCheck aria-hidden="true" className="text-green-700 dark:text-green-500" />
      <AlertTitle className="text-green-800 dark:text-green-400">{t('chain.intactTitle', counted)}</AlertTitle>
      <AlertDescription>
        {t('chain.intactDescription')}
        {anchor}
        <div>{again}</div>
      </AlertDescription>
    </Alert>
  ) : (
    <Alert variant="destructive" role="alert">
      <ShieldAlert aria-hidden="true" />
      <AlertTitle>{t('chain.brokenTitle', counted)}</AlertTitle>
      <AlertDescription>
        {problem && (
          <p className="font-medium">
            {t(`chain.problems.${problem}`)} {caughtBy && t(`chain.caughtBy.${caughtBy}`)}
          </p>
        )}
        {t('chain.brokenDescription', counted)}
        {anchor}
        <div>{again}</div>
      </AlertDescription>
    </Alert>
  );
}
