import { useTranslation } from 'react-i18next';
import type { PeriodicReviewTask } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

const VARIANT = { open: 'orange', revising: 'secondary', completed: 'green', closed: 'grey' } as const;

/** A review task's state; an open one past its date says so. */
export function ReviewStateBadge({ task }: { task: Pick<PeriodicReviewTask, 'status' | 'overdue'> }) {
  const { t } = useTranslation('periodicReviews');
  if (task.overdue) return <Badge variant="red">{t('status.overdue')}</Badge>;
  return <Badge variant={VARIANT[task.status]}>{t(`status.${task.status}`)}</Badge>;
}
