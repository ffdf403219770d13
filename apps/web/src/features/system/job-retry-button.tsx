import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRetryJob } from './queries';

/** Queues a failed job again (audited "Job Retried" on the server); the list is read again after it. */
export function JobRetryButton({ job }: { job: Pick<JobSummary, 'id' | 'name' | 'createdAt'> }) {
  const { t } = useTranslation('system');
  const retry = useRetryJob();
  const run = () =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(t('jobs.retried', { name: job.name })),
      onError: (error) => toast.error(t('jobs.retryFailedTitle'), { description: errorText(error, t('jobs.retryFailed')) }),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={run}
      loading={retry.isPending}
      loadingText={t('jobs.retrying')}
      aria-label={t('jobs.retryLabel', { name: job.name, time: formatDateTime(job.createdAt) })}
    >
      <RotateCcw aria-hidden="true" />
      {t('jobs.retry')}
    </Button>
  );
}
