import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ClipboardCheck, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuditReviewListQuery, AuditReviewStatus } from '@attest/domain';
import { ListMessage } from '@/components/list-message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { FilterTabsTrigger, Tabs, TabsList } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { formatDate, formatDateTime } from '@/lib/format';
import { QueryListCard } from '@/components/list-page/query-list-card';
import { AUDIT_REVIEWS_EXPORT_PATH } from './api';
import { OpenReviewButton } from './open-review-dialog';
import { useAuditReviews } from './queries';
import { ReviewStatusBadge } from './review-status-badge';

/** /dashboard/$role/audit/reviews: the audit-trail reviews (Annex 11 §9), open or completed, and the export of completed ones. */
export function AuditReviewsPage() {
  const { t } = useTranslation('auditReviews');
  const { data: session } = useSession();
  const [query, setQuery] = useState<AuditReviewListQuery & { status: AuditReviewStatus }>({ status: 'open', page: 1, pageSize: 25 });
  const list = useAuditReviews(query);
  if (!session) return null;
  const { role } = session.user;
  const data = list.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('list.title')}</h1>
          <p className="max-w-3xl text-muted-foreground">{t('list.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={AUDIT_REVIEWS_EXPORT_PATH} download>
              <Download aria-hidden="true" />
              {t('list.export')}
            </a>
          </Button>
          <OpenReviewButton role={role} />
        </div>
      </div>
      <Tabs value={query.status} onValueChange={(status) => setQuery({ ...query, status: status as AuditReviewStatus, page: 1 })}>
        <TabsList>
          <FilterTabsTrigger value="open">{t('list.open')}</FilterTabsTrigger>
          <FilterTabsTrigger value="completed">{t('list.completed')}</FilterTabsTrigger>
        </TabsList>
      </Tabs>
      <QueryListCard
        list={list}
        loadingLabel={t('list.loading')}
        failureTitle={t('list.failedTitle')}
        failureText={t('list.failed')}
        emptyState={
          <ListMessage icon={ClipboardCheck} title={query.status === 'open' ? t('list.emptyOpen') : t('list.emptyCompleted')}>
            {t('list.emptyHint')}
          </ListMessage>
        }
        query={query}
        onQuery={setQuery}
      >
        <Table aria-label={t('list.title')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('list.period')}</TableHead>
              <TableHead>{t('list.status')}</TableHead>
              <TableHead>{t('list.reviewer')}</TableHead>
              <TableHead className="text-right">{t('list.findings')}</TableHead>
              <TableHead>{t('list.signedAt')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data?.items.map((review) => (
              <TableRow key={review.id}>
                <TableCell>
                  <Link to="/dashboard/$role/audit/reviews/$reviewId" params={{ role, reviewId: review.id }} className="font-medium tabular-nums hover:underline">
                    {t('period', { start: formatDate(review.periodStart), end: formatDate(review.periodEnd) })}
                  </Link>
                  {review.reason && (
                    <Badge variant="outline" className="ml-2" title={review.reason}>
                      {t('list.forCause')}
                    </Badge>
                  )}
                </TableCell>
                <TableCell>
                  <ReviewStatusBadge status={review.status} />
                </TableCell>
                <TableCell>{review.signedBy ?? review.assignee?.name ?? t('list.unassigned')}</TableCell>
                <TableCell className="text-right tabular-nums">{review.findingsCount}</TableCell>
                <TableCell className="tabular-nums">{review.signedAt ? formatDateTime(review.signedAt) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </QueryListCard>
    </div>
  );
}
