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

interface UnlockDocumentDialogProps {
  doc: DocumentSummary | null;
  pending: boolean;
  /** The server's message for the reason field, when it refused the one given. */
  serverError: string | null;
  onCancel: () => void;
  onConfirm: (doc: DocumentSummary, reason: string) => void;
}

/** Unlocking an approved document opens it to change again, so it asks why; the reason goes to the audit trail. */
export function UnlockDocumentDialog({ doc, pending, serverError, onCancel, onConfirm }: UnlockDocumentDialogProps) {
  return (
    <AlertDialog open={doc !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        {doc && <UnlockForm key={doc.id} doc={doc} pending={pending} serverError={serverError} onConfirm={onConfirm} />}
      </AlertDialogContent>
    </AlertDialog>
  );
}

function UnlockForm({ doc, pending, serverError, onConfirm }: Pick<UnlockDocumentDialogProps, 'pending' | 'serverError' | 'onConfirm'> & { doc: DocumentSummary }) {
  const { t } = useTranslation('documents');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(t('unlockDialog.reasonRequired'));
          document.getElementById('unlock-reason')?.focus();
          return;
        }
        onConfirm(doc, reason.trim());
      }}
    >
      <AlertDialogHeader>
        <AlertDialogTitle>{t('unlockDialog.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('unlockDialog.description', { title: doc.title })}</AlertDialogDescription>
      </AlertDialogHeader>
      <Field id="unlock-reason" label={t('unlockDialog.reason')} required error={shown}>
        <Textarea
          {...fieldAria('unlock-reason', shown, true)}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          rows={3}
          disabled={pending}
          placeholder={t('unlockDialog.reasonPlaceholder')}
        />
      </Field>
      <AlertDialogFooter>
        <AlertDialogCancel type="button" disabled={pending}>
          {t('unlockDialog.cancel')}
        </AlertDialogCancel>
        <Button type="submit" loading={pending} loadingText={t('unlockDialog.pending')}>
          {t('unlockDialog.confirm')}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
