import { useTranslation } from 'react-i18next';
import type { AuditReviewHighlight } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

const COLOURS = {
  'failed-authentication': 'red',
  'outside-working-hours': 'orange',
  'administrator-action': 'dark-grey',
  'configuration-change': 'grey',
} as const satisfies Record<AuditReviewHighlight, string>;

export function HighlightBadge({ kind }: { kind: AuditReviewHighlight }) {
  const { t } = useTranslation('auditReviews');
  return (
    <Badge variant={COLOURS[kind]} className="whitespace-nowrap">
      {t(`highlights.${kind}`)}
    </Badge>
  );
}
