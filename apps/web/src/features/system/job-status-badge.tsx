import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

/** One colour per job status: a failed job stands out, a finished one recedes. */
const JOB_STATUS_CLASSES: Record<JobStatus, string> = {
  queued: 'bg-slate-100 text-slate-700 border-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:border-slate-600',
  running: 'bg-sky-100 text-sky-800 border-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:border-sky-800',
  succeeded: 'bg-green-100 text-green-800 border-green-300 dark:bg-green-950 dark:text-green-200 dark:border-green-800',
  failed: 'bg-red-100 text-red-800 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation('system');
  return (
    <Badge variant="outline" className={JOB_STATUS_CLASSES[status]}>
      {t(`jobs.status.${status}`)}
    </Badge>
  );
}
