import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OctagonX } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { WorkflowSummary } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { actionLabel } from '@/i18n/labels';
import { useWorkflowAction } from '@/lib/api/workflow/queries';

/** Abort Workflow (spec 02 §2, §4): with a reason, the document returns to draft. */
export function AbortWorkflowDialog({ workflow, onOpenChange }: { workflow: WorkflowSummary | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={workflow !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">{workflow && <AbortForm key={workflow.id} workflow={workflow} onOpenChange={onOpenChange} />}</DialogContent>
    </Dialog>
  );
}

function AbortForm({ workflow, onOpenChange }: { workflow: WorkflowSummary; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('workflow');
  const [reason, setReason] = useState('');
  const abort = useWorkflowAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    abort.mutate(
      { documentId: workflow.document.id, request: { action: 'abort_workflow', comment: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(t('abortDialog.abortedTitle'), { description: t('abortDialog.abortedDescription', { title: workflow.document.title }) });
          onOpenChange(false);
        },
        onError: (error) => toast.error(t('common.error'), { description: errorText(error, t('abortDialog.failed')) }),
      },
    );
  };
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{actionLabel('abort_workflow')}</DialogTitle>
        <DialogDescription>
          {workflow.document.docNumber} · {workflow.document.title}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm">{t('abortDialog.intro')}</p>
      <Field id="abort-reason" label={t('abortDialog.reason')} required>
        <Textarea {...fieldAria('abort-reason', undefined, true)} value={reason} maxLength={5000} autoFocus onChange={(event) => setReason(event.target.value)} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={abort.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={!reason.trim()} loading={abort.isPending} loadingText={t('abortDialog.aborting')}>
          <OctagonX aria-hidden="true" />
          {actionLabel('abort_workflow')}
        </Button>
      </DialogFooter>
    </form>
  );
}
