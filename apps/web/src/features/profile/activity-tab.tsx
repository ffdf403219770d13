import { useTranslation } from 'react-i18next';
import { Activity } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, relativeTime } from '@/lib/date-display';
import { useActivity } from '@/lib/api/profile/queries';

/** Activity: my last 10 audit entries, newest first (spec 02 §7, §9). */
export function ActivityTab() {
  const { t } = useTranslation('profile');
  const activity = useActivity();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('activity.title')}</CardTitle>
        <CardDescription>{t('activity.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t('activity.loading')}
          </p>
        ) : activity.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('activity.failed')}
          </p>
        ) : activity.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>
        ) : (
          <ol className="divide-y">
            {activity.data.items.map((entry) => (
              <li key={entry.seq} className="flex items-start gap-3 py-3">
                <Activity className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{entry.action}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {entry.document ? `${entry.document.docNumber} · ${entry.document.title}` : entry.entityType === 'user' ? t('activity.yourAccount') : entry.entityType}
                  </p>
                </div>
                <div className="shrink-0 text-right text-xs text-muted-foreground">
                  <p>{relativeTime(entry.timestamp)}</p>
                  <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
