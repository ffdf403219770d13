import { Link } from '@tanstack/react-router';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPermission, type Role } from '@attest/domain';
import { Button } from '@/components/ui/button';

/** On the Audit screen, for QA reviewers: the way to the audit-trail reviews. */
export function AuditReviewsLink({ role }: { role: Role }) {
  const { t } = useTranslation('auditReviews');
  if (!hasPermission(role, 'review-audit-trail')) return null;
  return (
    <Button variant="outline" asChild>
      <Link to="/dashboard/$role/audit/reviews" params={{ role }}>
        <ClipboardCheck aria-hidden="true" />
        {t('auditLink')}
      </Link>
    </Button>
  );
}
