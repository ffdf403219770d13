import { useCallback, useState } from 'react';
import { BellOff, CheckCheck, ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_PAGE_SIZE, type CurrentUser } from '@attest/domain';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { FilterTabsTrigger, Tabs, TabsList } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { errorText } from '@/i18n/error-text';
import { NotificationFilters, type NotificationFilterState } from './notification-filters';
import { NotificationItem } from './notification-item';
import { NotificationStats } from './notification-stats';
import { useNotificationActions, useNotificationList } from './queries';
import { useOpenNotification } from './use-open-notification';

type Tab = 'all' | 'unread' | 'read';

/** /dashboard/$role/notifications (spec 02 §2): the user's own notifications, filtered and paged on the server. */
export function NotificationsPage() {
  const { data: session } = useSession();
  if (!session) return null;
  return <NotificationsView user={session.user} />;
}

function NotificationsView({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['notifications', 'common']);
  const [tab, setTab] = useState<Tab>('all');
  const [filters, setFilters] = useState<NotificationFilterState>({ q: '', type: '', category: '', sort: 'newest' });
  const [page, setPage] = useState(1);
  const list = useNotificationList({
    status: tab,
    q: filters.q || undefined,
    type: filters.type || undefined,
    category: filters.category || undefined,
    sort: filters.sort,
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  });
  const { markAllRead, clear, remove } = useNotificationActions();
  const openNotification = useOpenNotification(user.role);
  const changeFilters = useCallback((patch: Partial<NotificationFilterState>) => {
    setFilters((previous) => ({ ...previous, ...patch }));
    setPage(1);
  }, []);

  const data = list.data;
  const counts = data?.counts;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted-foreground">{t('page.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => markAllRead.mutate()} disabled={!counts?.unread} loading={markAllRead.isPending}>
            <CheckCheck aria-hidden="true" />
            {t('actions.markAllRead')}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" disabled={!counts?.total} loading={clear.isPending}>
                <Trash2 aria-hidden="true" />
                {t('page.clearAll')}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('page.clearTitle')}</AlertDialogTitle>
                <AlertDialogDescription>{t('page.clearDescription', { count: counts?.total ?? 0 })}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('common:actions.cancel')}</AlertDialogCancel>
                <AlertDialogAction onClick={() => clear.mutate()}>{t('page.clearAll')}</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>

      <NotificationStats counts={counts} />

      <Card className="gap-0 overflow-hidden p-0">
        <div className="space-y-4 border-b p-4">
          <NotificationFilters value={filters} onChange={changeFilters} />
          <Tabs
            value={tab}
            onValueChange={(value) => {
              setTab(value as Tab);
              setPage(1);
            }}
          >
            <TabsList>
              <FilterTabsTrigger value="all">{t('page.tabAll', { count: counts?.total ?? 0 })}</FilterTabsTrigger>
              <FilterTabsTrigger value="unread">{t('page.tabUnread', { count: counts?.unread ?? 0 })}</FilterTabsTrigger>
              <FilterTabsTrigger value="read">{t('page.tabRead', { count: counts?.read ?? 0 })}</FilterTabsTrigger>
            </TabsList>
          </Tabs>
        </div>
        {list.isPending ? (
          <div className="flex justify-center py-16" role="status" aria-label={t('page.loading')}>
            <Spinner />
          </div>
        ) : list.isError ? (
          <p className="px-4 py-16 text-center text-sm text-destructive">{t('page.unavailable', { message: errorText(list.error, t('common:connectionProblem')) })}</p>
        ) : data?.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-16 text-center">
            <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('page.empty')}</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label={t('page.listLabel')}>
            {data?.items.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} onOpen={() => openNotification(n)} onDelete={() => remove.mutate(n.id)} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="flex items-center justify-between gap-2 border-t px-4 py-3 text-sm">
            <span className="text-muted-foreground" aria-live="polite">
              {t('common:pagination.pageOf', { page, pages })}
            </span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                <ChevronLeft aria-hidden="true" />
                {t('common:pagination.previous')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pages}>
                {t('common:pagination.next')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
