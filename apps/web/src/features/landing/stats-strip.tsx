import { Skeleton } from '@/components/ui/skeleton';
import { formatUptime } from './format-uptime';
import { usePublicStats } from './use-public-stats';

const count = new Intl.NumberFormat('en');
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Real figures of this instance (DESIGN.md §4.1: nothing invented); hidden if they cannot be loaded. */
export function StatsStrip() {
  const stats = usePublicStats();
  if (stats.isError) return null;

  const items = stats.data
    ? [
        {
          value: count.format(stats.data.activeUsers),
          label: plural(stats.data.activeUsers, 'active user', 'active users'),
        },
        {
          value: count.format(stats.data.auditEvents),
          label: plural(stats.data.auditEvents, 'audit event recorded', 'audit events recorded'),
        },
        { value: formatUptime(stats.data.uptimeSeconds), label: 'uptime since last restart' },
      ]
    : null;

  return (
    <section aria-label="Live figures of this Attest instance" className="border-y bg-card/60">
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
