import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarClock, ChevronRight, ClipboardCheck, ClipboardList } from 'lucide-react';
import { hasPermission, type CurrentUser } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDate } from '@/features/documents/format';
import { StatusBadge } from '@/features/documents/status-badge';
import { useDueForReview, useMyWork } from './queries';

function CountCard({ user, title, description, count, failed, icon }: { user: CurrentUser; title: string; description: string; count: number | undefined; failed: boolean; icon: ReactNode }) {
  return (
    <Link
      to="/dashboard/$role/workflows"
      params={{ role: user.role }}
      className="group block rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <Card className="h-full transition-colors group-hover:border-primary/50">
        <CardHeader className="flex-row items-start justify-between gap-3 pb-2">
          <div className="grid gap-1">
            <CardTitle as="h2" className="text-base">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">{icon}</span>
        </CardHeader>
        <CardContent className="flex items-end justify-between">
          {failed ? (
            <span className="text-sm text-destructive">Could not be loaded</span>
          ) : count === undefined ? (
            <Skeleton className="h-9 w-12" />
          ) : (
            <span className="text-3xl font-semibold tabular-nums" aria-label={`${title}: ${count}`}>
              {formatCount(count)}
            </span>
          )}
          <span className="flex items-center text-sm text-primary">
            Open workflows
            <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </span>
        </CardContent>
      </Card>
    </Link>
  );
}

function DueForReview({ user }: { user: CurrentUser }) {
  const due = useDueForReview();
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-4">
        <div className="grid gap-1">
          <CardTitle as="h2" className="text-base">
            Due for Periodic Review
          </CardTitle>
          <CardDescription>
            {user.role === 'admin' || user.role === 'document_coordinator' ? 'All documents' : 'Your documents'} whose review date has passed.
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
          <p className="text-sm text-destructive">The documents due for review could not be loaded.</p>
        ) : due.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <span className="text-2xl font-semibold text-foreground tabular-nums">0</span> documents are due for review.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Documents due for periodic review">
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
                    {doc.reviewDate ? `Review due ${formatDate(doc.reviewDate)}` : `Unchanged since ${formatDate(doc.updatedAt)}`}
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

/** Dashboard home cards from real data: work waiting for the user, and documents due for periodic review. */
export function WorkCards({ user }: { user: CurrentUser }) {
  const showReviews = user.role === 'reviewer';
  const showApprovals = user.role === 'approver';
  const showDue = hasPermission(user.role, 'create-sops');
  const work = useMyWork(showReviews || showApprovals);
  if (!showReviews && !showApprovals && !showDue) return null;
  return (
    <section aria-label="Your work" className="grid gap-6 lg:grid-cols-2">
      {showReviews && (
        <CountCard
          user={user}
          title="Pending Reviews"
          description="Documents waiting for your review"
          count={work.data?.pendingReviews}
          failed={work.isError}
          icon={<ClipboardList className="size-4" aria-hidden="true" />}
        />
      )}
      {showApprovals && (
        <CountCard
          user={user}
          title="Pending Approvals"
          description="Documents waiting for your approval"
          count={work.data?.pendingApprovals}
          failed={work.isError}
          icon={<ClipboardCheck className="size-4" aria-hidden="true" />}
        />
      )}
      {showDue && <DueForReview user={user} />}
    </section>
  );
}
