import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { PeriodicReviewResponse } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { errorText } from '@/i18n/error-text';
import { useStartPeriodicReview, useUpdatePeriodicReview } from './queries';

export type ScheduleMode = 'date' | 'start';

interface ScheduleDialogProps {
  mode: ScheduleMode | null;
  onOpenChange: (open: boolean) => void;
  review: PeriodicReviewResponse;
}

/**
 * Document control brings a review forward (after an incident, a CAPA) or moves it: a new next review date, or a
 * review started now. Both need a reason, which the server audits.
 */
export function ScheduleDialog({ mode, onOpenChange, review }: ScheduleDialogProps) {
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">{mode && <ScheduleForm mode={mode} review={review} onOpenChange={onOpenChange} />}</DialogContent>
    </Dialog>
  );
}

function ScheduleForm({ mode, review, onOpenChange }: { mode: ScheduleMode } & Omit<ScheduleDialogProps, 'mode'>) {
  const { t } = useTranslation('periodicReviews');
  const [date, setDate] = useState(review.nextReviewDate ?? '');
  const [reason, setReason] = useState('');
  const update = useUpdatePeriodicReview(review.documentId);
  const start = useStartPeriodicReview(review.documentId);
  const pending = update.isPending || start.isPending;
  const ready = reason.trim() !== '' && (mode === 'start' || date !== '');
  const failed = (error: unknown) => toast.error(t('common.error'), { description: errorText(error, t('schedule.failed')) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    if (mode === 'start') {
      start.mutate(reason.trim(), {
        onSuccess: (done) => {
          toast.success(t('schedule.started'), { description: t('schedule.startedDescription', { name: done.reviewOwner.name, date: formatDate(done.nextReviewDate) }) });
          onOpenChange(false);
        },
        onError: failed,
      });
      return;
    }
    update.mutate(
      { nextReviewDate: date, reason: reason.trim() },
      {
        onSuccess: (done) => {
          toast.success(t('schedule.moved'), { description: t('schedule.movedDescription', { date: formatDate(done.nextReviewDate) }) });
          onOpenChange(false);
        },
        onError: failed,
      },
    );
  };
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{t(mode === 'start' ? 'schedule.startTitle' : 'schedule.dateTitle')}</DialogTitle>
        <DialogDescription>{t(mode === 'start' ? 'schedule.startDescription' : 'schedule.dateDescription')}</DialogDescription>
      </DialogHeader>
      {mode === 'date' && (
        <Field id="review-next-date" label={t('schedule.date')} required>
          <Input {...fieldAria('review-next-date', undefined, true)} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
      )}
      <Field id="review-schedule-reason" label={t('schedule.reason')} required>
        <Textarea {...fieldAria('review-schedule-reason', undefined, true)} value={reason} maxLength={2000} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!ready} loading={pending} loadingText={t('plan.saving')}>
          {t(mode === 'start' ? 'schedule.startSubmit' : 'schedule.dateSubmit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
