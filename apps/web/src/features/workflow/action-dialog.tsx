import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PenLine } from 'lucide-react';
import { toast } from '@/lib/toast';
import { RELEASE_SIGNATURE_MEANINGS, type OnBehalfOf, type SignatureInput, type WorkflowAction, type WorkflowActionRequest, type WorkflowDetail } from '@attest/domain';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { useReleaseSignatureRequired } from '@/lib/api/signatures/queries';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { actionLabel } from '@/i18n/labels';
import { actionDescription, commentLabel, completedText } from './action-copy';
import { needsComment, needsSignature } from './offered-actions';
import { useWorkflowAction } from '@/lib/api/workflow/queries';
import { UserPicker } from './user-picker';
import { onBehalfOf, OnBehalfFields, othersPending, type OnBehalfDraft } from './on-behalf-fields';

/** The actions this dialog performs: a comment, and for some a decision or approvers. */
export type CommentAction = Exclude<
  WorkflowAction,
  'submit_for_review' | 'request_re_review' | 'approve_document' | 'admin_internal_assessment' | 'make_effective'
>;

interface ActionDialogProps {
  action: CommentAction | null;
  onOpenChange: (open: boolean) => void;
  document: { id: string; title: string; docNumber: string; version: string; status: string };
  workflow: WorkflowDetail | null;
  /** The signed-in person: whether they act themselves or on an assignee's behalf, and the name they sign with. */
  user: { id: string; name: string };
}

/** A workflow action with its comment (spec 02 §2): Confirm stays disabled while a required comment is blank. */
export function ActionDialog({ action, onOpenChange, document, workflow, user }: ActionDialogProps) {
  return (
    <Dialog open={action !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-xl overflow-y-auto">
        {action && <ActionForm key={action} action={action} onOpenChange={onOpenChange} document={document} workflow={workflow} user={user} />}
      </DialogContent>
    </Dialog>
  );
}

function buildRequest(action: CommentAction, comment: string, decision: 'approved' | 'rejected', approvers: string[], forWhom: OnBehalfOf | null, signature?: SignatureInput): WorkflowActionRequest {
  const onBehalf = forWhom ? { onBehalfOf: forWhom } : {};
  switch (action) {
    case 'complete_review':
      return { action, decision, comment, ...onBehalf };
    case 'reject_document':
      return { action, comment, ...onBehalf };
    case 'submit_for_approval':
      return approvers.length ? { action, comment, approvers } : { action, comment };
    case 'mark_obsolete':
    case 'restore_from_archive':
      return signature ? { action, comment, signature } : { action, comment };
    default:
      return { action, comment };
  }
}

/** The step a decision completes: a review, or the approval while the document waits for it. */
const stepOf = (action: CommentAction, status: string): 'reviewer' | 'approver' | null =>
  action === 'complete_review' ? 'reviewer' : action === 'reject_document' ? (status === 'pending-approval' ? 'approver' : 'reviewer') : null;

function ActionForm({ action, onOpenChange, document, workflow, user }: ActionDialogProps & { action: CommentAction }) {
  const { t } = useTranslation('workflow');
  const step = stepOf(action, document.status);
  const assignees = step ? othersPending(workflow?.assignments ?? [], step, user.id) : [];
  const [forWhom, setForWhom] = useState<OnBehalfDraft>({ userId: '', reason: '' });
  const releaseAction = action === 'mark_obsolete' || action === 'restore_from_archive' ? action : null;
  const signed = useReleaseSignatureRequired(releaseAction ?? 'mark_obsolete') === true && releaseAction !== null;
  const [signing, setSigning] = useState(false);
  const commentRequired = needsComment(action);
  const hasApprovers = (workflow?.assignments ?? []).some((a) => a.type === 'approver' && a.status === 'pending');
  const pickApprovers = action === 'submit_for_approval' && !hasApprovers;
  const [comment, setComment] = useState('');
  const [decision, setDecision] = useState<'approved' | 'rejected'>('approved');
  const [approvers, setApprovers] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const perform = useWorkflowAction();
  const blocked = (commentRequired && !comment.trim()) || (pickApprovers && approvers.length === 0) || (assignees.length > 0 && !onBehalfOf(forWhom));
  const request = (signature?: SignatureInput) => buildRequest(action, comment.trim(), decision, approvers, assignees.length ? onBehalfOf(forWhom) : null, signature);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setFailure(null);
    // A release action the signature configuration signs goes on in the signature dialog.
    if (signed) return setSigning(true);
    perform.mutate(
      { documentId: document.id, request: request() },
      {
        onSuccess: (result) => {
          toast.success(t('common.actionCompleted'), { description: completedText(action, result.message) });
          onOpenChange(false);
        },
        onError: (error) => {
          const message = errorText(error, t('common.checkConnection'));
          setFailure(message);
          toast.error(t('common.actionFailed'), { description: message });
        },
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{actionLabel(action)}</DialogTitle>
        <DialogDescription>
          {document.docNumber} · {document.title}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm">{actionDescription(action)}</p>
      {needsSignature(action) && (
        <Alert>
          <PenLine aria-hidden="true" />
          <AlertTitle>{t('common.eSignatureRequired')}</AlertTitle>
          <AlertDescription>{t('actionDialog.signatureNote')}</AlertDescription>
        </Alert>
      )}
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{t('common.actionFailed')}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}

      {action === 'complete_review' && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('actionDialog.reviewDecision')}</legend>
          <RadioGroup value={decision} onValueChange={(value) => setDecision(value as 'approved' | 'rejected')} className="flex gap-6">
            {(
              [
                ['approved', t('common.approve')],
                ['rejected', t('common.reject')],
              ] as const
            ).map(([value, label]) => (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem id={`review-decision-${value}`} value={value} />
                <Label htmlFor={`review-decision-${value}`} className="font-normal">
                  {label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
      )}

      {action === 'submit_for_approval' &&
        (pickApprovers ? (
          <UserPicker role="approver" label={t('common.approvers')} selected={approvers} onChange={setApprovers} />
        ) : (
          <p className="text-sm">
            <span className="text-muted-foreground">{t('actionDialog.approversLabel')}</span>
            {(workflow?.assignments ?? [])
              .filter((a) => a.type === 'approver' && a.status === 'pending')
              .map((a) => a.user.name)
              .join(', ')}
          </p>
        ))}

      {assignees.length > 0 && <OnBehalfFields assignees={assignees} value={forWhom} onChange={setForWhom} />}

      <Field id="action-comment" label={commentLabel(action)} required={commentRequired}>
        <Textarea
          {...fieldAria('action-comment', undefined, commentRequired)}
          value={comment}
          maxLength={5000}
          autoFocus
          placeholder={commentRequired ? t('common.required') : t('common.optional')}
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={perform.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant={action === 'reject_document' || action === 'abort_workflow' || action === 'mark_obsolete' || action === 'cancel_scheduled_release' ? 'destructive' : 'default'}
          disabled={blocked}
          loading={perform.isPending}
          loadingText={t('common.working')}
        >
          {t('common.confirm')}
        </Button>
      </DialogFooter>
      {releaseAction && (
        <SignatureDialog
          open={signing}
          onOpenChange={(open) => {
            setSigning(open);
            if (!open && perform.isSuccess) onOpenChange(false);
          }}
          meaning={RELEASE_SIGNATURE_MEANINGS[releaseAction]}
          actionLabel={actionLabel(action)}
          documentLabel={`${document.docNumber} · ${document.title} · v${document.version}`}
          signerName={user.name}
          commentRequired={false}
          initialComment={comment.trim()}
          onSign={({ signature }) => perform.mutateAsync({ documentId: document.id, request: request(signature) })}
        />
      )}
    </form>
  );
}
