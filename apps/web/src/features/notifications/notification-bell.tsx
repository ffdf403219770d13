import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { AlertCircle, Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_BADGE_CAP, NOTIFICATIONS_DROPDOWN_SIZE, type CurrentUser } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/i18n/error-text';
import { NotificationItem } from './notification-item';
import { useNotificationActions, useNotificationList } from './queries';
import { useLiveEvents } from './use-live-events';
import { useOpenNotification } from './use-open-notification';
import { PanelEmptyState } from '@/components/ui/panel-empty-state';

export const badgeText = (unread: number) => (unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread));

/**
 * The header bell (spec 01 §2 Notification dropdown): unread badge, the latest 10, Mark all read, and the link to
 * the notifications page. It also holds the live stream, which lives as long as the signed-in shell.
 */
export function NotificationBell({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['notifications', 'common']);
  useLiveEvents();
  const [open, setOpen] = useState(false);
  const list = useNotificationList({ pageSize: NOTIFICATIONS_DROPDOWN_SIZE });
  const { markAllRead, remove } = useNotificationActions();
  const openNotification = useOpenNotification(user.role);
  const unread = list.data?.counts.unread ?? 0;
  const items = list.data?.items ?? [];

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-semibold text-white"
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label={t('bell.title')}>
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="text-sm font-semibold">{t('bell.title')}</h2>
          {unread > 0 && (
            <Button variant="ghost" size="sm" onClick={() => markAllRead.mutate()} loading={markAllRead.isPending}>
              {t('actions.markAllRead')}
            </Button>
          )}
        </div>
        <div className="max-h-[min(28rem,60vh)] overflow-y-auto">
          {list.isPending ? (
            <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" role="status">
              <Spinner className="size-5" />
              {t('bell.loading')}
            </div>
          ) : list.isError ? (
            <PanelEmptyState icon={AlertCircle} title={t('bell.unavailable')} description={errorText(list.error, t('common:connectionProblem'))} />
          ) : items.length === 0 ? (
            <PanelEmptyState icon={BellOff} title={t('bell.emptyTitle')} description={t('bell.emptyDescription')} />
          ) : (
            <ul className="divide-y">
              {items.map((n) => (
                <li key={n.id}>
                  <NotificationItem
                    notification={n}
                    onOpen={() => {
                      openNotification(n);
                      setOpen(false);
                    }}
                    onDelete={() => remove.mutate(n.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t p-2">
          <Button variant="ghost" size="sm" className="w-full" asChild>
            <Link to="/dashboard/$role/notifications" params={{ role: user.role }} onClick={() => setOpen(false)}>
              {t('bell.viewAll')}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
