import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { useCompletePeriodicReview } from './queries';

interface RevisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document: { id: string; docNumber: string; title: string };
}

/** "Revision needed": a new draft version, the review as its reason. */
export function RevisionDialog({ open, onOpenChange, document }: RevisionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">{open && <RevisionForm document={document} onOpenChange={onOpenChange} />}</DialogContent>
    </Dialog>
  );
}

function RevisionForm({ document, onOpenChange }: Omit<RevisionDialogProps, 'open'>) {
  const { t } = useTranslation('periodicReviews');
  const [reason, setReason] = useState('');
  const complete = useCompletePeriodicReview(document.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    complete.mutate(
      { outcome: 'revision', reason: reason.trim() },
      {
        onSuccess: (review) => {
          toast.success(t('revision.started'), { description: t('revision.startedDescription', { version: review.currentWorkflow?.versionLabel ?? '' }) });
          onOpenChange(false);
        },
        onError: (error) => toast.error(t('common.error'), { description: errorText(error, t('revision.failed')) }),
      },
    );
  };
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{t('revision.title')}</DialogTitle>
        <DialogDescription>
          {document.docNumber} · {document.title}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm">{t('revision.intro')}</p>
      <Field id="review-revision-reason" label={t('revision.reason')} required>
        <Textarea {...fieldAria('review-revision-reason', undefined, true)} value={reason} maxLength={2000} autoFocus onChange={(event) => setReason(event.target.value)} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={complete.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!reason.trim()} loading={complete.isPending} loadingText={t('revision.submitting')}>
          {t('revision.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
