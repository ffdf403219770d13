import { Link, getRouteApi } from '@tanstack/react-router';
import { CheckCircle2, LogIn, OctagonX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CopyStatusResponse, CopyVersionState } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { formatDate, formatDateTime } from '@/lib/format';
import { StatusLayout } from '@/components/status/status-layout';
import { DetailRow, StatusLoading, StatusUnanswered } from '@/components/status/status-parts';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { CopyStatusBadge } from './copy-status-badge';
import { useCopyStatus } from '@/lib/api/copies/queries';

const routeApi = getRouteApi('/copies/$copyId');

const STATE_LOOK: Record<CopyVersionState, { icon: typeof CheckCircle2; className: string }> = {
  current: { icon: CheckCircle2, className: 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' },
  superseded: { icon: TriangleAlert, className: 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100' },
  recalled: { icon: OctagonX, className: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100' },
};

/** /copies/{copyId}: what a printed copy's QR code opens. Is this paper still the version in force? */
export function CopyStatusPage() {
  const { t } = useTranslation('copies');
  const { copyId } = routeApi.useParams();
  const status = useCopyStatus(copyId);

  if (status.isPending) return <StatusLoading message={t('statusPage.loading')} />;
  if (status.isError) {
    const error = status.error;
    if (error instanceof ApiError && error.status === 401) {
      return (
        <StatusLayout>
          <h1 className="text-2xl font-semibold tracking-tight">{t('statusPage.title')}</h1>
          <p className="mt-3 text-sm text-muted-foreground">{t('statusPage.signIn')}</p>
          <Button asChild className="mt-6">
            <Link to="/login" search={{ open: `/copies/${copyId}` }}>
              <LogIn aria-hidden="true" />
              {t('statusPage.signInAction')}
            </Link>
          </Button>
        </StatusLayout>
      );
    }
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return <StatusUnanswered title={t('statusPage.title')} message={notFound ? t('statusPage.notFound') : t('statusPage.failed')} />;
  }
  return <CopyStatusView status={status.data} />;
}

function CopyStatusView({ status }: { status: CopyStatusResponse }) {
  const { t } = useTranslation('copies');
  const session = useSession();
  const look = STATE_LOOK[status.status];
  const Icon = look.icon;
  const details = status.details;
  const replacedBy = details?.replacedBy;
  return (
    <StatusLayout>
      <h1 className="text-2xl font-semibold tracking-tight">{t('statusPage.title')}</h1>
      <p className="mt-1 font-mono text-lg">{status.docNumber}</p>
      <div role="status" className={cn('mt-6 flex items-start gap-3 rounded-lg border-2 p-4 text-left', look.className)}>
        <Icon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t(`statusPage.${status.status}`)}</p>
          {replacedBy && (
            <p className="mt-1 text-sm">
              {replacedBy.effectiveDate
                ? t('statusPage.supersededByOn', { version: replacedBy.versionLabel, date: formatDate(replacedBy.effectiveDate) })
                : t('statusPage.supersededBy', { version: replacedBy.versionLabel })}
            </p>
          )}
        </div>
      </div>
      {details ? (
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
          <DetailRow label={t('statusPage.document')}>{details.title}</DetailRow>
          <DetailRow label={t('statusPage.version')}>{details.versionLabel}</DetailRow>
          <DetailRow label={t('statusPage.copy')}>{t('table.copyNumber', { kind: t(details.controlled ? 'kind.controlled' : 'kind.uncontrolled'), number: details.number })}</DetailRow>
          <DetailRow label={t('statusPage.copyStatus')}>
            <CopyStatusBadge status={details.copyStatus} />
          </DetailRow>
          <DetailRow label={t('statusPage.holder')}>{details.holder ?? t('table.none')}</DetailRow>
          <DetailRow label={t('statusPage.location')}>{details.location ?? t('table.none')}</DetailRow>
          <DetailRow label={t('statusPage.printedBy')}>{details.printedBy}</DetailRow>
          <DetailRow label={t('statusPage.printedAt')}>{formatDateTime(details.printedAt)}</DetailRow>
        </dl>
      ) : (
        !session.data && <p className="mt-6 text-sm text-muted-foreground">{t('statusPage.visitorNote')}</p>
      )}
    </StatusLayout>
  );
}
