import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { DEFAULT_REVIEW_PERIOD_MONTHS, type SignatureInput } from '@attest/domain';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { useReleaseSignatureRequired } from '@/lib/api/signatures/queries';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import {
  ASSESSMENT_DECISIONS,
  assessmentDecisionHint,
  assessmentDecisionLabel,
  assessmentErrors,
  assessmentRequest,
  nextReviewDate,
  type AssessmentDecision,
  type AssessmentValues,
} from './assessment-form';
import { localToday } from '@/lib/dates';
import { useWorkflowAction } from '@/lib/api/workflow/queries';
import { ReviewPeriodFields } from './review-period-fields';

/** Spec 02 §4: the effective step follows 1 s after the assessment. */
const EFFECTIVE_TOAST_DELAY_MS = 1000;

interface AssessmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document: { id: string; title: string; docNumber: string; version: string };
  /** Approving and making effective is signed "released" when the signature configuration says so. */
  signerName: string;
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

function AssessmentForm({ onOpenChange, document, signerName }: AssessmentDialogProps) {
  const { t } = useTranslation('workflow');
  const [values, setValues] = useState<AssessmentValues>({
    notes: '',
    changeReason: '',
    decision: 'approve_effective',
    effectiveDate: localToday(),
    reviewPeriodMonths: DEFAULT_REVIEW_PERIOD_MONTHS,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const assess = useWorkflowAction();
  const signed = useReleaseSignatureRequired('make_effective') === true && values.decision === 'approve_effective';
  const [signing, setSigning] = useState(false);
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
      toast.error(t('assessment.validationFailed'), { description: t('assessment.correctBeforeSubmitting') });
      return;
    }
    // Approving and making effective, when signed, goes on in the signature dialog, which performs the action.
    if (signed) return setSigning(true);
    assess.mutate({ documentId: document.id, request: assessmentRequest(values) }, outcome);
  };

  const signedRequest = (signature: SignatureInput) => ({ ...assessmentRequest(values), signature });
  const outcome = {
        onSuccess: (result: { newStatus: string }) => {
          const decision = assessmentDecisionLabel(values.decision);
          toast.success(t('assessment.completeTitle'), { description: t('assessment.completeDescription', { title: document.title, decision }) });
          if (result.newStatus === 'effective') {
            const next = nextReviewDate(values.effectiveDate, values.reviewPeriodMonths);
            setTimeout(
              () =>
                toast.success(t('assessment.madeEffective'), {
                  description: t('common.effectiveFrom', { date: formatDate(values.effectiveDate), next: formatDate(next) }),
                }),
              EFFECTIVE_TOAST_DELAY_MS,
            );
          }
          if (!signed) onOpenChange(false);
        },
        onError: (error: Error) => {
          if (error instanceof ApiError && error.fields) setErrors(Object.values(error.fields).map(fieldText));
          toast.error(t('assessment.failedTitle'), { description: errorText(error, t('assessment.failed')) });
        },
  };

  const requestingChanges = values.decision === 'request_changes';
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{t('assessment.title')}</DialogTitle>
        <DialogDescription>
          {t('assessment.subtitle', { docNumber: document.docNumber, title: document.title, version: document.version })}
        </DialogDescription>
      </DialogHeader>

      {errors.length > 0 && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{t('assessment.correctFollowing')}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      <Field id="assessment-notes" label={t('assessment.notes')} required hint={t('assessment.notesHint')}>
        <Textarea
          {...fieldAria('assessment-notes', undefined, true)}
          value={values.notes}
          maxLength={5000}
          onChange={(event) => change({ notes: event.target.value })}
        />
      </Field>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('assessment.decision')}</legend>
        <RadioGroup value={values.decision} onValueChange={(value) => change({ decision: value as AssessmentDecision })}>
          {ASSESSMENT_DECISIONS.map((option) => (
            <div key={option} className="flex items-start gap-2.5">
              <RadioGroupItem id={`assessment-${option}`} value={option} className="mt-0.5" />
              <Label htmlFor={`assessment-${option}`} className="grid gap-0.5 font-normal">
                <span className="font-medium">{assessmentDecisionLabel(option)}</span>
                <span className="text-xs text-muted-foreground">{assessmentDecisionHint(option)}</span>
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>

      <Field id="assessment-change-reason" label={t('assessment.changeReason')} required={requestingChanges}>
        <Textarea
          {...fieldAria('assessment-change-reason', undefined, requestingChanges)}
          value={values.changeReason}
          maxLength={2000}
          placeholder={requestingChanges ? t('assessment.changesPlaceholder') : t('common.optional')}
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
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={assess.isPending} loadingText={t('common.submitting')}>
          <ClipboardCheck aria-hidden="true" />
          {t('assessment.submit')}
        </Button>
      </DialogFooter>
      <SignatureDialog
        open={signing}
        onOpenChange={(open) => {
          setSigning(open);
          if (!open && assess.isSuccess) onOpenChange(false);
        }}
        meaning="released"
        actionLabel={t('assessment.title')}
        documentLabel={`${document.docNumber} · ${document.title} · v${document.version}`}
        signerName={signerName}
        commentRequired={false}
        initialComment=""
        onSign={({ signature }) => assess.mutateAsync({ documentId: document.id, request: signedRequest(signature) }, outcome)}
      />
    </form>
  );
}
