import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ORPHAN_GRACE_HOURS } from '@attest/domain';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { formatBytes, formatCount } from '@/lib/format';
import { errorText } from '@/i18n/error-text';
import { useOrphanSweep } from './queries';

/**
 * Runs the daily orphaned-file sweep now, asked once more since the files go for good. `onSwept` runs
 * after it, so the panel checks the store again and shows what is left.
 */
export function OrphanSweepButton({ onSwept }: { onSwept: () => void }) {
  const { t } = useTranslation('system');
  const sweep = useOrphanSweep();
  const hours = ORPHAN_GRACE_HOURS;
  const run = () =>
    sweep.mutate(undefined, {
      onSuccess: (result) => {
        const kept = result.keptInGrace > 0 ? t('orphanSweep.kept', { count: result.keptInGrace, number: formatCount(result.keptInGrace), hours: result.graceHours }) : undefined;
        if (result.removed > 0) toast.success(t('orphanSweep.removed', { count: result.removed, number: formatCount(result.removed), size: formatBytes(result.bytes) }), { description: kept });
        else toast.info(t('orphanSweep.none', { hours: result.graceHours }), { description: kept });
        onSwept();
      },
      onError: (error) => toast.error(t('orphanSweep.failedTitle'), { description: errorText(error, t('orphanSweep.failed')) }),
    });
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t('orphanSweep.hint', { hours })}</p>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" className="w-fit" loading={sweep.isPending} loadingText={t('orphanSweep.removing')}>
            <Trash2 aria-hidden="true" />
            {t('orphanSweep.remove')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('orphanSweep.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('orphanSweep.confirmText', { hours })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('orphanSweep.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={run}>{t('orphanSweep.confirm')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
