import { useTranslation } from 'react-i18next';
import type { AuditReviewStatus } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

export function ReviewStatusBadge({ status }: { status: AuditReviewStatus }) {
  const { t } = useTranslation('auditReviews');
  return <Badge variant={status === 'completed' ? 'green' : 'orange'}>{t(`status.${status}`)}</Badge>;
}
