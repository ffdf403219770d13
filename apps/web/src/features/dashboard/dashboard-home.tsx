import { useTranslation } from 'react-i18next';
import { partOfDay } from '@attest/domain';
import { useSession } from '@/lib/session';
import { WorkCards } from '@/components/workflow/dashboard-cards';
import { greetingLabel, roleMessage } from '@/i18n/labels';
import { StatusChart, ThroughputChart } from './dashboard-charts';
import { QuickActions } from './quick-actions';
import { useDashboard } from '@/lib/api/dashboard/queries';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { SystemHealthCard } from './system-health-card';

/** /dashboard/$role: greeting, the role's cards with real figures, activity, quick actions and (admin) system health. */
export function DashboardHome() {
  const { t } = useTranslation('dashboard');
  const { data: session } = useSession();
  const dashboard = useDashboard();
  if (!session) return null;
  const { user } = session;
  const data = dashboard.data;
  // The role user's Recent Activity card counts its own actions since this date; the panel pages through them.
  const ownActivitySince = data?.cards.find((card) => card.link?.to === '#recent-activity')?.link?.search.from;

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('home.greeting', { greeting: greetingLabel(partOfDay(new Date())), name: user.name })}
        </h1>
        <p className="text-muted-foreground">{roleMessage(user.role)}</p>
      </div>
      {dashboard.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {t('home.loadFailed')}
        </p>
      ) : (
        <StatCards cards={data?.cards} role={user.role} loading={dashboard.isPending} />
      )}
      <WorkCards user={user} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          {data && <StatusChart data={data.documentsByStatus} role={user.role} />}
          {data?.throughput && <ThroughputChart weeks={data.throughput} />}
          <RecentActivity entries={data?.recentActivity} role={user.role} loading={dashboard.isPending} ownSince={ownActivitySince} />
        </div>
        <div className="grid content-start gap-6">
          <QuickActions role={user.role} />
          {data?.systemHealth && <SystemHealthCard health={data.systemHealth} />}
        </div>
      </div>
    </div>
  );
}
