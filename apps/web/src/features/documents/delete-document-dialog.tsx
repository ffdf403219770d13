import { useState } from 'react';
import type { DocumentSummary } from '@attest/domain';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

interface DeleteDocumentDialogProps {
  doc: DocumentSummary | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (doc: DocumentSummary, reason: string) => void;
}

const REASON_REQUIRED = 'A reason is required';

/**
 * Spec 01 §2 delete confirmation. Deleting archives the document (nothing controlled is destroyed), and the
 * reason is recorded in the audit trail.
 */
export function DeleteDocumentDialog({ doc, pending, onCancel, onConfirm }: DeleteDocumentDialogProps) {
  return (
    <AlertDialog open={doc !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        {doc && <DeleteForm key={doc.id} doc={doc} pending={pending} onConfirm={onConfirm} />}
      </AlertDialogContent>
    </AlertDialog>
  );
}

function DeleteForm({ doc, pending, onConfirm }: { doc: DocumentSummary; pending: boolean; onConfirm: DeleteDocumentDialogProps['onConfirm'] }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(REASON_REQUIRED);
          document.getElementById('delete-reason')?.focus();
          return;
        }
        onConfirm(doc, reason.trim());
      }}
    >
      <AlertDialogHeader>
        <AlertDialogTitle>Delete SOP</AlertDialogTitle>
        <AlertDialogDescription>
          {`Are you sure you want to delete "${doc.title}"? This action cannot be undone.`}
        </AlertDialogDescription>
        <p className="text-xs text-muted-foreground">
          The document is archived: it leaves the register but its versions and audit trail are kept.
        </p>
      </AlertDialogHeader>
      <Field id="delete-reason" label="Reason for deletion" required error={error}>
        <Textarea
          {...fieldAria('delete-reason', error, true)}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          rows={3}
          disabled={pending}
          placeholder="e.g. Superseded by SOP-QA-014"
        />
      </Field>
      <AlertDialogFooter>
        <AlertDialogCancel type="button" disabled={pending}>
          Cancel
        </AlertDialogCancel>
        <Button type="submit" variant="destructive" loading={pending} loadingText="Deleting…">
          Delete
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
