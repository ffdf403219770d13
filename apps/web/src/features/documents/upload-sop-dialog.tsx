import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { DocumentDetail } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field, FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { UPLOAD_PATH } from '@/lib/api/documents/api';
import { DialogForm } from '@/components/dialog-form';
import { FileDropZone } from '@/components/file-drop-zone';
import { clearError } from '@/lib/form-errors';
import { documentKeys } from '@/lib/api/documents/queries';
import {
  CategorySelect,
  ConfidentialitySelect,
  DepartmentSelect,
  DocumentTypeSelect,
  ImpactCheckboxes,
  PrioritySelect,
  SopDateFields,
} from '@/components/sop-fields';
import { useUploadLimits } from '@/lib/api/documents/queries';
import { UploadProgress } from './upload-progress';
import {
  UPLOAD_ACCEPT,
  UPLOAD_DEFAULTS,
  checkUploadFile,
  toUploadErrors,
  uploadHint,
  validateUpload,
  type UploadErrors,
  type UploadField,
  type UploadFormValues,
} from '@/lib/upload-form';
import { UploadSummary } from './upload-summary';
import { useUploadMutation } from './use-upload-mutation';

const REQUIRED_FIELDS = new Set<keyof UploadFormValues>([
  'docNumber',
  'title',
  'description',
  'departmentId',
  'categoryId',
  'changeReason',
  'effectiveDate',
  'reviewDate',
]);
/** The file input's id, so a problem with the file can focus it. */
const FILE_INPUT_ID = 'upload-file-input';

interface UploadSopDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Upload New SOP (spec 01 §2, §5): the metadata and the real file, sent together with a progress bar. */
export function UploadSopDialog({ open, onOpenChange }: UploadSopDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] max-w-3xl overflow-y-auto">
        {/* A fresh form each time the dialog opens. */}
        {open && <UploadSopForm onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-4 rounded-lg border p-4">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function UploadSopForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<UploadFormValues>(UPLOAD_DEFAULTS);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const maxMb = useUploadLimits().data?.maxMb;
  const upload = useUploadMutation(UPLOAD_PATH, DocumentDetail);

  const set = <K extends keyof UploadFormValues>(field: K, value: UploadFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearError(current, field));
  };
  const text = (field: keyof UploadFormValues) => ({
    ...fieldAria(`upload-${field}`, errors[field], REQUIRED_FIELDS.has(field)),
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    disabled: upload.isPending,
  });

  const chooseFile = (chosen: File | null) => {
    setErrors((current) => {
      const next = clearError(current, 'file');
      const problem = chosen ? checkUploadFile(chosen, maxMb) : null;
      return problem ? { ...next, file: problem } : next;
    });
    setFile(chosen && !checkUploadFile(chosen, maxMb) ? chosen : null);
  };

  const submit = () => {
    const result = validateUpload(values, file, maxMb);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    upload.mutate(
      { metadata: result.metadata, file: result.file },
      {
        onSuccess: (doc) => {
          toast.success(t('upload.toast.uploaded'), {
            description: t('upload.toast.uploadedDescription', { docNumber: doc.docNumber, title: doc.title }),
          });
          queryClient.setQueryData(documentKeys.detail(doc.id), doc);
          void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
          onClose();
        },
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          if (error instanceof ApiError && (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_EXPIRED')) {
            toast.error(t('upload.toast.authError'), { description: t('upload.toast.authErrorDescription') });
            return;
          }
          const problem = errorText(error, t('upload.toast.failedDescription'));
          const fieldErrors = error instanceof ApiError ? toUploadErrors(error.fields) : {};
          if (error instanceof ApiError && !error.fields && ['FILE_REQUIRED', 'INVALID_FILE_TYPE', 'FILE_TOO_LARGE'].includes(error.code)) {
            fieldErrors.file = problem;
          }
          setErrors(fieldErrors);
          focusFirstError(fieldErrors);
          toast.error(t('upload.toast.failed'), { description: problem });
        },
      },
    );
  };

  const cancel = () => {
    if (upload.isPending) upload.cancel();
    onClose();
  };

  return (
    <DialogForm
      // Columns of minmax(0, 1fr): a summary's long value never widens the dialog past a phone's screen.
      className="grid grid-cols-1 gap-5"
      onSubmit={submit}
      title={t('upload.title')}
      description={t('upload.description')}
    >
      <Section id="upload-basic" title={t('upload.sections.basic')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="upload-docNumber" label={t('fields.sopNumber')} required error={errors.docNumber}>
            <Input {...text('docNumber')} placeholder={t('upload.docNumberPlaceholder')} autoComplete="off" />
          </Field>
          <Field id="upload-title" label={t('upload.sopTitle')} required error={errors.title}>
            <Input {...text('title')} placeholder={t('upload.sopTitlePlaceholder')} />
          </Field>
          <Field id="upload-documentType" label={t('fields.documentType')} error={errors.documentType}>
            <DocumentTypeSelect {...text('documentType')} />
          </Field>
          <Field id="upload-version" label={t('fields.version')} error={errors.version} hint={t('upload.versionHint')}>
            <Input {...text('version')} />
          </Field>
        </div>
        <Field id="upload-description" label={t('fields.description')} required error={errors.description}>
          <Textarea {...text('description')} rows={3} placeholder={t('upload.descriptionPlaceholder')} />
        </Field>
        <Field id="upload-keywords" label={t('fields.keywords')} error={errors.keywords} hint={t('fields.keywordsHint')}>
          <Input {...text('keywords')} placeholder={t('upload.keywordsPlaceholder')} />
        </Field>
      </Section>

      <Section id="upload-classification" title={t('upload.sections.classification')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="upload-departmentId" label={t('fields.department')} required error={errors.departmentId}>
            <DepartmentSelect {...text('departmentId')} />
          </Field>
          <Field id="upload-categoryId" label={t('fields.category')} required error={errors.categoryId}>
            <CategorySelect {...text('categoryId')} />
          </Field>
          <Field id="upload-priority" label={t('fields.priority')} error={errors.priority}>
            <PrioritySelect {...text('priority')} />
          </Field>
          <Field id="upload-confidentiality" label={t('fields.confidentiality')} error={errors.confidentiality}>
            <ConfidentialitySelect {...text('confidentiality')} />
          </Field>
        </div>
        <ImpactCheckboxes
          idPrefix="upload"
          fields={['gxpImpact', 'gmpImpact', 'trainingRequired']}
          values={values}
          onChange={set}
          disabled={upload.isPending}
          className="grid gap-3 sm:grid-cols-3"
        />
        <Field id="upload-impactNotes" label={t('upload.impactNotes')} error={errors.impactNotes}>
          <Textarea {...text('impactNotes')} rows={2} placeholder={t('upload.impactNotesPlaceholder')} />
        </Field>
      </Section>

      <Section id="upload-change" title={t('upload.sections.change')}>
        <Field id="upload-changeReason" label={t('fields.changeReason')} required error={errors.changeReason}>
          <Textarea {...text('changeReason')} rows={2} placeholder={t('upload.changeReasonPlaceholder')} />
        </Field>
        <SopDateFields control={text} errors={errors} required />
      </Section>

      <Section id="upload-file" title={t('upload.sections.file')}>
        <FileDropZone
          label={t('upload.fileLabel')}
          inputId={FILE_INPUT_ID}
          accept={UPLOAD_ACCEPT}
          hint={uploadHint(maxMb)}
          file={file}
          onFile={chooseFile}
          errorFieldId="upload-file-zone"
          hasError={Boolean(errors.file)}
          disabled={upload.isPending}
        />
        <FieldError id="upload-file-zone" message={errors.file} />
      </Section>

      <Section id="upload-summary" title={t('upload.sections.summary')}>
        <UploadSummary values={values} file={file} />
      </Section>

      <UploadProgress percent={upload.percent} />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={cancel}>
          {t('buttons.cancel')}
        </Button>
        <Button type="submit" loading={upload.isPending} loadingText={t('upload.uploading')}>
          {t('upload.submit')}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}

/** Moves focus to the first field with a problem, so keyboard and screen-reader users land on it. */
function focusFirstError(errors: UploadErrors) {
  const order: UploadField[] = [
    'docNumber',
    'title',
    'documentType',
    'version',
    'description',
    'keywords',
    'departmentId',
    'categoryId',
    'priority',
    'confidentiality',
    'impactNotes',
    'changeReason',
    'effectiveDate',
    'reviewDate',
  ];
  const first = order.find((field) => errors[field]);
  const id = first ? `upload-${first}` : errors.file ? FILE_INPUT_ID : null;
  if (id) document.getElementById(id)?.focus();
}
