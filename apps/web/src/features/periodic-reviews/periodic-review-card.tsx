import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { hasPermission, type CurrentUser, type DocumentDetail } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { TitledCard } from '@/components/titled-card';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { statusLabel } from '@/i18n/labels';
import { PlanDialog } from './plan-dialog';
import { usePeriodicReview, useCompletePeriodicReview } from './queries';
import { ReviewStateBadge } from './review-state-badge';
import { RevisionDialog } from './revision-dialog';
import { ScheduleDialog } from './schedule-dialog';

/** The document page's Periodic Review section (spec 02 §3) for those who take part in document work. */
export function PeriodicReviewCard({ doc, user }: { doc: DocumentDetail; user: CurrentUser }) {
  if (!hasPermission(user.role, 'review-history')) return null;
  return <PeriodicReviewSection doc={doc} user={user} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function PeriodicReviewSection({ doc, user }: { doc: DocumentDetail; user: CurrentUser }) {
  const { t } = useTranslation('periodicReviews');
  const review = usePeriodicReview(doc.id);
  const complete = useCompletePeriodicReview(doc.id);
  const [open, setOpen] = useState<'sign' | 'revision' | 'plan' | 'date' | 'start' | null>(null);
  const close = (next: boolean) => !next && setOpen(null);
  const data = review.data;
  const task = data?.currentReview;
  return (
    <section aria-label={t('card.title')}>
      <TitledCard title={t('card.title')}>
        {review.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t('card.loading')}>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : review.isError || !data ? (
          <p role="alert" className="text-sm text-destructive">
            {t('card.failed')}
          </p>
        ) : data.nextReviewDate === null ? (
          <p className="text-sm text-muted-foreground">{t('card.notInForce')}</p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid gap-1.5 text-sm">
              <Row label={t('card.frequency')}>{data.frequencyMonths ? t('card.frequencyMonths', { count: data.frequencyMonths }) : '—'}</Row>
              <Row label={t('card.lastReview')}>{data.lastReviewDate ? formatDate(data.lastReviewDate) : t('card.never')}</Row>
              <Row label={t('card.nextReview')}>{formatDate(data.nextReviewDate)}</Row>
              <Row label={t('card.daysBeforeStart')}>{data.daysBeforeStart}</Row>
              <Row label={t('card.startPeriodicReview')}>{formatDate(data.startPeriodicReview)}</Row>
              <Row label={t('card.reviewOwner')}>{data.reviewOwner.name}</Row>
              <Row label={t('card.currentReview')}>
                {task ? (
                  <span className="inline-flex flex-col items-end gap-1">
                    <ReviewStateBadge task={task} />
                    <span className="text-xs font-normal text-muted-foreground">
                      {task.outcome ? t(`outcome.${task.outcome}`) : t('card.dueOn', { date: formatDate(task.dueDate) })}
                    </span>
                  </span>
                ) : (
                  t('card.none')
                )}
              </Row>
              <Row label={t('card.currentWorkflow')}>
                {data.currentWorkflow ? t('card.revisionState', { version: data.currentWorkflow.versionLabel, status: statusLabel(data.currentWorkflow.state) }) : t('card.none')}
              </Row>
            </dl>
            {(data.canComplete || data.canManage) && (
              <div className="flex flex-wrap gap-2">
                {data.canComplete && (
                  <>
                    <Button size="sm" onClick={() => setOpen('sign')}>
                      {t('card.noChange')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setOpen('revision')}>
                      {t('card.revisionNeeded')}
                    </Button>
                  </>
                )}
                {data.canManage && !(task && (task.status === 'open' || task.status === 'revising')) && (
                  <>
                    <Button size="sm" variant="outline" onClick={() => setOpen('start')}>
                      {t('card.startNow')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setOpen('date')}>
                      {t('card.changeDate')}
                    </Button>
                  </>
                )}
                {data.canManage && (
                  <Button size="sm" variant="ghost" onClick={() => setOpen('plan')}>
                    {t('card.edit')}
                  </Button>
                )}
              </div>
            )}
            <SignatureDialog
              open={open === 'sign'}
              onOpenChange={close}
              meaning="reviewed"
              actionLabel={t('sign.action')}
              documentLabel={`${doc.docNumber} · ${doc.title}`}
              signerName={user.name}
              commentRequired={false}
              onSign={async ({ signature, comment }) => {
                const done = await complete.mutateAsync({ outcome: 'no-change', signature, comment: comment || undefined });
                toast.success(t('sign.done'), { description: t('sign.doneDescription', { date: formatDate(done.nextReviewDate) }) });
              }}
            />
            <RevisionDialog open={open === 'revision'} onOpenChange={close} document={doc} />
            <PlanDialog open={open === 'plan'} onOpenChange={close} review={data} />
            <ScheduleDialog mode={open === 'date' || open === 'start' ? open : null} onOpenChange={close} review={data} />
          </div>
        )}
      </TitledCard>
    </section>
  );
}
