import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/i18n/error-text';
import { LmsForm } from './lms-form';
import { LmsStatementLog } from './lms-statement-log';
import { useLmsConfig } from './queries';

/** LMS (xAPI): the LRS connection, Test Connection, and the statements' delivery log. */
export function LmsCard() {
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
          <ListMessage
            icon={AlertTriangle}
            title={t('lms.loadFailed')}
            failure
            actions={
              <Button variant="outline" onClick={() => void config.refetch()}>
                <RefreshCw aria-hidden="true" />
                {t('common.reload')}
              </Button>
            }
          >
            {errorText(config.error, t('lms.loadFailed'))}
          </ListMessage>
        ) : !config.data ? (
          <Skeleton className="h-48" />
        ) : (
          // Keyed by the saved moment: a save shows the stored values (and an empty key field) again.
          <LmsForm key={config.data.updatedAt ?? 'new'} config={config.data} />
        )}
      </CardContent>
      <LmsStatementLog />
    </Card>
  );
}
