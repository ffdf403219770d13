import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { AuditEntry, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditLog } from '@/lib/api/audit/queries';
import { formatCount, formatDate, formatDateTime } from '@/lib/format';

const PAGE_SIZE = 5;

function ActivityList({ entries, role }: { entries: AuditEntry[]; role: Role }) {
  const { t } = useTranslation('dashboard');
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t('recentActivity.empty')}</p>;
  return (
    <ul className="divide-y" aria-label={t('recentActivity.listLabel')}>
      {entries.map((entry) => (
        <li key={entry.seq} className="grid gap-0.5 py-2 text-sm">
          <span className="font-medium">{entry.action}</span>
          {entry.document && (
            <Link
              to="/dashboard/$role/documents/$documentId"
              params={{ role, documentId: entry.document.id }}
              className="truncate text-primary underline-offset-4 hover:underline"
            >
              {entry.document.title}
            </Link>
          )}
          <span className="text-xs text-muted-foreground">
            {entry.actor.name} · <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

const Loading = () => (
  <div className="grid gap-2">
    {Array.from({ length: 3 }, (_, i) => (
      <Skeleton key={i} className="h-10" />
    ))}
  </div>
);

/** The role user's own actions since a date, five at a time: every action the Recent Activity card counts. */
function OwnActivityPages({ since, role }: { since: string; role: Role }) {
  const { t } = useTranslation('dashboard');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ from: since, sort: 'timestamp', dir: 'desc', page, pageSize: PAGE_SIZE });
  if (log.isError) return <p className="text-sm text-destructive">{t('recentActivity.loadFailed')}</p>;
  if (!log.data) return <Loading />;
  const { items, total } = log.data;
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <div className="grid gap-2">
      <ActivityList entries={items} role={role} />
      {total > 0 && (
        <div className="flex items-center justify-between gap-2 border-t pt-3 text-xs text-muted-foreground">
          <p aria-live="polite">
            <Trans
              t={t}
              i18nKey="recentActivity.range"
              values={{ first: formatCount(first), last: formatCount(first + items.length - 1), total: formatCount(total), date: formatDate(since) }}
              components={{ time: <time dateTime={since} /> }}
            />
          </p>
          <div className="flex gap-1">
            <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1} aria-label={t('recentActivity.newer')}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page * PAGE_SIZE >= total} aria-label={t('recentActivity.older')}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Spec 01 §2 Recent Activity: the latest 5 audit entries the user may read (action, document title, user, date).
 * For the role user (`ownSince`, from its Recent Activity card) it pages through all of its own actions the card
 * counts, so the figure and the panel agree.
 */
export function RecentActivity({ entries, role, loading, ownSince }: { entries: AuditEntry[] | undefined; role: Role; loading: boolean; ownSince?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card id="recent-activity" className="scroll-mt-24">
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <History className="size-4 text-primary" aria-hidden="true" />
          {t('recentActivity.title')}
        </CardTitle>
        <CardDescription>{t(role === 'user' ? 'recentActivity.ownDescription' : 'recentActivity.auditDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {ownSince ? <OwnActivityPages since={ownSince} role={role} /> : loading || !entries ? <Loading /> : <ActivityList entries={entries} role={role} />}
      </CardContent>
    </Card>
  );
}
