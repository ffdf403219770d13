import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format-count';
import { formatUptime } from './format-uptime';
import { usePublicStats } from './use-public-stats';

/**
 * Real figures of this instance (DESIGN.md §4.1: nothing invented); hidden if they cannot be loaded, and for visitors
 * unless an administrator made them public (the server answers `shown: false`).
 */
export function StatsStrip() {
  const { t } = useTranslation('landing');
  const stats = usePublicStats();
  if (stats.isError || stats.data?.shown === false) return null;

  const items = stats.data
    ? [
        {
          value: formatCount(stats.data.activeUsers),
          label: t('stats.activeUsers', { count: stats.data.activeUsers }),
        },
        {
          value: formatCount(stats.data.auditEvents),
          label: t('stats.auditEvents', { count: stats.data.auditEvents }),
        },
        { value: formatUptime(stats.data.uptimeSeconds), label: t('stats.uptime') },
      ]
    : null;

  return (
    <section aria-label={t('stats.label')} className="border-y bg-card/60">
      <dl className="mx-auto grid max-w-6xl grid-cols-1 divide-y px-6 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {items
          ? items.map((item) => (
              <div key={item.label} className="flex flex-col items-center gap-1 py-8">
                <dt className="order-2 text-sm text-muted-foreground">{item.label}</dt>
                <dd className="order-1 text-3xl font-semibold tracking-tight text-primary">{item.value}</dd>
              </div>
            ))
          : [0, 1, 2].map((key) => (
              <div key={key} className="flex flex-col items-center gap-2 py-8">
                <Skeleton className="h-8 w-20" />
                <Skeleton className="h-4 w-36" />
              </div>
            ))}
      </dl>
    </section>
  );
}
