import { useState, type FormEvent } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { toast } from 'sonner';
import { DEFAULT_REVIEW_PERIOD_MONTHS } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/features/documents/format';
import { ApiError } from '@/lib/api-client';
import {
  ASSESSMENT_DECISIONS,
  assessmentErrors,
  assessmentRequest,
  nextReviewDate,
  type AssessmentDecision,
  type AssessmentValues,
} from './assessment-form';
import { localToday } from './dates';
import { useWorkflowAction } from './queries';
import { ReviewPeriodFields } from './review-period-fields';

/** Spec 02 §4: the effective step follows 1 s after the assessment. */
const EFFECTIVE_TOAST_DELAY_MS = 1000;

interface AssessmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document: { id: string; title: string; docNumber: string; version: string };
}

/** Admin Internal Assessment (spec 02 §2, §3, §5): notes, decision, change reason, effective date and review period. */
export function AssessmentDialog(props: AssessmentDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-2xl overflow-y-auto">
        <AssessmentForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function AssessmentForm({ onOpenChange, document }: AssessmentDialogProps) {
  const [values, setValues] = useState<AssessmentValues>({
    notes: '',
    changeReason: '',
    decision: 'approve_effective',
    effectiveDate: localToday(),
    reviewPeriodMonths: DEFAULT_REVIEW_PERIOD_MONTHS,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const assess = useWorkflowAction();
  // Editing clears the error list (spec 02 §5).
  const change = (patch: Partial<AssessmentValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = assessmentErrors(values, localToday());
    setErrors(found);
    if (found.length) {
      toast.error('Validation Failed', { description: 'Please correct the errors before submitting.' });
      return;
    }
    assess.mutate(
      { documentId: document.id, request: assessmentRequest(values) },
      {
        onSuccess: (result) => {
          const decision = ASSESSMENT_DECISIONS.find((d) => d.value === values.decision)?.label ?? values.decision;
          toast.success('Assessment Complete', { description: `${document.title}: ${decision}.` });
          if (result.newStatus === 'effective') {
            const next = nextReviewDate(values.effectiveDate, values.reviewPeriodMonths);
            setTimeout(
              () =>
                toast.success('Document Made Effective', {
                  description: `Effective from ${formatDate(values.effectiveDate)}; next review ${formatDate(next)}.`,
                }),
              EFFECTIVE_TOAST_DELAY_MS,
            );
          }
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(Object.values(error.fields));
          toast.error('Assessment Failed', {
            description: error instanceof ApiError ? error.message : 'Failed to complete the assessment. Please try again.',
          });
        },
      },
    );
  };

  const requestingChanges = values.decision === 'request_changes';
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Admin Internal Assessment</DialogTitle>
        <DialogDescription>
          {document.docNumber} · {document.title} · version {document.version}
        </DialogDescription>
      </DialogHeader>

      {errors.length > 0 && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Please correct the following:</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      <Field id="assessment-notes" label="Assessment notes" required hint="At least 10 characters.">
        <Textarea
          {...fieldAria('assessment-notes', undefined, true)}
          value={values.notes}
          maxLength={5000}
          onChange={(event) => change({ notes: event.target.value })}
        />
      </Field>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Assessment decision</legend>
        <RadioGroup value={values.decision} onValueChange={(value) => change({ decision: value as AssessmentDecision })}>
          {ASSESSMENT_DECISIONS.map((option) => (
            <div key={option.value} className="flex items-start gap-2.5">
              <RadioGroupItem id={`assessment-${option.value}`} value={option.value} className="mt-0.5" />
              <Label htmlFor={`assessment-${option.value}`} className="grid gap-0.5 font-normal">
                <span className="font-medium">{option.label}</span>
                <span className="text-xs text-muted-foreground">{option.hint}</span>
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>

      <Field id="assessment-change-reason" label="Change reason" required={requestingChanges}>
        <Textarea
          {...fieldAria('assessment-change-reason', undefined, requestingChanges)}
          value={values.changeReason}
          maxLength={2000}
          placeholder={requestingChanges ? 'The changes required' : 'Optional'}
          onChange={(event) => change({ changeReason: event.target.value })}
        />
      </Field>

      {values.decision === 'approve_effective' && (
        <ReviewPeriodFields
          idPrefix="assessment"
          effectiveDate={values.effectiveDate}
          months={values.reviewPeriodMonths}
          onEffectiveDate={(effectiveDate) => change({ effectiveDate })}
          onMonths={(reviewPeriodMonths) => change({ reviewPeriodMonths })}
        />
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={assess.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={assess.isPending} loadingText="Submitting…">
          <ClipboardCheck aria-hidden="true" />
          Complete Assessment
        </Button>
      </DialogFooter>
    </form>
  );
}
