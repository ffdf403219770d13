import { Link } from '@tanstack/react-router';
import { STORAGE_WARNING_PERCENT, type Role, type SystemOverviewResponse } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChainPanel } from '@/features/audit/chain-panel';
import { SystemHealthCard } from '@/features/dashboard/system-health-card';
import { formatBytes, formatCount } from '@/features/documents/format';
import { StorageIntegrityPanel } from './storage-integrity-panel';

/** What the status card can say from what was measured for this page: the database answered, and the disk. */
function healthIssues(overview: SystemOverviewResponse): string[] {
  const percentage = overview.health.storage.percentage;
  return percentage !== null && percentage > STORAGE_WARNING_PERCENT ? [`Storage of the file store's disk is ${percentage.toFixed(1)}% full.`] : [];
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
        <span className="text-2xl font-semibold tabular-nums" data-testid={testId}>
          {value}
        </span>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ overview, role }: { overview: SystemOverviewResponse; role: Role }) {
  const issues = healthIssues(overview);
  const { counts, health } = overview;
  return (
    <div className="grid gap-6">
      <section aria-label="System figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure title="System Status" value={issues.length ? 'Attention' : 'Operational'} hint={issues[0] ?? 'The database answered and the disk has room.'} testId="system-status" />
        <Figure
          title="Storage Usage"
          value={health.storage.percentage === null ? '—' : `${health.storage.percentage.toFixed(1)}%`}
          hint="Of the file store's disk, read from the operating system."
          testId="system-storage"
        />
        <Figure title="Response Time" value={`${overview.databaseResponseMs.toFixed(1)} ms`} hint="One round trip to the database, measured for this page." testId="system-response" />
        <Link to="/dashboard/$role/users/active" params={{ role }} className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={`Active Users: ${counts.activeUsers}. Open the list`}>
          <Figure title="Active Users" value={formatCount(counts.activeUsers)} hint="Accounts with a password set. Opens the list." testId="system-active-users" />
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
              Statistics
            </CardTitle>
            <CardDescription>Counted in the database now.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
              <dt>Documents (archived ones aside)</dt>
              <dd className="text-right tabular-nums">{formatCount(counts.documents)}</dd>
              <dt>Active workflows</dt>
              <dd className="text-right tabular-nums">{formatCount(counts.activeWorkflows)}</dd>
              <dt>Audit events in the last 24 hours</dt>
              <dd className="text-right tabular-nums">{formatCount(counts.auditEventsLast24h)}</dd>
              <dt>Document files stored</dt>
              <dd className="text-right tabular-nums">{formatBytes(health.storage.filesBytes)}</dd>
            </dl>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle as="h2" className="text-base">
            Integrity checks
          </CardTitle>
          <CardDescription>The audit trail's hash chain, and every stored file against its SHA-256 and the records that use it.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ChainPanel />
          <StorageIntegrityPanel />
        </CardContent>
      </Card>
    </div>
  );
}
