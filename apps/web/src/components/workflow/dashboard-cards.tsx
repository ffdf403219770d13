import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { CalendarClock } from 'lucide-react';
import { hasPermission, type CurrentUser } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { StatusBadge } from '@/components/status-badge';
import { useDueForReview } from '@/lib/api/workflow/queries';

function DueForReview({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('workflow');
  const due = useDueForReview();
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-4">
        <div className="grid gap-1">
          <CardTitle as="h2" className="text-base">
            {t('dueForReview.title')}
          </CardTitle>
          <CardDescription>
            {user.role === 'admin' || user.role === 'document_coordinator' ? t('dueForReview.descriptionAll') : t('dueForReview.descriptionOwn')}
          </CardDescription>
        </div>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <CalendarClock className="size-4" aria-hidden="true" />
        </span>
      </CardHeader>
      <CardContent>
        {due.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : due.isError ? (
          <p className="text-sm text-destructive">{t('dueForReview.loadFailed')}</p>
        ) : due.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans t={t} i18nKey="dueForReview.none" components={{ num: <span className="text-2xl font-semibold text-foreground tabular-nums" /> }} />
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t('dueForReview.listLabel')}>
            {due.data.map((doc) => (
              <li key={doc.id}>
                <Link
                  to="/dashboard/$role/documents/$documentId"
                  params={{ role: user.role, documentId: doc.id }}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{doc.title}</span>
                    <span className="font-mono text-xs text-muted-foreground">{doc.docNumber}</span>
                    <span className="text-xs text-muted-foreground"> · {doc.authorName}</span>
                  </span>
                  <StatusBadge status={doc.status} />
                  <span className="text-xs whitespace-nowrap text-destructive">
                    {doc.reviewDate ? t('dueForReview.reviewDue', { date: formatDate(doc.reviewDate) }) : t('dueForReview.unchangedSince', { date: formatDate(doc.updatedAt) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Dashboard home card from real data: documents due for periodic review (the role's figures are the stat cards). */
export function WorkCards({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('workflow');
  if (!hasPermission(user.role, 'create-sops')) return null;
  return (
    <section aria-label={t('dueForReview.sectionLabel')} className="grid gap-6 lg:grid-cols-2">
      <DueForReview user={user} />
    </section>
  );
}
