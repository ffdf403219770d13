import { useTranslation } from 'react-i18next';
import { GraduationCap } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useDocumentTraining } from '@/lib/api/training/queries';

/**
 * Shown in Make Effective for a document that trains before effective (FR-TRN-4): the version will wait in
 * Approved – Training rather than take effect, and what releases it.
 */
export function TrainingGateNotice({ documentId }: { documentId: string }) {
  const { t } = useTranslation('training');
  const { data } = useDocumentTraining(documentId);
  if (!data?.trainBeforeEffective) return null;
  const rule = data.releaseAtTarget ? 'gateNotice.ruleOrTarget' : 'gateNotice.rule';
  return (
    <Alert>
      <GraduationCap aria-hidden="true" />
      <AlertTitle>{t('gateNotice.title')}</AlertTitle>
      <AlertDescription>
        {t(rule, { percent: data.requiredPercent, count: data.audienceSize, days: data.effectiveDueDays })} {t('gateNotice.inForce')}
      </AlertDescription>
    </Alert>
  );
}
