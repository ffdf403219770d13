import { useTranslation } from 'react-i18next';
import type { CopyStatus } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

/** One colour per copy status: to recall stands out, the closed ones recede. */
const COPY_STATUS_CLASSES: Record<CopyStatus, string> = {
  issued: 'bg-sky-100 text-sky-800 border-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:border-sky-800',
  'to-recall': 'bg-amber-100 text-amber-900 border-amber-400 dark:bg-amber-950 dark:text-amber-200 dark:border-amber-700',
  returned: 'bg-slate-100 text-slate-700 border-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:border-slate-600',
  destroyed: 'bg-zinc-200 text-zinc-700 border-zinc-400 dark:bg-zinc-800 dark:text-zinc-300 dark:border-zinc-600',
};

export function CopyStatusBadge({ status }: { status: CopyStatus }) {
  const { t } = useTranslation('copies');
  return (
    <Badge variant="outline" className={COPY_STATUS_CLASSES[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
