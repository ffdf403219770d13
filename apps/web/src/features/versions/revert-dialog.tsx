import { useState, type FormEvent } from 'react';
import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { versionDisplayLabel, type DocumentDetail, type DocumentVersionSummary } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useRevert } from './queries';

const REQUIRED = 'Please fill in all required fields for version revert.';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revert = useRevert(doc.id);
  const label = versionDisplayLabel(doc.documentType, version.label);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(REQUIRED);
      return;
    }
    revert.mutate(
      { versionId: version.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success('Version Revert', { description: `Reverting ${doc.title} to version ${version.label}. This action will be logged.` });
          onOpenChange(false);
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.message : 'Please check your connection and try again.';
          if (failure instanceof ApiError && failure.status === 400) setError(message);
          else toast.error('Revert Failed', { description: message });
        },
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Revert to {label}</DialogTitle>
        <DialogDescription>
          {doc.docNumber} · {doc.title}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm">
        The file of {label} (rev. {version.revision}) becomes the document's current content as a new version. Every earlier version stays in the
        history, and the revert is recorded in the audit trail with your reason.
      </p>
      <Field id="revert-reason" label="Reason" required error={error}>
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
          Cancel
        </Button>
        <Button type="submit" loading={revert.isPending} loadingText="Reverting…">
          <RotateCcw aria-hidden="true" />
          Revert
        </Button>
      </DialogFooter>
    </form>
  );
}
