import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { DocumentDetail, ReplaceFileMetadata, versionDisplayLabel } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field, FieldError, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { replaceFilePath } from '../api';
import { DialogForm } from '../dialog-form';
import { FileDropZone } from '../file-drop-zone';
import { documentKeys, useDocumentSaved } from '../queries';
import { UploadProgress } from '../upload-progress';
import { useUploadLimits } from '../queries';
import { FILE_REQUIRED_MESSAGE, UPLOAD_ACCEPT, checkUploadFile, uploadHint } from '../upload-form';
import { useUploadMutation } from '../use-upload-mutation';

interface ReplaceFileDialogProps {
  doc: DocumentDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A new file for a draft: stored as the next version, the previous ones kept. */
export function ReplaceFileDialog({ doc, open, onOpenChange }: ReplaceFileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {open && <ReplaceFileForm doc={doc} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReplaceFileForm({ doc, onClose }: { doc: DocumentDetail; onClose: () => void }) {
  const queryClient = useQueryClient();
  const saved = useDocumentSaved();
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState('');
  const [errors, setErrors] = useState<{ file?: string; changeSummary?: string }>({});
  const maxMb = useUploadLimits().data?.maxMb;
  const upload = useUploadMutation(replaceFilePath(doc.id), DocumentDetail);

  const submit = () => {
    const parsed = ReplaceFileMetadata.safeParse({ changeSummary: summary, rowVersion: doc.rowVersion });
    const next: typeof errors = {};
    if (!parsed.success) next.changeSummary = parsed.error.issues[0]?.message;
    if (!file) next.file = FILE_REQUIRED_MESSAGE;
    setErrors(next);
    if (!parsed.success || !file) return;
    upload.mutate(
      { metadata: parsed.data, file },
      {
        onSuccess: (updated) => {
          void saved(updated);
          const label = updated.currentVersion ? versionDisplayLabel(updated.documentType, updated.currentVersion.label) : '';
          toast.success('File Replaced', { description: `${label} of "${updated.title}" was created.` });
          onClose();
        },
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          if (error instanceof ApiError && error.code === 'CONFLICT') {
            toast.error('Document Changed', {
              description: 'Someone else changed this document. It has been reloaded; please try again.',
            });
            void queryClient.invalidateQueries({ queryKey: documentKeys.detail(doc.id) });
            onClose();
            return;
          }
          if (error instanceof ApiError && ['INVALID_FILE_TYPE', 'FILE_TOO_LARGE', 'FILE_REQUIRED'].includes(error.code)) {
            setErrors({ file: error.message });
          }
          toast.error('Upload Failed', {
            description: error instanceof ApiError ? error.message : 'An error occurred while uploading the file. Please try again.',
          });
        },
      },
    );
  };

  return (
    <DialogForm
      className="grid gap-4"
      onSubmit={submit}
      title="Replace File"
      description="The new file becomes the next version of this draft; earlier versions stay available."
    >
      <FileDropZone
        label="New file"
        accept={UPLOAD_ACCEPT}
        hint={uploadHint(maxMb)}
        file={file}
        onFile={(chosen) => {
          const problem = chosen ? checkUploadFile(chosen, maxMb) : null;
          setErrors(({ file: _file, ...rest }) => (problem ? { ...rest, file: problem } : rest));
          setFile(chosen && !problem ? chosen : null);
        }}
        errorFieldId="replace-file"
        hasError={Boolean(errors.file)}
        disabled={upload.isPending}
      />
      <FieldError id="replace-file" message={errors.file} />
      <Field id="replace-summary" label="Change summary" required error={errors.changeSummary}>
        <Textarea
          {...fieldAria('replace-summary', errors.changeSummary, true)}
          value={summary}
          onChange={(event) => {
            setSummary(event.target.value);
            setErrors(({ changeSummary: _summary, ...rest }) => rest);
          }}
          rows={3}
          disabled={upload.isPending}
          placeholder="What changed in this version"
        />
      </Field>
      <UploadProgress percent={upload.percent} />
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            if (upload.isPending) upload.cancel();
            onClose();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" loading={upload.isPending} loadingText="Uploading…">
          Upload New Version
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
