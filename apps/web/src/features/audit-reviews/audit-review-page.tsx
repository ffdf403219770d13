import { useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { AlertTriangle, ArrowLeft, PenLine, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { AUDIT_REVIEW_HIGHLIGHTS, AUDIT_REVIEW_MEANING, hasPermission, type AuditReviewDetail, type AuditReviewHighlight, type CurrentUser } from '@attest/domain';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { formatDate, formatDateTime } from '@/lib/format';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { cn } from '@/lib/utils';
import { FindingsCard } from './findings-card';
import { useAuditReview, useSignAuditReview } from './queries';
import { ReviewStatusBadge } from './review-status-badge';
import { ReviewTrail } from './review-trail';

const routeApi = getRouteApi('/dashboard/$role/audit/reviews/$reviewId');

/** /dashboard/$role/audit/reviews/$reviewId: one period of the audit trail to review, record findings on and sign. */
export function AuditReviewPage() {
  const { t } = useTranslation('auditReviews');
  const { reviewId } = routeApi.useParams();
  const { data: session } = useSession();
  const review = useAuditReview(reviewId);
  if (!session) return null;
  if (review.isError) {
    return (
      <ListMessage failure icon={AlertTriangle} title={t('detail.failedTitle')}>
        {t('detail.failed')}
      </ListMessage>
    );
  }
  if (!review.data) {
    return (
      <div role="status" className="flex justify-center p-8">
        <Spinner />
        <span className="sr-only">{t('detail.loading')}</span>
      </div>
    );
  }
  return <ReviewScreen review={review.data} user={session.user} />;
}

function HighlightSummary({ review, active, onPick }: { review: AuditReviewDetail; active: AuditReviewHighlight | undefined; onPick: (kind: AuditReviewHighlight | undefined) => void }) {
  const { t } = useTranslation('auditReviews');
  return (
    <section aria-label={t('detail.highlightsLabel')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {AUDIT_REVIEW_HIGHLIGHTS.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={active === kind}
          onClick={() => onPick(active === kind ? undefined : kind)}
          className={cn(
            'rounded-lg border bg-card p-4 text-left outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
            active === kind && 'border-primary ring-1 ring-primary',
          )}
        >
          <span className="block text-2xl font-semibold tabular-nums">{review.highlightCounts[kind] ?? 0}</span>
          <span className="block text-sm font-medium">{t(`highlights.${kind}`)}</span>
          <span className="block text-xs text-muted-foreground">{t(`highlightHints.${kind}`, { start: review.workingHours.start, end: review.workingHours.end, timezone: review.workingHours.timezone })}</span>
        </button>
      ))}
    </section>
  );
}

function SignatureBlock({ review }: { review: AuditReviewDetail }) {
  const { t } = useTranslation('auditReviews');
  const signature = review.signature;
  if (!signature) return null;
  return (
    <Card className="border-green-600/40">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <ShieldCheck className="size-5 text-green-600" aria-hidden="true" />
          {t('signature.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <dt className="text-muted-foreground">{t('signature.signer')}</dt>
          <dd className="font-medium">{signature.signerName}</dd>
          <dt className="text-muted-foreground">{t('signature.meaning')}</dt>
          <dd className="font-medium">{t('signature.reviewed')}</dd>
          <dt className="text-muted-foreground">{t('signature.signedAt')}</dt>
          <dd className="font-medium tabular-nums">{formatDateTime(signature.signedAt)}</dd>
          {signature.conclusion && (
            <>
              <dt className="text-muted-foreground">{t('signature.conclusion')}</dt>
              <dd className="whitespace-pre-wrap">{signature.conclusion}</dd>
            </>
          )}
          <dt className="text-muted-foreground">{t('signature.upTo')}</dt>
          <dd className="font-medium tabular-nums">#{signature.reviewedUpToSeq}</dd>
          <dt className="text-muted-foreground">{t('signature.manifestHash')}</dt>
          <dd className="break-all font-mono text-xs">{signature.manifestHash}</dd>
          {signature.trailHead && (
            <>
              <dt className="text-muted-foreground">{t('signature.trailHead')}</dt>
              <dd className="break-all font-mono text-xs" data-testid="review-trail-head">
                {signature.trailHead.seq}:{signature.trailHead.mac}
              </dd>
            </>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function ReviewScreen({ review, user }: { review: AuditReviewDetail; user: CurrentUser }) {
  const { t } = useTranslation('auditReviews');
  const sign = useSignAuditReview(review.id);
  const [highlight, setHighlight] = useState<AuditReviewHighlight | undefined>();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [signing, setSigning] = useState(false);
  const open = review.status === 'open';
  const period = t('period', { start: formatDate(review.periodStart), end: formatDate(review.periodEnd) });
  const toggle = (seq: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(seq)) next.delete(seq);
      else next.add(seq);
      return next;
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <Link to="/dashboard/$role/audit/reviews" params={{ role: user.role }} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('detail.back')}
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('detail.title', { period })}</h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <ReviewStatusBadge status={review.status} />
            <span>{t('detail.assignee', { name: review.assignee?.name ?? t('list.unassigned') })}</span>
            <span aria-hidden="true">·</span>
            <span>{t('detail.events', { count: review.totalEvents })}</span>
          </p>
          <p className="max-w-3xl text-sm">
            {review.reason ? (
              <>
                <span className="font-medium">{t('detail.forCause')}</span> <span className="whitespace-pre-wrap">{review.reason}</span>
              </>
            ) : (
              <span className="text-muted-foreground">{t('detail.scheduled')}</span>
            )}
          </p>
        </div>
        {open && (
          <Button onClick={() => setSigning(true)}>
            <PenLine aria-hidden="true" />
            {t('detail.sign')}
          </Button>
        )}
      </div>

      <HighlightSummary review={review} active={highlight} onPick={setHighlight} />
      <SignatureBlock review={review} />
      <FindingsCard reviewId={review.id} findings={review.findings} selected={open ? [...selected].sort((a, b) => a - b) : null} onRecorded={() => setSelected(new Set())} />
      <ReviewTrail
        reviewId={review.id}
        highlight={highlight}
        onHighlight={setHighlight}
        canPickUser={hasPermission(user.role, 'view-users')}
        selected={open ? selected : null}
        onToggle={toggle}
      />

      <SignatureDialog
        open={signing}
        onOpenChange={setSigning}
        meaning={AUDIT_REVIEW_MEANING}
        meaningStatement={t('detail.signStatement')}
        actionLabel={t('detail.signAction')}
        documentLabel={t('detail.signLabel', { period, count: review.findings.length })}
        signerName={user.name}
        commentRequired={false}
        onSign={async ({ signature, comment }) => {
          await sign.mutateAsync({ signingToken: signature.signingToken, meaning: AUDIT_REVIEW_MEANING, consent: signature.consent, conclusion: comment || undefined });
          toast.success(t('detail.signed'), { description: period });
        }}
      />
    </div>
  );
}
