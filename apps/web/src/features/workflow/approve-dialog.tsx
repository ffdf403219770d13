import { SignatureDialog } from '@/features/signatures/signature-dialog';
import { EmptyAudienceWarning } from '@/features/training/empty-audience-warning';
import { actionLabel } from '@/i18n/labels';
import { needsComment } from './offered-actions';
import { useWorkflowAction } from './queries';

interface ApproveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document: { id: string; title: string; docNumber: string; version: string };
  signerName: string;
  initialComment?: string;
  onSigned?: () => void;
}

/** Approve: the approval is the signature, meaning "approved" (21 CFR 11.50), in the signature dialog. */
export function ApproveDialog({ open, onOpenChange, document, signerName, initialComment, onSigned }: ApproveDialogProps) {
  const approve = useWorkflowAction();
  return (
    <SignatureDialog
      open={open}
      onOpenChange={onOpenChange}
      meaning="approved"
      actionLabel={actionLabel('approve_document')}
      documentLabel={`${document.docNumber} · ${document.title} · v${document.version}`}
      signerName={signerName}
      commentRequired={needsComment('approve_document')}
      initialComment={initialComment}
      notice={open && <EmptyAudienceWarning documentId={document.id} />}
      onSign={async ({ signature, comment }) => {
        await approve.mutateAsync({ documentId: document.id, request: { action: 'approve_document', comment, signature } });
        onSigned?.();
      }}
    />
  );
}
