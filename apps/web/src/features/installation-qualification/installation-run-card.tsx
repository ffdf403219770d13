import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InstallationQualificationRun } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusBadge } from '@/components/diagnostics/status-badge';
import { formatDateTime } from '@/lib/date-display';
import { startDownload } from '@/lib/save-file';
import { installationReportUrl } from './api';

function Facts({ title, facts }: { title: string; facts: InstallationQualificationRun['versions'] }) {
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium">{title}</h4>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {facts.map((fact) => (
          <div key={fact.name} className="contents">
            <dt className="text-muted-foreground">{fact.name}</dt>
            <dd className="break-all">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One run of the installation qualification: its checks, versions and configuration, and its stored report. */
export function InstallationRunCard({ run }: { run: InstallationQualificationRun }) {
  const { t } = useTranslation('qualification');
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="flex items-center gap-2">
            {t('run.title')} <StatusBadge status={run.status} />
          </CardTitle>
          <CardDescription>{t('run.by', { date: formatDateTime(run.runAt), name: run.runBy })}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => startDownload(installationReportUrl(run.id))}>
          <Download aria-hidden="true" />
          {t('run.download')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid gap-2" aria-label={t('run.checks')}>
          {run.checks.map((check) => (
            <li key={check.name} className="grid gap-x-3 gap-y-1 rounded-lg border px-3 py-2 sm:grid-cols-[6rem_10rem_1fr] sm:items-center">
              <StatusBadge status={check.status} />
              <span className="font-medium">{t(`check.${check.name as 'versions'}`, { defaultValue: check.name })}</span>
              <span className="text-sm">
                {check.message}
                {check.details && <span className="block text-xs text-muted-foreground break-all">{check.details}</span>}
              </span>
            </li>
          ))}
        </ul>
        <Facts title={t('run.versions')} facts={run.versions} />
        <Facts title={t('run.configuration')} facts={run.configuration} />
        <p className="text-xs text-muted-foreground break-all">{t('run.sha256', { sha256: run.reportSha256 })}</p>
      </CardContent>
    </Card>
  );
}
