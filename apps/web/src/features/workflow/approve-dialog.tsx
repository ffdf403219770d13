import { useState } from 'react';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { EmptyAudienceWarning } from '@/components/training/empty-audience-warning';
import { actionLabel } from '@/i18n/labels';
import { ApprovalChoice } from './approval-choice';
import { approvalConditions, type ApprovalKind } from './approval-conditions';
import { needsComment } from './offered-actions';
import { useWorkflowAction } from '@/lib/api/workflow/queries';
import { onBehalfOf, OnBehalfFields, type OnBehalfDraft } from './on-behalf-fields';

interface ApproveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document: { id: string; title: string; docNumber: string; version: string };
  signerName: string;
  initialComment?: string;
  onSigned?: () => void;
  /** The pending approvers when the signer is not one of them: they sign on behalf of one, with a reason. */
  onBehalfOf?: readonly { id: string; name: string }[];
}

/**
 * Approve: the approval is the signature (21 CFR 11.50), meaning "approved", or "approved-with-conditions" when the
 * approver sets conditions (spec 02 §4), in the signature dialog.
 */
export function ApproveDialog(props: ApproveDialogProps) {
  // A fresh choice each time the dialog opens.
  return props.open ? <ApproveFlow {...props} /> : null;
}

function ApproveFlow({ open, onOpenChange, document, signerName, initialComment, onSigned, onBehalfOf: assignees = [] }: ApproveDialogProps) {
  const [forWhom, setForWhom] = useState<OnBehalfDraft>({ userId: '', reason: '' });
  const approve = useWorkflowAction();
  const [kind, setKind] = useState<ApprovalKind>('plain');
  const [texts, setTexts] = useState<string[]>(['']);
  const [error, setError] = useState<string | null>(null);
  const checked = approvalConditions(kind, texts);
  return (
    <SignatureDialog
      open={open}
      onOpenChange={onOpenChange}
      meaning={kind === 'plain' ? 'approved' : 'approved-with-conditions'}
      actionLabel={actionLabel('approve_document')}
      documentLabel={`${document.docNumber} · ${document.title} · v${document.version}`}
      signerName={signerName}
      commentRequired={needsComment('approve_document')}
      initialComment={initialComment}
      notice={open && <EmptyAudienceWarning documentId={document.id} />}
      validate={() => {
        setError(checked.ok ? null : checked.error);
        return checked.ok && (assignees.length === 0 || onBehalfOf(forWhom) !== null);
      }}
      onSign={async ({ signature, comment }) => {
        const conditions = checked.ok ? checked.conditions : undefined;
        const forAssignee = assignees.length ? onBehalfOf(forWhom) : null;
        await approve.mutateAsync({
          documentId: document.id,
          request: { action: 'approve_document', comment, signature, ...(conditions ? { conditions } : {}), ...(forAssignee ? { onBehalfOf: forAssignee } : {}) },
        });
        onSigned?.();
      }}
    >
      {assignees.length > 0 && <OnBehalfFields assignees={assignees} value={forWhom} onChange={setForWhom} />}
      <ApprovalChoice
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          setError(null);
        }}
        texts={texts}
        onTextsChange={(next) => {
          setTexts(next);
          if (error) setError(null);
        }}
        error={error}
      />
    </SignatureDialog>
  );
}
