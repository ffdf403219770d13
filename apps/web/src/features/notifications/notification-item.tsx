import { ArrowRight, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { NotificationIcon } from './notification-icon';
import { formatDateTime, relativeTime } from '@/lib/date-display';

interface NotificationItemProps {
  notification: Notification;
  onOpen: () => void;
  onDelete: () => void;
}

/** One notification: icon, title, category, unread dot, two lines of message, time; delete; an arrow if it links somewhere. */
export function NotificationItem({ notification: n, onOpen, onDelete }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  return (
    <div className={cn('group relative flex gap-3 px-4 py-3 transition-colors hover:bg-accent/60', !n.isRead && 'bg-primary/5')}>
      <NotificationIcon notification={n} />
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 rounded-sm text-left outline-none after:absolute after:inset-0 focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset"
      >
        <span className="flex items-center gap-2">
          <span className={cn('truncate text-sm', n.isRead ? 'font-medium' : 'font-semibold')}>{n.title}</span>
          <Badge variant="outline" className="shrink-0">
            {t(`category.${n.category}`)}
          </Badge>
          {!n.isRead && (
            <span className="size-2 shrink-0 rounded-full bg-primary" data-testid="unread-dot">
              <span className="sr-only">{t('item.unread')}</span>
            </span>
          )}
        </span>
        <span className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{n.message}</span>
        <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)} className="mt-1 block text-xs text-muted-foreground">
          {relativeTime(n.createdAt)}
        </time>
      </button>
      <div className="relative z-10 flex shrink-0 flex-col items-center justify-between">
        <Button variant="ghost" size="icon" className="size-7" onClick={onDelete} aria-label={t('item.delete', { title: n.title })}>
          <X aria-hidden="true" />
        </Button>
        {n.actionUrl && <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />}
      </div>
    </div>
  );
}
