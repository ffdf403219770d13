import { ClipboardCheck, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/diagnostics/status-badge';
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/date-display';
import { startDownload } from '@/lib/save-file';
import { installationReportUrl } from './api';
import { InstallationRunCard } from './installation-run-card';
import { useInstallationQualifications, useRunInstallationQualification } from './queries';

/**
 * System Administration → Validation: the installation qualification (IQ) run against this live installation on
 * request, its latest result, and the stored reports of earlier runs for download.
 */
export function InstallationQualificationTab() {
  const { t } = useTranslation('qualification');
  const runs = useInstallationQualifications();
  const run = useRunInstallationQualification();
  const [latest, ...earlier] = runs.data?.runs ?? [];

  const start = () =>
    run.mutate(undefined, {
      onSuccess: (result) => (result.status === 'fail' ? toast.error(t('toast.failed')) : toast.success(t('toast.done'))),
      onError: (error) => toast.error(errorText(error, t('toast.error'))),
    });

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Button className="w-fit" onClick={start} loading={run.isPending} loadingText={t('running')}>
            <ClipboardCheck aria-hidden="true" />
            {t('run.start')}
          </Button>
          <p className="text-sm text-muted-foreground">{t('oqHint')}</p>
        </CardContent>
      </Card>
      {runs.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(runs.error, t('loadFailed'))}
        </p>
      ) : !runs.data ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : !latest ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <InstallationRunCard run={latest} />
      )}
      {earlier.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{t('earlier')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {earlier.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-3 text-sm">
                  <StatusBadge status={item.status} />
                  <span>{t('run.by', { date: formatDateTime(item.runAt), name: item.runBy })}</span>
                  <Button variant="ghost" size="sm" aria-label={`${t('run.download')} ${formatDateTime(item.runAt)}`} onClick={() => startDownload(installationReportUrl(item.id))}>
                    <Download aria-hidden="true" />
                    {t('run.download')}
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
