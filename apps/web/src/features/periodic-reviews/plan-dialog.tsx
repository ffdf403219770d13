import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { REVIEW_LEAD_DAYS_MAX, type PeriodicReviewResponse } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UserPicker } from '@/components/user-picker/user-picker';
import { errorText } from '@/i18n/error-text';
import { useUpdatePeriodicReview } from './queries';

interface PlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  review: PeriodicReviewResponse;
}

/** Coordinators and administrators: the review owner and the lead time (audited on the server). */
export function PlanDialog({ open, onOpenChange, review }: PlanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">{open && <PlanForm review={review} onOpenChange={onOpenChange} />}</DialogContent>
    </Dialog>
  );
}

function PlanForm({ review, onOpenChange }: Omit<PlanDialogProps, 'open'>) {
  const { t } = useTranslation('periodicReviews');
  const [ownerId, setOwnerId] = useState<string | undefined>(undefined);
  const [leadDays, setLeadDays] = useState(String(review.daysBeforeStart));
  const update = useUpdatePeriodicReview(review.documentId);
  const days = Number(leadDays);
  const daysError = leadDays.trim() === '' || !Number.isInteger(days) || days < 0 || days > REVIEW_LEAD_DAYS_MAX ? t('plan.leadDaysInvalid') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (daysError) return;
    update.mutate(
      { reviewOwnerId: ownerId, daysBeforeStart: days },
      {
        onSuccess: () => {
          toast.success(t('plan.saved'));
          onOpenChange(false);
        },
        onError: (error) => toast.error(t('common.error'), { description: errorText(error, t('plan.failed')) }),
      },
    );
  };
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{t('plan.title')}</DialogTitle>
        <DialogDescription>{t('plan.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor="review-owner">{t('plan.owner')}</Label>
        <UserPicker
          id="review-owner"
          texts={{ placeholder: t('plan.ownerKeep', { name: review.reviewOwner.name }), clear: t('plan.picker.clear'), matching: t('plan.picker.matching'), failed: t('plan.picker.failed') }}
          activeOnly
          value={ownerId}
          onChange={setOwnerId}
        />
      </div>
      <Field id="review-lead-days" label={t('plan.leadDays')} error={daysError}>
        <Input {...fieldAria('review-lead-days', daysError)} type="number" min={0} max={REVIEW_LEAD_DAYS_MAX} value={leadDays} onChange={(event) => setLeadDays(event.target.value)} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={Boolean(daysError)} loading={update.isPending} loadingText={t('plan.saving')}>
          {t('plan.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
