import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ReconcileCopyRequest, type CopyListItem, type ReconcileOutcome } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { DialogForm } from '@/components/dialog-form';
import { errorText, fieldText } from '@/i18n/error-text';
import { useReconcileCopy } from '@/lib/api/copies/queries';

export interface Reconciling {
  copy: CopyListItem;
  outcome: ReconcileOutcome;
}

/** Mark a controlled copy returned or destroyed, with the reason the audit trail keeps. */
export function ReconcileDialog({ reconciling, onClose }: { reconciling: Reconciling | null; onClose: () => void }) {
  return (
    <Dialog open={reconciling !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">{reconciling && <ReconcileForm key={reconciling.copy.id} {...reconciling} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function ReconcileForm({ copy, outcome, onClose }: Reconciling & { onClose: () => void }) {
  const { t } = useTranslation('copies');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reconcile = useReconcileCopy();
  const returned = outcome === 'returned';

  const submit = () => {
    const parsed = ReconcileCopyRequest.safeParse({ outcome, reason });
    if (!parsed.success) {
      setError(fieldText(parsed.error.issues[0]?.message ?? ''));
      document.getElementById('reconcile-reason')?.focus();
      return;
    }
    reconcile.mutate(
      { copyId: copy.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(t(returned ? 'reconcile.doneReturned' : 'reconcile.doneDestroyed', { number: copy.number }), { description: copy.document.docNumber });
          onClose();
        },
        onError: (failure) => toast.error(t('reconcile.failed'), { description: errorText(failure, t('reconcile.failed')) }),
      },
    );
  };

  return (
    <DialogForm
      title={t(returned ? 'reconcile.titleReturned' : 'reconcile.titleDestroyed', { number: copy.number })}
      description={t('reconcile.description', { docNumber: copy.document.docNumber, version: copy.versionLabel, holder: copy.holder ?? t('reconcile.nobody') })}
      className="grid gap-4"
      onSubmit={submit}
    >
      <Field id="reconcile-reason" label={t('reconcile.reason')} required error={error}>
        <Textarea
          {...fieldAria('reconcile-reason', error, true)}
          rows={3}
          value={reason}
          disabled={reconcile.isPending}
          placeholder={t(returned ? 'reconcile.reasonPlaceholderReturned' : 'reconcile.reasonPlaceholderDestroyed')}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={reconcile.isPending}>
          {t('reconcile.cancel')}
        </Button>
        <Button type="submit" loading={reconcile.isPending} loadingText={t('reconcile.saving')}>
          {t('reconcile.confirm')}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
