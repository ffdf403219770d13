import { useTranslation } from 'react-i18next';
import { ListRetryMessage } from '@/components/list-page/list-retry-message';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/i18n/error-text';
import { LmsForm } from './lms-form';
import { LmsStatementLog, type LmsLogProps } from './lms-statement-log';
import { useLmsConfig } from './queries';

/** LMS (xAPI): the LRS connection, Test Connection, and the statements' delivery log. */
export function LmsCard({ logSearch, onLogSearch }: { logSearch: LmsLogProps['search']; onLogSearch: LmsLogProps['onSearch'] }) {
  const { t } = useTranslation('integrations');
  const config = useLmsConfig();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('lms.title')}</CardTitle>
        <CardDescription>{t('lms.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {config.isError ? (
          <ListRetryMessage quiet title={t('lms.loadFailed')} retryLabel={t('common.reload')} onRetry={() => void config.refetch()}>
            {errorText(config.error, t('lms.loadFailed'))}
          </ListRetryMessage>
        ) : !config.data ? (
          <Skeleton className="h-48" />
        ) : (
          // Keyed by the saved moment: a save shows the stored values (and an empty key field) again.
          <LmsForm key={config.data.updatedAt ?? 'new'} config={config.data} />
        )}
      </CardContent>
      <LmsStatementLog search={logSearch} onSearch={onLogSearch} />
    </Card>
  );
}
