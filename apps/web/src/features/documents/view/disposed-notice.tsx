import { useTranslation } from 'react-i18next';
import { FileX2 } from 'lucide-react';
import type { DocumentDetail } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/date-display';

/** In place of the content of a document disposed of at the end of its retention period (FR-RET-2): what remains. */
export function DisposedNotice({ disposal }: { disposal: NonNullable<DocumentDetail['disposal']> }) {
  const { t } = useTranslation('documentView');
  return (
    <Alert>
      <FileX2 aria-hidden="true" />
      <AlertTitle>{t('disposed.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('disposed.body', { date: formatDateTime(disposal.disposedAt), name: disposal.disposedBy })}</p>
        <p>{t('disposed.reason', { reason: disposal.reason })}</p>
      </AlertDescription>
    </Alert>
  );
}
