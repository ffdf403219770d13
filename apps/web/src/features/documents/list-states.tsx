import { FileSearch, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list-message';
import { ListRetryMessage } from '@/components/list-page/list-retry-message';
import { Button } from '@/components/ui/button';

export function ListFailed({ onRetry, onRefreshAll }: { onRetry: () => void; onRefreshAll: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <ListRetryMessage
      title={t('listStates.failedTitle')}
      retryLabel={t('listStates.retry')}
      onRetry={onRetry}
      moreActions={
        <Button variant="outline" onClick={onRefreshAll}>
          <RefreshCw aria-hidden="true" />
          {t('listStates.refreshAll')}
        </Button>
      }
    >
      {t('listStates.failed')}
    </ListRetryMessage>
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
