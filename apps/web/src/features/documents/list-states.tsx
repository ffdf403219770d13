import { AlertTriangle, FileSearch, RefreshCw, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';

export function ListFailed({ onRetry, onRefreshAll }: { onRetry: () => void; onRefreshAll: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <ListMessage
      failure
      icon={AlertTriangle}
      title={t('listStates.failedTitle')}
      actions={
        <>
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t('listStates.retry')}
          </Button>
          <Button variant="outline" onClick={onRefreshAll}>
            <RefreshCw aria-hidden="true" />
            {t('listStates.refreshAll')}
          </Button>
        </>
      }
    >
      {t('listStates.failed')}
    </ListMessage>
  );
}

export function ListEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('documents');
  return (
    <ListMessage icon={FileSearch} title={t('listStates.emptyTitle')}>
      {filtered ? t('listStates.emptyFiltered') : t('listStates.empty')}
    </ListMessage>
  );
}
