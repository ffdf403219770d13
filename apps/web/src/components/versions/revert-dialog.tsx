import { useState, type FormEvent } from 'react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { type DocumentDetail, type DocumentVersionSummary } from '@attest/domain';
import { versionLabel } from '@/i18n/labels';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { useRevert } from '@/lib/api/versions/queries';

interface RevertDialogProps {
  doc: DocumentDetail;
  version: DocumentVersionSummary | null;
  onOpenChange: (open: boolean) => void;
}

/** Version Revert (spec 02 §2, §5): an earlier version becomes current again, with a reason, in the audit trail. */
export function RevertDialog({ doc, version, onOpenChange }: RevertDialogProps) {
  return (
    <Dialog open={version !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">{version && <RevertForm key={version.id} doc={doc} version={version} onOpenChange={onOpenChange} />}</DialogContent>
    </Dialog>
  );
}

function RevertForm({ doc, version, onOpenChange }: { doc: DocumentDetail; version: DocumentVersionSummary; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('versions');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revert = useRevert(doc.id);
  const label = versionLabel(doc.documentType, version.label, version.status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('revert.required'));
      return;
    }
    revert.mutate(
      { versionId: version.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('revert.toasts.reverted.title'), {
            description: t('revert.toasts.reverted.description', { title: doc.title, version: version.label }),
          });
          onOpenChange(false);
        },
        onError: (failure) => {
          const message = errorText(failure, t('revert.connectionFallback'));
          if (failure instanceof ApiError && failure.status === 400) setError(message);
          else toast.error(t('revert.toasts.failed'), { description: message });
        },
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{t('revert.title', { label })}</DialogTitle>
        <DialogDescription>
          {doc.docNumber} · {doc.title}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm">{t('revert.explanation', { label, revision: version.revision })}</p>
      <Field id="revert-reason" label={t('revert.reason')} required error={error}>
        <Textarea
          {...fieldAria('revert-reason', error, true)}
          value={reason}
          maxLength={2000}
          autoFocus
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={revert.isPending}>
          {t('revert.cancel')}
        </Button>
        <Button type="submit" loading={revert.isPending} loadingText={t('revert.submitting')}>
          <RotateCcw aria-hidden="true" />
          {t('revert.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
