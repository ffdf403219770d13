import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { STORAGE_WARNING_PERCENT, type Role, type SystemOverviewResponse } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChainPanel } from '@/features/audit/chain-panel';
import { SystemHealthCard } from '@/features/dashboard/system-health-card';
import { formatBytes, formatCount, formatOneDecimal, formatPercent } from '@/lib/format';
import { i18n } from '@/i18n';
import { DiagnosticsLink } from '@/components/diagnostics-link';
import { StorageIntegrityPanel } from '@/features/system/storage-integrity-panel';

/** What the status card can say from what was measured for this page: the database answered, and the disk. */
function healthIssues(overview: SystemOverviewResponse): string[] {
  const percentage = overview.health.storage.percentage;
  return percentage !== null && percentage > STORAGE_WARNING_PERCENT
    ? [i18n.t('system:overview.storageFull', { percentage: formatOneDecimal(percentage) })]
    : [];
}

function Figure({ title, value, hint, testId }: { title: string; value: string; hint: string; testId: string }) {
  return (
    <Card className="h-full">
      <CardHeader className="pb-1">
        <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1">
        <span className="break-words text-xl font-semibold tabular-nums" data-testid={testId}>
          {value}
        </span>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ overview, role }: { overview: SystemOverviewResponse; role: Role }) {
  const { t } = useTranslation('system');
  const issues = healthIssues(overview);
  const { counts, health } = overview;
  return (
    <div className="grid gap-6">
      <section aria-label={t('overview.figures')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          title={t('overview.status.title')}
          value={issues.length ? t('overview.status.attention') : t('overview.status.operational')}
          hint={issues[0] ?? t('overview.status.healthy')}
          testId="system-status"
        />
        <Figure
          title={t('overview.storage.title')}
          value={health.storage.percentage === null ? '—' : formatPercent(health.storage.percentage)}
          hint={t('overview.storage.hint')}
          testId="system-storage"
        />
        <Figure
          title={t('overview.responseTime.title')}
          value={`${formatOneDecimal(overview.databaseResponseMs)} ms`}
          hint={t('overview.responseTime.hint')}
          testId="system-response"
        />
        <Link
          to="/dashboard/$role/users/active"
          params={{ role }}
          className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Figure
            title={t('overview.activeUsers.title')}
            value={formatCount(counts.activeUsers)}
            hint={t('overview.activeUsers.hint')}
            testId="system-active-users"
          />
        </Link>
      </section>
      {issues.length > 0 && (
        <ul role="alert" className="list-disc rounded-lg border border-destructive/40 bg-destructive/5 py-3 pr-4 pl-8 text-sm text-destructive">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <SystemHealthCard health={health} />
        <Card>
          <CardHeader className="pb-3">
            <CardTitle as="h2" className="text-base">
              {t('overview.statistics.title')}
            </CardTitle>
            <CardDescription>{t('overview.statistics.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
              <dt>{t('overview.statistics.documents')}</dt>
              <dd className="text-right tabular-nums">{formatCount(counts.documents)}</dd>
              <dt>{t('overview.statistics.activeWorkflows')}</dt>
              <dd className="text-right tabular-nums">{formatCount(counts.activeWorkflows)}</dd>
              <dt>{t('overview.statistics.auditEvents')}</dt>
              <dd className="text-right tabular-nums">{formatCount(counts.auditEventsLast24h)}</dd>
              <dt>{t('overview.statistics.filesStored')}</dt>
              <dd className="text-right tabular-nums">{formatBytes(health.storage.filesBytes)}</dd>
            </dl>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle as="h2" className="text-base">
            {t('overview.integrity.title')}
          </CardTitle>
          <CardDescription>{t('overview.integrity.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ChainPanel />
          <StorageIntegrityPanel />
        </CardContent>
      </Card>
      <DiagnosticsLink role={role} />
    </div>
  );
}
