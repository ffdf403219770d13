import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ClipboardPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { AUDIT_REVIEW_FINDING_MAX } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { localToday } from '@/lib/dates';
import { errorText } from '@/i18n/error-text';
import { useOpenAuditReview } from './queries';

type FieldName = 'periodStart' | 'periodEnd' | 'reason';
type Problems = Partial<Record<FieldName, string>>;

/**
 * A review for cause (Annex 11 §9): a reviewer opens a review of the days they choose, up to today, and says why
 * (a deviation, a complaint, an inspection request). The schedule opens the periodic ones by itself.
 */
export function OpenReviewButton({ role }: { role: string }) {
  const { t } = useTranslation('auditReviews');
  const navigate = useNavigate();
  const today = localToday();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ periodStart: today, periodEnd: today, reason: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const openReview = useOpenAuditReview();

  const change = (name: FieldName, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
    setFailure(null);
  };

  const check = (): Problems => ({
    ...(!form.periodStart ? { periodStart: t('forCause.startRequired') } : {}),
    ...(!form.periodEnd ? { periodEnd: t('forCause.endRequired') } : form.periodEnd > today ? { periodEnd: t('forCause.endInFuture') } : {}),
    ...(form.periodStart && form.periodEnd && form.periodEnd < form.periodStart ? { periodEnd: t('forCause.endBeforeStart') } : {}),
    ...(!form.reason.trim() ? { reason: t('forCause.reasonRequired') } : {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length) return;
    openReview.mutate(
      { periodStart: form.periodStart, periodEnd: form.periodEnd, reason: form.reason.trim() },
      {
        onSuccess: (review) => {
          toast.success(t('forCause.opened'), { description: t('period', { start: formatDate(review.periodStart), end: formatDate(review.periodEnd) }) });
          setOpen(false);
          void navigate({ to: '/dashboard/$role/audit/reviews/$reviewId', params: { role, reviewId: review.id } });
        },
        onError: (error) => setFailure(errorText(error, t('forCause.failed'))),
      },
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <ClipboardPlus aria-hidden="true" />
        {t('forCause.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setProblems({});
            setFailure(null);
          }
        }}
      >
        <DialogContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t('forCause.title')}</DialogTitle>
              <DialogDescription>{t('forCause.description')}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="review-period-start" label={t('forCause.start')} required error={problems.periodStart}>
                <Input type="date" {...fieldAria('review-period-start', problems.periodStart, true)} max={today} value={form.periodStart} onChange={(e) => change('periodStart', e.target.value)} />
              </Field>
              <Field id="review-period-end" label={t('forCause.end')} required error={problems.periodEnd}>
                <Input type="date" {...fieldAria('review-period-end', problems.periodEnd, true)} max={today} value={form.periodEnd} onChange={(e) => change('periodEnd', e.target.value)} />
              </Field>
            </div>
            <Field id="review-reason" label={t('forCause.reason')} required error={problems.reason} hint={t('forCause.reasonHint')}>
              <Textarea {...fieldAria('review-reason', problems.reason, true)} maxLength={AUDIT_REVIEW_FINDING_MAX} value={form.reason} onChange={(e) => change('reason', e.target.value)} />
            </Field>
            {failure && (
              <Alert variant="destructive">
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t('forCause.cancel')}
              </Button>
              <Button type="submit" loading={openReview.isPending} loadingText={t('forCause.opening')}>
                {t('forCause.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
