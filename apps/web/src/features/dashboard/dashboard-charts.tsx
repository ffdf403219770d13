import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse, Role } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { statusLabel } from '@/i18n/labels';

/** Documents by status: one bar per status, each opening the list filtered to it. */
export function StatusChart({ data, role }: { data: DashboardResponse['documentsByStatus']; role: Role }) {
  const { t } = useTranslation('dashboard');
  const max = Math.max(1, ...data.map((d) => d.count));
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-base">
          {t('statusChart.title')}
        </CardTitle>
        <CardDescription>{t('statusChart.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('statusChart.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('statusChart.listLabel')}>
            {data.map(({ status, count }) => (
              <li key={status}>
                <Link
                  to="/dashboard/$role/documents"
                  params={{ role }}
                  search={{ status }}
                  className="grid grid-cols-[8.5rem_1fr_2.5rem] items-center gap-3 rounded-md px-1 py-0.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="truncate">{statusLabel(status)}</span>
                  <span className="h-2.5 rounded-full bg-secondary" aria-hidden="true">
                    <span className="block h-full rounded-full bg-primary" style={{ width: `${(count / max) * 100}%` }} />
                  </span>
                  <span className="text-right tabular-nums">{count}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const HEIGHT = 120;

/** Workflows started and completed per week over the last 12 weeks, as columns with the same figures in a table for screen readers. */
export function ThroughputChart({ weeks }: { weeks: NonNullable<DashboardResponse['throughput']> }) {
  const { t } = useTranslation('dashboard');
  const max = Math.max(1, ...weeks.flatMap((w) => [w.started, w.completed]));
  const total = weeks.reduce((sum, w) => ({ started: sum.started + w.started, completed: sum.completed + w.completed }), { started: 0, completed: 0 });
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-base">
          {t('throughputChart.title')}
        </CardTitle>
        <CardDescription>{t('throughputChart.description', { started: total.started, completed: total.completed })}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-end gap-1.5" style={{ height: HEIGHT }} aria-hidden="true">
          {weeks.map((w) => (
            <div key={w.weekStart} className="flex h-full flex-1 items-end justify-center gap-0.5" title={t('throughputChart.week', { date: formatDate(w.weekStart), started: w.started, completed: w.completed })}>
              <span className="w-1/2 rounded-t bg-primary/40" style={{ height: `${(w.started / max) * 100}%` }} />
              <span className="w-1/2 rounded-t bg-primary" style={{ height: `${(w.completed / max) * 100}%` }} />
            </div>
          ))}
        </div>
        <div className="mt-2 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{formatDate(weeks[0]?.weekStart)}</span>
          <span className="flex gap-3">
            <span className="flex items-center gap-1">
              <span className="size-2.5 rounded-sm bg-primary/40" /> {t('throughputChart.started')}
            </span>
            <span className="flex items-center gap-1">
              <span className="size-2.5 rounded-sm bg-primary" /> {t('throughputChart.completed')}
            </span>
          </span>
          <span>{formatDate(weeks.at(-1)?.weekStart)}</span>
        </div>
        <table className="sr-only">
          <caption>{t('throughputChart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('throughputChart.weekOf')}</th>
              <th scope="col">{t('throughputChart.started')}</th>
              <th scope="col">{t('throughputChart.completed')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{formatDate(w.weekStart)}</th>
                <td>{w.started}</td>
                <td>{w.completed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
