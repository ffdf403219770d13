import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { COPY_STATUSES, hasPermission, type Role } from '@attest/domain';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDate } from '@/lib/format';
import { TitledCard } from '@/components/titled-card';
import { CopyStatusBadge } from './copy-status-badge';
import { useCopies } from '@/lib/api/copies/queries';

const LATEST = 5;

/** The document page's Controlled Copies card (FR-CPY-2): how many copies are out, to recall or accounted for. */
export function DocumentCopiesCard({ documentId, role }: { documentId: string; role: Role }) {
  if (!hasPermission(role, 'print-controlled-copies')) return null;
  return <CopiesOfDocument documentId={documentId} role={role} />;
}

function CopiesOfDocument({ documentId, role }: { documentId: string; role: Role }) {
  const { t } = useTranslation('copies');
  const copies = useCopies({ document: documentId, page: 1, pageSize: LATEST });
  const data = copies.data;
  return (
    <section aria-label={t('card.title')}>
      <TitledCard title={t('card.title')}>
      {copies.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('card.loading')}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : copies.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('card.failed')}
        </p>
      ) : data && data.total === 0 ? (
        <p className="text-sm text-muted-foreground">{t('card.empty')}</p>
      ) : (
        data && (
          <div className="grid gap-4">
            <dl aria-label={t('card.counts')} className="grid gap-1.5 text-sm">
              {COPY_STATUSES.map((status) => (
                <div key={status} className="flex items-center justify-between gap-2 rounded-md border px-2 py-1">
                  <dt>{t(`status.${status}`)}</dt>
                  <dd className="font-semibold tabular-nums">{formatCount(data.counts[status])}</dd>
                </div>
              ))}
            </dl>
            <div>
              <h3 className="mb-2 text-sm font-medium">{t('card.recent')}</h3>
              <ul className="grid gap-1.5 text-sm">
                {data.items.map((copy) => (
                  <li key={copy.id} className="flex min-w-0 items-center justify-between gap-2">
                    <Link to="/copies/$copyId" params={{ copyId: copy.id }} className="min-w-0 truncate hover:underline" title={formatDate(copy.printedAt)}>
                      {t('table.copyNumber', { kind: t(copy.controlled ? 'kind.controlled' : 'kind.uncontrolled'), number: copy.number })} · v{copy.versionLabel}
                    </Link>
                    <CopyStatusBadge status={copy.status} />
                  </li>
                ))}
              </ul>
            </div>
            <Link to="/dashboard/$role/copies" params={{ role }} search={{ document: documentId }} className="text-sm font-medium text-primary hover:underline">
              {t('card.openAll')}
            </Link>
          </div>
        )
      )}
      </TitledCard>
    </section>
  );
}
