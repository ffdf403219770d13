import { useState, type FormEvent } from 'react';
import { CalendarCheck } from 'lucide-react';
import { toast } from 'sonner';
import { DEFAULT_REVIEW_PERIOD_MONTHS } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/features/documents/format';
import { ApiError } from '@/lib/api-client';
import { nextReviewDate } from './assessment-form';
import { localToday } from './dates';
import { useWorkflowAction } from './queries';
import { ReviewPeriodFields } from './review-period-fields';

interface MakeEffectiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document: { id: string; title: string; docNumber: string };
}

/** Make Effective: the effective date (not in the past) and the review period, with the next review date. */
export function MakeEffectiveDialog(props: MakeEffectiveDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl">
        <MakeEffectiveForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function MakeEffectiveForm({ onOpenChange, document }: MakeEffectiveDialogProps) {
  const [effectiveDate, setEffectiveDate] = useState(localToday());
  const [months, setMonths] = useState<number>(DEFAULT_REVIEW_PERIOD_MONTHS);
  const [comment, setComment] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const perform = useWorkflowAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!effectiveDate) return setDateError('Effective date is required');
    if (effectiveDate < localToday()) return setDateError('Effective date cannot be in the past');
    perform.mutate(
      {
        documentId: document.id,
        request: { action: 'make_effective', effectiveDate, reviewPeriodMonths: months, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      },
      {
        onSuccess: () => {
          toast.success('Action Completed', {
            description: `Effective from ${formatDate(effectiveDate)}; next review ${formatDate(nextReviewDate(effectiveDate, months))}.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.effectiveDate) setDateError(error.fields.effectiveDate);
          toast.error('Action Failed', { description: error instanceof ApiError ? error.message : 'Please check your connection and try again.' });
        },
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Make Effective</DialogTitle>
        <DialogDescription>
          {document.docNumber} · {document.title}
        </DialogDescription>
      </DialogHeader>
      <ReviewPeriodFields
        idPrefix="effective"
        effectiveDate={effectiveDate}
        months={months}
        onEffectiveDate={(value) => {
          setEffectiveDate(value);
          setDateError(undefined);
        }}
        onMonths={setMonths}
        effectiveDateError={dateError}
      />
      <Field id="effective-comment" label="Notes">
        <Textarea {...fieldAria('effective-comment')} value={comment} maxLength={5000} placeholder="Optional" onChange={(event) => setComment(event.target.value)} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={perform.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={perform.isPending} loadingText="Working…">
          <CalendarCheck aria-hidden="true" />
          Make Effective
        </Button>
      </DialogFooter>
    </form>
  );
}
