import { useMutation } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPermission, type DiagnosticCheck } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { NotFoundPage } from '@/components/status/not-found-page';
import { errorText } from '@/i18n/error-text';
import { runDiagnosticsRequest } from './api';
import { IntegrationChecks } from './integration-checks';
import { StatusBadge } from '@/components/diagnostics/status-badge';

/** The checks the server runs, in its order: shown as CHECKING while a run is under way. */
const CHECK_NAMES = ['database', 'migrations', 'audit-chain', 'audit-key', 'blob-store', 'renditions', 'smtp', 'listen-notify', 'worker-pools', 'disk-space', 'clock', 'backups'] as const;

function useCheckLabel() {
  const { t } = useTranslation('diagnostics');
  return (name: string) => ((CHECK_NAMES as readonly string[]).includes(name) ? t(`checks.${name as (typeof CHECK_NAMES)[number]}`) : name);
}

function Count({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <Card>
      <CardContent className="grid gap-1 pt-4">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-2xl font-semibold tabular-nums" data-testid={testId}>{value ?? '—'}</span>
      </CardContent>
    </Card>
  );
}

function CheckRow({ name, check }: { name: string; check: DiagnosticCheck | undefined }) {
  const { t } = useTranslation('diagnostics');
  const label = useCheckLabel();
  return (
    <li className="flex flex-wrap items-start gap-3 border-b py-3 last:border-b-0" data-testid={`check-${name}`}>
      <StatusBadge status={check?.status ?? 'checking'} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium">{label(name)}</span>
        {check && <span className="text-sm">{check.message}</span>}
        {check?.details && <span className="break-words text-xs text-muted-foreground">{check.details}</span>}
      </div>
      {check && <span className="text-xs text-muted-foreground tabular-nums">{t('ms', { ms: Math.round(check.ms) })}</span>}
    </li>
  );
}

/** /dashboard/{role}/debug (spec 02 §2 /debug/app): Run Diagnostics, the counts, each check and the Quick Fixes. Admins only. */
export function DiagnosticsPage() {
  const { t } = useTranslation('diagnostics');
  const label = useCheckLabel();
  const { data: session } = useSession();
  const run = useMutation({ mutationFn: runDiagnosticsRequest });
  if (!session) return null;
  if (!hasPermission(session.user.role, 'manage-system')) return <NotFoundPage fullScreen={false} />;

  const checks = run.data?.checks;
  const count = (status: DiagnosticCheck['status']) => (checks ? checks.filter((check) => check.status === status).length : null);
  const notPassing = checks?.filter((check) => check.status !== 'pass') ?? [];
  const rows: { name: string; check: DiagnosticCheck | undefined }[] = checks && !run.isPending ? checks.map((check) => ({ name: check.name, check })) : CHECK_NAMES.map((name) => ({ name, check: undefined }));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        <Button onClick={() => run.mutate()} loading={run.isPending} loadingText={t('running')}>
          <Activity aria-hidden="true" />
          {t('run')}
        </Button>
      </div>
      <section className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label={t('counts.total')}>
        <Count label={t('counts.passed')} value={count('pass')} testId="count-passed" />
        <Count label={t('counts.failed')} value={count('fail')} testId="count-failed" />
        <Count label={t('counts.warnings')} value={count('warn')} testId="count-warnings" />
        <Count label={t('counts.total')} value={checks?.length ?? null} testId="count-total" />
      </section>
      {run.isError && <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">{errorText(run.error, t('failed'))}</p>}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardContent className="pt-2">
            {!checks && !run.isPending ? (
              <p className="py-6 text-sm text-muted-foreground">{t('notRun')}</p>
            ) : (
              <ul aria-live="polite">{rows.map(({ name, check }) => <CheckRow key={name} name={name} check={check} />)}</ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle as="h2" className="text-base">{t('quickFixes.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {!checks ? (
              <p className="text-sm text-muted-foreground">{t('quickFixes.notRun')}</p>
            ) : notPassing.length === 0 ? (
              <p className="text-sm">{t('quickFixes.none')}</p>
            ) : (
              <ul className="grid gap-3 text-sm" data-testid="quick-fixes">
                {notPassing.map((check) => (
                  <li key={check.name} className="grid gap-1">
                    <span className="flex items-center gap-2 font-medium"><StatusBadge status={check.status} />{label(check.name)}</span>
                    <span>{check.quickFix}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <IntegrationChecks />
    </div>
  );
}
