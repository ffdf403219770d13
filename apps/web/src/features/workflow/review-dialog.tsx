import { useState, type FormEvent } from 'react';
import { ClipboardPen, PenLine } from 'lucide-react';
import { toast } from 'sonner';
import type { CurrentUser, WorkflowSummary } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { ApproveDialog } from './approve-dialog';
import { reviewStepOf } from './offered-actions';
import { useWorkflow, useWorkflowAction } from './queries';
import { reviewRequest, type ReviewDecision } from './review-request';

const DECISIONS: { value: ReviewDecision; label: string }[] = [
  { value: 'approve', label: 'Approve' },
  { value: 'reject', label: 'Reject' },
  { value: 'request-changes', label: 'Request changes' },
];
const DONE_TEXT: Record<ReviewDecision, string> = { approve: 'approved', reject: 'rejected', 'request-changes': 'requested changes for' };

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
      setError('Please provide a comment for your review.');
      toast.error('Validation Error', { description: 'Please provide a comment for your review.' });
      return;
    }
    const request = reviewRequest(step, decision, comment.trim());
    if (!request) return onSign(comment.trim());
    perform.mutate(
      { documentId: workflow.document.id, request },
      {
        onSuccess: () => {
          toast.success('Review Submitted', { description: `SOP has been ${DONE_TEXT[decision]} successfully.` });
          onOpenChange(false);
        },
        onError: (failure) =>
          toast.error('Error', { description: failure instanceof ApiError ? failure.message : 'Failed to submit review. Please try again.' }),
      },
    );
  };

  const signs = step === 'approval' && decision === 'approve';
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{step === 'approval' ? 'Approval Review' : 'Review'}</DialogTitle>
        <DialogDescription>
          {workflow.document.docNumber} · {workflow.document.title} · v{workflow.document.version}
        </DialogDescription>
      </DialogHeader>
      {detail.isPending ? (
        <Skeleton className="h-8" />
      ) : alreadyDone ? (
        <Alert>
          <AlertTitle>Review recorded</AlertTitle>
          <AlertDescription>You have already recorded your decision on this step.</AlertDescription>
        </Alert>
      ) : null}
      <fieldset className="grid gap-2" disabled={alreadyDone}>
        <legend className="mb-1 text-sm font-medium">Decision</legend>
        <RadioGroup value={decision} onValueChange={(value) => setDecision(value as ReviewDecision)} className="flex flex-wrap gap-x-6 gap-y-2">
          {DECISIONS.map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              <RadioGroupItem id={`review-${option.value}`} value={option.value} />
              <Label htmlFor={`review-${option.value}`} className="font-normal">
                {option.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {signs && (
        <Alert>
          <PenLine aria-hidden="true" />
          <AlertTitle>E-Signature Required</AlertTitle>
          <AlertDescription>Your approval is completed with your electronic signature in the next step.</AlertDescription>
        </Alert>
      )}
      <Field id="review-comment" label="Comment" required error={error}>
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
          Cancel
        </Button>
        <Button type="submit" disabled={alreadyDone || !step} loading={perform.isPending} loadingText="Submitting…">
          {signs ? <PenLine aria-hidden="true" /> : <ClipboardPen aria-hidden="true" />}
          {signs ? 'Continue to Signature' : 'Submit Review'}
        </Button>
      </DialogFooter>
    </form>
  );
}
