import { useState, type FormEvent } from 'react';
import { OctagonX } from 'lucide-react';
import { toast } from 'sonner';
import type { WorkflowSummary } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useWorkflowAction } from './queries';

/** Abort Workflow (spec 02 §2, §4): with a reason, the document returns to draft. */
export function AbortWorkflowDialog({ workflow, onOpenChange }: { workflow: WorkflowSummary | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={workflow !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">{workflow && <AbortForm key={workflow.id} workflow={workflow} onOpenChange={onOpenChange} />}</DialogContent>
    </Dialog>
  );
}

function AbortForm({ workflow, onOpenChange }: { workflow: WorkflowSummary; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState('');
  const abort = useWorkflowAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    abort.mutate(
      { documentId: workflow.document.id, request: { action: 'abort_workflow', comment: reason.trim() } },
      {
        onSuccess: () => {
          toast.success('Workflow Aborted', { description: `"${workflow.document.title}" is back in draft.` });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error('Error', { description: error instanceof ApiError ? error.message : 'Failed to abort workflow. Please try again.' }),
      },
    );
  };
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Abort Workflow</DialogTitle>
        <DialogDescription>
          {workflow.document.docNumber} · {workflow.document.title}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm">The running review and approval stop and the document returns to draft.</p>
      <Field id="abort-reason" label="Reason" required>
        <Textarea {...fieldAria('abort-reason', undefined, true)} value={reason} maxLength={5000} autoFocus onChange={(event) => setReason(event.target.value)} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={abort.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={!reason.trim()} loading={abort.isPending} loadingText="Aborting…">
          <OctagonX aria-hidden="true" />
          Abort Workflow
        </Button>
      </DialogFooter>
    </form>
  );
}
