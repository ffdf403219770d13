import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardPen, PenLine } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { CurrentUser, WorkflowSummary } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { ApproveDialog } from './approve-dialog';
import { reviewStepOf } from './offered-actions';
import { useWorkflow, useWorkflowAction } from '@/lib/api/workflow/queries';
import { reviewRequest, type ReviewDecision } from './review-request';

const DECISIONS = [
  { value: 'approve', label: 'common.approve' },
  { value: 'reject', label: 'common.reject' },
  { value: 'request-changes', label: 'common.requestChanges' },
] as const satisfies readonly { value: ReviewDecision; label: string }[];

interface ReviewDialogProps {
  workflow: WorkflowSummary | null;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
}

/** Review (spec 02 §2, §5): approve, reject or request changes, with a comment; an approver's approval is signed. */
export function ReviewDialog({ workflow, onOpenChange, user }: ReviewDialogProps) {
  const [signing, setSigning] = useState<{ comment: string } | null>(null);
  const document = workflow && { id: workflow.document.id, title: workflow.document.title, docNumber: workflow.document.docNumber, version: workflow.document.version };
  return (
    <>
      <Dialog open={workflow !== null && !signing} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl">
          {workflow && (
            <ReviewForm
              key={workflow.id}
              workflow={workflow}
              user={user}
              onOpenChange={onOpenChange}
              onSign={(comment) => setSigning({ comment })}
            />
          )}
        </DialogContent>
      </Dialog>
      {document && (
        <ApproveDialog
          open={signing !== null}
          onOpenChange={(open) => {
            if (open) return;
            setSigning(null);
            onOpenChange(false);
          }}
          document={document}
          signerName={user.name}
          initialComment={signing?.comment}
        />
      )}
    </>
  );
}

function ReviewForm({ workflow, user, onOpenChange, onSign }: { workflow: WorkflowSummary; user: CurrentUser; onOpenChange: (open: boolean) => void; onSign: (comment: string) => void }) {
  const { t } = useTranslation('workflow');
  const step = reviewStepOf(user.role, user.id, workflow.document.status, workflow);
  const detail = useWorkflow(workflow.id);
  const [decision, setDecision] = useState<ReviewDecision>('approve');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const perform = useWorkflowAction();
  const type = step === 'approval' ? 'approver' : 'reviewer';
  const mine = detail.data?.assignments.find((a) => a.user.id === user.id && a.type === type);
  const alreadyDone = mine?.status === 'completed';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!step || alreadyDone) return;
    if (!comment.trim()) {
      setError(t('reviewDialog.commentRequired'));
      toast.error(t('common.validationError'), { description: t('reviewDialog.commentRequired') });
      return;
    }
    const request = reviewRequest(step, decision, comment.trim());
    if (!request) return onSign(comment.trim());
    perform.mutate(
      { documentId: workflow.document.id, request },
      {
        onSuccess: () => {
          toast.success(t('reviewDialog.submittedTitle'), { description: t(`reviewDialog.submittedDescription.${decision}`) });
          onOpenChange(false);
        },
        onError: (failure) => toast.error(t('common.error'), { description: errorText(failure, t('reviewDialog.failed')) }),
      },
    );
  };

  const signs = step === 'approval' && decision === 'approve';
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{step === 'approval' ? t('reviewDialog.titleApproval') : t('reviewDialog.titleReview')}</DialogTitle>
        <DialogDescription>
          {workflow.document.docNumber} · {workflow.document.title} · v{workflow.document.version}
        </DialogDescription>
      </DialogHeader>
      {detail.isPending ? (
        <Skeleton className="h-8" />
      ) : alreadyDone ? (
        <Alert>
          <AlertTitle>{t('reviewDialog.recordedTitle')}</AlertTitle>
          <AlertDescription>{t('reviewDialog.recordedDescription')}</AlertDescription>
        </Alert>
      ) : null}
      <fieldset className="grid gap-2" disabled={alreadyDone}>
        <legend className="mb-1 text-sm font-medium">{t('reviewDialog.decision')}</legend>
        <RadioGroup value={decision} onValueChange={(value) => setDecision(value as ReviewDecision)} className="flex flex-wrap gap-x-6 gap-y-2">
          {DECISIONS.map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              <RadioGroupItem id={`review-${option.value}`} value={option.value} />
              <Label htmlFor={`review-${option.value}`} className="font-normal">
                {t(option.label)}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {signs && (
        <Alert>
          <PenLine aria-hidden="true" />
          <AlertTitle>{t('common.eSignatureRequired')}</AlertTitle>
          <AlertDescription>{t('reviewDialog.signatureNext')}</AlertDescription>
        </Alert>
      )}
      <Field id="review-comment" label={t('common.comment')} required error={error}>
        <Textarea
          {...fieldAria('review-comment', error, true)}
          value={comment}
          maxLength={5000}
          disabled={alreadyDone}
          onChange={(event) => {
            setComment(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={perform.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={alreadyDone || !step} loading={perform.isPending} loadingText={t('common.submitting')}>
          {signs ? <PenLine aria-hidden="true" /> : <ClipboardPen aria-hidden="true" />}
          {signs ? t('reviewDialog.continueToSignature') : t('reviewDialog.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
