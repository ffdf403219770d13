import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuditEntry } from '@attest/domain';
import { moduleLabel } from '@/i18n/labels';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/features/auth/session';
import { AuditDetailsDialog } from '@/features/audit/audit-details-dialog';

const routeApi = getRouteApi('/dashboard/$role/audit/$seq');

/** /dashboard/$role/audit/$seq (search result links, spec 02 §2): the entry's details; closing returns to the trail. */
export function AuditRoutePage() {
  const { t } = useTranslation('search');
  const { role, seq } = routeApi.useParams();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const entry = useQuery({ queryKey: ['audit', 'entry', seq], queryFn: () => apiRequest(`/api/audit/${encodeURIComponent(seq)}`, { schema: AuditEntry }) });
  if (!session) return null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{moduleLabel('audit')}</h1>
      <Link to="/dashboard/$role/audit" params={{ role }} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('auditEntry.back')}
      </Link>
      {entry.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('auditEntry.failed')}
        </p>
      )}
      <AuditDetailsDialog
        entry={entry.data ?? null}
        role={session.user.role}
        onOpenChange={(open) => {
          if (!open) void navigate({ to: '/dashboard/$role/audit', params: { role } });
        }}
      />
    </div>
  );
}
