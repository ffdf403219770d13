import { useTranslation } from 'react-i18next';
import { CircleX } from 'lucide-react';
import type { DocumentDetail } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useDocumentWorkflows } from '@/lib/api/workflow/queries';
import { rejectionOf } from './rejection';

/** At the top of a rejected document (and of the draft it became on revision) until it is submitted again: who rejected it and why. */
export function RejectionNotice({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation('workflow');
  const workflows = useDocumentWorkflows(doc.id);
  const rejection = rejectionOf(doc, workflows.data);
  if (!rejection) return null;
  return (
    <Alert variant="destructive" role="alert" aria-labelledby="rejection-title">
      <CircleX aria-hidden="true" />
      <AlertTitle id="rejection-title">
        {t('rejectionNotice.title', { name: rejection.by, date: rejection.at ? rejection.at.slice(0, 10) : '' })}
      </AlertTitle>
      <AlertDescription className="grid gap-1">
        <p>
          <span className="font-medium">{t('rejectionNotice.reason')}</span> {rejection.reason || t('rejectionNotice.noReason')}
        </p>
        <p className="text-foreground/80">{t('rejectionNotice.next')}</p>
      </AlertDescription>
    </Alert>
  );
}
