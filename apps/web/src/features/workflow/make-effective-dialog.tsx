import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { DEFAULT_REVIEW_PERIOD_MONTHS, type SignatureInput } from '@attest/domain';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { useReleaseSignatureRequired } from '@/lib/api/signatures/queries';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { errorText, fieldText } from '@/i18n/error-text';
import { actionLabel } from '@/i18n/labels';
import { ApiError } from '@/lib/api-client';
import { TrainingGateNotice } from '@/components/training/training-gate-notice';
import { nextReviewDate } from './assessment-form';
import { localToday } from '@/lib/dates';
import { useWorkflowAction } from '@/lib/api/workflow/queries';
import { ReviewPeriodFields } from './review-period-fields';

interface MakeEffectiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document: { id: string; title: string; docNumber: string; version: string; trainingRequired?: boolean };
  /** The signed-in person's name: Make Effective is signed "released" when the signature configuration says so. */
  signerName: string;
}

/**
 * Make Effective: the effective date (not in the past) and the review period, with the next review date. A document
 * that trains before effective says that the version will wait for its training instead.
 */
export function MakeEffectiveDialog(props: MakeEffectiveDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl">
        <MakeEffectiveForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function MakeEffectiveForm({ onOpenChange, document, signerName }: MakeEffectiveDialogProps) {
  const signed = useReleaseSignatureRequired('make_effective') === true;
  const [signing, setSigning] = useState(false);
  const { t } = useTranslation(['workflow', 'validation', 'training']);
  const [effectiveDate, setEffectiveDate] = useState(localToday());
  const [months, setMonths] = useState<number>(DEFAULT_REVIEW_PERIOD_MONTHS);
  const [comment, setComment] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  // A refusal that is no field's fault (open conditions of approval), kept in view beside the toast.
  const [failure, setFailure] = useState<string | null>(null);
  const perform = useWorkflowAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!effectiveDate) return setDateError(t('validation:releaseEffectiveDateRequired'));
    if (effectiveDate < localToday()) return setDateError(t('validation:effectiveDateInPast'));
    setFailure(null);
    // Signed releases go on in the signature dialog (password, mark, legal statement), which performs the action.
    if (signed) return setSigning(true);
    perform.mutate({ documentId: document.id, request: request() }, outcome);
  };

  const request = (signature?: SignatureInput) => ({
    action: 'make_effective' as const,
    effectiveDate,
    reviewPeriodMonths: months,
    ...(comment.trim() ? { comment: comment.trim() } : {}),
    ...(signature ? { signature } : {}),
  });
  const outcome = {
        onSuccess: (result: { newStatus: string }) => {
          if (result.newStatus === 'approved-training') toast.success(t('training:gateNotice.toast'), { description: t('training:gateNotice.inForce') });
          else if (result.newStatus === 'scheduled') toast.success(t('common.releaseScheduled'), { description: t('common.scheduledFrom', { date: formatDate(effectiveDate) }) });
          else
            toast.success(t('common.actionCompleted'), {
              description: t('common.effectiveFrom', { date: formatDate(effectiveDate), next: formatDate(nextReviewDate(effectiveDate, months)) }),
            });
          if (!signed) onOpenChange(false);
        },
        onError: (error: Error) => {
          const message = errorText(error, t('common.checkConnection'));
          if (error instanceof ApiError && error.fields?.effectiveDate) setDateError(fieldText(error.fields.effectiveDate));
          else setFailure(message);
          toast.error(t('common.actionFailed'), { description: message });
        },
  };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{actionLabel('make_effective')}</DialogTitle>
        <DialogDescription>
          {document.docNumber} · {document.title}
        </DialogDescription>
      </DialogHeader>
      {document.trainingRequired && <TrainingGateNotice documentId={document.id} />}
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{t('common.actionFailed')}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
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
      <Field id="effective-comment" label={t('makeEffective.notes')}>
        <Textarea {...fieldAria('effective-comment')} value={comment} maxLength={5000} placeholder={t('common.optional')} onChange={(event) => setComment(event.target.value)} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={perform.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={perform.isPending} loadingText={t('common.working')}>
          <CalendarCheck aria-hidden="true" />
          {actionLabel('make_effective')}
        </Button>
      </DialogFooter>
      <SignatureDialog
        open={signing}
        onOpenChange={(open) => {
          setSigning(open);
          if (!open && perform.isSuccess) onOpenChange(false);
        }}
        meaning="released"
        actionLabel={actionLabel('make_effective')}
        documentLabel={`${document.docNumber} · ${document.title} · v${document.version}`}
        signerName={signerName}
        commentRequired={false}
        initialComment={comment.trim()}
        onSign={({ signature }) => perform.mutateAsync({ documentId: document.id, request: request(signature) }, outcome)}
      />
    </form>
  );
}
