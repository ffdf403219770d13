import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FIELD_MESSAGES, type ArchiveStaleDraftsResponse } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorText, fieldText } from '@/i18n/error-text';
import { useArchiveStaleDrafts } from './queries';

/** Asks the one reason every chosen draft is archived with, then archives them. */
export function ArchiveDraftsDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  documentIds: string[];
  onArchived: (result: ArchiveStaleDraftsResponse) => void;
}) {
  const { t } = useTranslation('retention');
  const archive = useArchiveStaleDrafts();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(fieldText(FIELD_MESSAGES.retentionDecisionReasonRequired));
      return;
    }
    archive.mutate(
      { documentIds: props.documentIds, reason: reason.trim() },
      {
        onSuccess: (result) => {
          setReason('');
          setError(undefined);
          props.onOpenChange(false);
          props.onArchived(result);
        },
        onError: (failure) => toast.error(t('drafts.failed'), { description: errorText(failure, t('drafts.failedDescription')) }),
      },
    );
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('drafts.dialogTitle', { count: props.documentIds.length })}</DialogTitle>
            <DialogDescription>{t('drafts.dialogDescription')}</DialogDescription>
          </DialogHeader>
          <Field id="stale-drafts-reason" label={t('drafts.reason')} required error={error}>
            <Textarea {...fieldAria('stale-drafts-reason', error, true)} value={reason} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              {t('drafts.cancel')}
            </Button>
            <Button type="submit" variant="destructive" loading={archive.isPending} loadingText={t('drafts.archiving')}>
              {t('drafts.confirm', { count: props.documentIds.length })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
