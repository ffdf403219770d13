import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { DocumentDetail, ReplaceFileMetadata } from '@attest/domain';
import { versionLabel } from '@/i18n/labels';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field, FieldError, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { replaceFilePath } from '@/lib/api/documents/api';
import { DialogForm } from '@/components/dialog-form';
import { FileDropZone } from '@/components/file-drop-zone';
import { documentKeys, useDocumentSaved } from '@/lib/api/documents/queries';
import { UploadProgress } from '../upload-progress';
import { useUploadLimits } from '@/lib/api/documents/queries';
import { UPLOAD_ACCEPT, checkUploadFile, fileRequiredMessage, uploadHint } from '@/lib/upload-form';
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
  const { t } = useTranslation('documentView');
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
    const summaryIssue = parsed.success ? undefined : parsed.error.issues[0]?.message;
    if (summaryIssue) next.changeSummary = fieldText(summaryIssue);
    if (!file) next.file = fileRequiredMessage();
    setErrors(next);
    if (!parsed.success || !file) return;
    upload.mutate(
      { metadata: parsed.data, file },
      {
        onSuccess: (updated) => {
          void saved(updated);
          const label = updated.currentVersion ? versionLabel(updated.documentType, updated.currentVersion.label, updated.currentVersion.status) : '';
          toast.success(t('replaceFile.toasts.replaced.title'), {
            description: t('replaceFile.toasts.replaced.description', { version: label, title: updated.title }),
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          if (error instanceof ApiError && error.code === 'CONFLICT') {
            toast.error(t('replaceFile.toasts.changed.title'), { description: t('replaceFile.toasts.changed.description') });
            void queryClient.invalidateQueries({ queryKey: documentKeys.detail(doc.id) });
            onClose();
            return;
          }
          const description = errorText(error, t('replaceFile.toasts.failed.description'));
          if (error instanceof ApiError && ['INVALID_FILE_TYPE', 'FILE_TOO_LARGE', 'FILE_REQUIRED'].includes(error.code)) {
            setErrors({ file: description });
          }
          toast.error(t('replaceFile.toasts.failed.title'), { description });
        },
      },
    );
  };

  return (
    <DialogForm
      className="grid gap-4"
      onSubmit={submit}
      title={t('replaceFile.title')}
      description={t('replaceFile.description')}
    >
      <FileDropZone
        label={t('replaceFile.fileLabel')}
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
      <Field id="replace-summary" label={t('replaceFile.summaryLabel')} required error={errors.changeSummary}>
        <Textarea
          {...fieldAria('replace-summary', errors.changeSummary, true)}
          value={summary}
          onChange={(event) => {
            setSummary(event.target.value);
            setErrors(({ changeSummary: _summary, ...rest }) => rest);
          }}
          rows={3}
          disabled={upload.isPending}
          placeholder={t('replaceFile.summaryPlaceholder')}
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
          {t('replaceFile.cancel')}
        </Button>
        <Button type="submit" loading={upload.isPending} loadingText={t('replaceFile.uploading')}>
          {t('replaceFile.submit')}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
