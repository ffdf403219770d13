import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Spec 01 §2 "delete", worded as what it is: archiving. Nothing controlled is destroyed, an admin can restore the
 * document, and the reason is recorded in the audit trail.
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
  const { t } = useTranslation('documents');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(t('deleteDialog.reasonRequired'));
          document.getElementById('delete-reason')?.focus();
          return;
        }
        onConfirm(doc, reason.trim());
      }}
    >
      <AlertDialogHeader>
        <AlertDialogTitle>{t('deleteDialog.title')}</AlertDialogTitle>
        <AlertDialogDescription>
          {t('deleteDialog.confirm', { title: doc.title })}
        </AlertDialogDescription>
        <p className="text-xs text-muted-foreground">
          {t('deleteDialog.archivedNote')}
        </p>
      </AlertDialogHeader>
      <Field id="delete-reason" label={t('deleteDialog.reason')} required error={error}>
        <Textarea
          {...fieldAria('delete-reason', error, true)}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          rows={3}
          disabled={pending}
          placeholder={t('deleteDialog.reasonPlaceholder')}
        />
      </Field>
      <AlertDialogFooter>
        <AlertDialogCancel type="button" disabled={pending}>
          {t('buttons.cancel')}
        </AlertDialogCancel>
        <Button type="submit" variant="destructive" loading={pending} loadingText={t('deleteDialog.deleting')}>
          {t('deleteDialog.delete')}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
