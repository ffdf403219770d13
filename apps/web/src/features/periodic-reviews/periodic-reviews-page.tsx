import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PeriodicReviewListQuery } from '@attest/domain';
import { ListMessage } from '@/components/list-message';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { FilterTabsTrigger, Tabs, TabsList } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { formatDate } from '@/lib/format';
import { QueryListCard } from '@/components/list-page/query-list-card';
import { usePeriodicReviews } from './queries';
import { ReviewStateBadge } from './review-state-badge';

const MANAGERS = new Set(['document_coordinator', 'admin']);

/** /dashboard/$role/periodic-reviews: open review tasks; coordinators and administrators may see everyone's. */
export function PeriodicReviewsPage() {
  const { t } = useTranslation('periodicReviews');
  const { data: session } = useSession();
  const [query, setQuery] = useState<PeriodicReviewListQuery>({ owner: 'me', page: 1, pageSize: 25 });
  const list = usePeriodicReviews(query);
  if (!session) return null;
  const { role } = session.user;
  const data = list.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('list.title')}</h1>
          <p className="text-muted-foreground">{t('list.description')}</p>
        </div>
        {MANAGERS.has(role) && (
          <Tabs value={query.owner} onValueChange={(owner) => setQuery({ ...query, owner: owner as PeriodicReviewListQuery['owner'], page: 1 })}>
            <TabsList>
              <FilterTabsTrigger value="me">{t('list.mine')}</FilterTabsTrigger>
              <FilterTabsTrigger value="all">{t('list.all')}</FilterTabsTrigger>
            </TabsList>
          </Tabs>
        )}
      </div>
      <QueryListCard
        list={list}
        loadingLabel={t('list.loading')}
        failureTitle={t('common.error')}
        failureText={t('list.failed')}
        emptyState={
          <ListMessage icon={CalendarCheck} title={t('list.empty')}>
            {t('list.description')}
          </ListMessage>
        }
        query={query}
        onQuery={setQuery}
      >
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('list.document')}</TableHead>
              <TableHead>{t('list.owner')}</TableHead>
              <TableHead>{t('list.due')}</TableHead>
              <TableHead>{t('list.state')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data?.items.map((task) => (
              <TableRow key={task.id}>
                <TableCell className="min-w-0">
                  <Link to="/dashboard/$role/documents/$documentId" params={{ role, documentId: task.documentId }} className="font-medium hover:underline">
                    {task.docNumber}
                  </Link>
                  <span className="block truncate text-sm text-muted-foreground">{task.title}</span>
                </TableCell>
                <TableCell>{task.owner.name}</TableCell>
                <TableCell className="tabular-nums">{formatDate(task.dueDate)}</TableCell>
                <TableCell>
                  <ReviewStateBadge task={task} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </QueryListCard>
    </div>
  );
}
