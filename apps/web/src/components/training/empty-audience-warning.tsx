import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useDocumentTraining } from '@/lib/api/training/queries';

/** At approval: a training-required document whose audience is empty would train nobody. A warning, not a block. */
export function EmptyAudienceWarning({ documentId }: { documentId: string }) {
  const { t } = useTranslation('training');
  const training = useDocumentTraining(documentId);
  if (!training.data?.trainingRequired || training.data.audienceSize > 0) return null;
  return (
    <Alert role="status">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{t('approvalWarning.title')}</AlertTitle>
      <AlertDescription>{t('approvalWarning.description')}</AlertDescription>
    </Alert>
  );
}
