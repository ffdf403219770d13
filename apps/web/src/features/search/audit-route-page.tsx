import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuditEntry } from '@attest/domain';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuditEntryDetails } from '@/components/audit/audit-details-dialog';

const routeApi = getRouteApi('/dashboard/$role/audit/$seq');

/** /dashboard/$role/audit/$seq (search result links, spec 02 §2): the entry's details as a page of its own. */
export function AuditRoutePage() {
  const { t } = useTranslation('search');
  const { t: tAudit } = useTranslation('audit');
  const { role, seq } = routeApi.useParams();
  const { data: session } = useSession();
  const entry = useQuery({ queryKey: ['audit', 'entry', seq], queryFn: () => apiRequest(`/api/audit/${encodeURIComponent(seq)}`, { schema: AuditEntry }) });
  if (!session) return null;
  return (
    <div className="space-y-4">
      <Link to="/dashboard/$role/audit" params={{ role }} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('auditEntry.back')}
      </Link>
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{tAudit('details.title')}</h1>
        {entry.data && <p className="text-muted-foreground">{tAudit('details.description', { seq: entry.data.seq, action: entry.data.action })}</p>}
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          {entry.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('auditEntry.failed')}
            </p>
          ) : entry.data ? (
            <AuditEntryDetails entry={entry.data} role={session.user.role} />
          ) : (
            <Skeleton className="h-40" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
