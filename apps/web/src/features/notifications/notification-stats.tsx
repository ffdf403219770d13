import { Bell, Clock, MailCheck, MailOpen, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationCounts } from '@attest/domain';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';

/** The stat cards of the notifications page (spec 02 §2): real counts over all of the user's notifications. */
export function NotificationStats({ counts }: { counts: NotificationCounts | undefined }) {
  const { t } = useTranslation('notifications');
  const figures: { label: string; icon: LucideIcon; value: number | undefined }[] = [
    { label: t('stats.total'), icon: Bell, value: counts?.total },
    { label: t('stats.unread'), icon: MailOpen, value: counts?.unread },
    { label: t('stats.read'), icon: MailCheck, value: counts?.read },
    { label: t('stats.last24Hours'), icon: Clock, value: counts?.last24Hours },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(({ label, icon: Icon, value }) => (
        <Card key={label} className="p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium text-muted-foreground">{label}</span>
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          </div>
          {value === undefined ? <Skeleton className="mt-2 h-8 w-16" /> : <p className="mt-1 text-2xl font-semibold">{formatCount(value)}</p>}
        </Card>
      ))}
    </div>
  );
}
