import { useTranslation } from 'react-i18next';
import type { TrainingStatus } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

const VARIANT = { assigned: 'orange', completed: 'green', overdue: 'red' } as const;

export function TrainingStatusBadge({ status }: { status: TrainingStatus }) {
  const { t } = useTranslation('training');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
