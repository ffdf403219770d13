import { RotateCcw, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/features/documents/format';
import { ApiError } from '@/lib/api-client';
import { useAuditVerification } from './queries';

/** The hash chain recomputed on the server (DESIGN §4.4): intact, or the first broken link. */
export function ChainPanel() {
  const check = useAuditVerification(true);
  const again = (
    <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={() => void check.refetch()} loading={check.isFetching} loadingText="Verifying…">
      <RotateCcw aria-hidden="true" />
      Verify again
    </Button>
  );
  if (check.isPending) return <Skeleton className="h-20" aria-label="Verifying the audit trail" />;
  if (check.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle>The audit trail could not be verified</AlertTitle>
        <AlertDescription>
          {check.error instanceof ApiError ? check.error.message : 'Please check your connection and try again.'}
          <div>{again}</div>
        </AlertDescription>
      </Alert>
    );
  }
  const { intact, verified, firstBrokenSeq } = check.data;
  return intact ? (
    <Alert aria-live="polite" className="border-green-600/40 bg-green-600/5">
      <ShieldCheck aria-hidden="true" className="text-green-700 dark:text-green-500" />
      <AlertTitle className="text-green-800 dark:text-green-400">Audit trail intact — {formatCount(verified)} events verified</AlertTitle>
      <AlertDescription>
        Every event's hash matches its content and the event before it.
        <div>{again}</div>
      </AlertDescription>
    </Alert>
  ) : (
    <Alert variant="destructive" role="alert">
      <ShieldAlert aria-hidden="true" />
      <AlertTitle>Audit trail BROKEN at event #{firstBrokenSeq}</AlertTitle>
      <AlertDescription>
        {formatCount(verified)} events verified before the break. The record from event #{firstBrokenSeq} on cannot be trusted; report this to
        your quality unit.
        <div>{again}</div>
      </AlertDescription>
    </Alert>
  );
}
