import { Link } from '@tanstack/react-router';
import { History } from 'lucide-react';
import type { AuditEntry, Role } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/features/documents/format';

/** Spec 01 §2 Recent Activity: the latest 5 audit entries the user may read (action, document title, user, date). */
export function RecentActivity({ entries, role, loading }: { entries: AuditEntry[] | undefined; role: Role; loading: boolean }) {
  return (
    <Card id="recent-activity" className="scroll-mt-24">
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <History className="size-4 text-primary" aria-hidden="true" />
          Recent Activity
        </CardTitle>
        <CardDescription>{role === 'user' ? 'Your latest recorded actions.' : 'The latest entries of the audit trail.'}</CardDescription>
      </CardHeader>
      <CardContent>
        {loading || !entries ? (
          <div className="grid gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recent activity</p>
        ) : (
          <ul className="divide-y" aria-label="Recent activity">
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
        )}
      </CardContent>
    </Card>
  );
}
