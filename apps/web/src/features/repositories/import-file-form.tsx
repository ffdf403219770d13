import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRepositoryFileRequest, RepositoryItem } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { DialogForm } from '@/components/dialog-form';
import { CategorySelect, DepartmentSelect, DocumentTypeSelect, SopDateFields } from '@/components/sop-fields';
import type { UploadErrors, UploadFormValues } from '@/lib/upload-form';
import { importDefaults, validateImport, type ImportTarget, type VersionErrors, type VersionValues } from './import-values';

interface ImportFileFormProps {
  item: RepositoryItem;
  /** "File 2 of 3: …" when several files were selected. */
  progress: string | null;
  pending: boolean;
  onSubmit: (request: ImportRepositoryFileRequest) => void;
  onSkip: (() => void) | null;
  onCancel: () => void;
}

/** One file's import: as a new draft (the Upload New SOP metadata) or as the next version of a document by its number. */
export function ImportFileForm({ item, progress, pending, onSubmit, onSkip, onCancel }: ImportFileFormProps) {
  const { t } = useTranslation(['repositories', 'documents']);
  const [target, setTarget] = useState<ImportTarget>('new');
  const [draft, setDraft] = useState<UploadFormValues>(() => importDefaults(item));
  const [version, setVersion] = useState<VersionValues>({ docNumber: '', changeSummary: '' });
  const [errors, setErrors] = useState<UploadErrors & VersionErrors>({});

  const draftControl = (field: keyof UploadFormValues) => ({
    ...fieldAria(`import-${field}`, errors[field], true),
    value: draft[field] as string,
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value })),
    disabled: pending,
  });
  const versionControl = (field: keyof VersionValues) => ({
    ...fieldAria(`import-version-${field}`, errors[field], true),
    value: version[field],
    onChange: (event: { target: { value: string } }) => setVersion((current) => ({ ...current, [field]: event.target.value })),
    disabled: pending,
  });

  const submit = () => {
    const result = validateImport(item.path, target, draft, version);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.request);
  };

  return (
    <DialogForm className="grid gap-5" onSubmit={submit} title={t('import.title')} description={progress ?? t('import.file', { name: item.path })}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('import.target')}</legend>
        <RadioGroup value={target} onValueChange={(value) => setTarget(value as ImportTarget)} className="grid gap-2">
          <div className="flex items-center gap-2">
            <RadioGroupItem id="import-target-new" value="new" />
            <Label htmlFor="import-target-new">{t('import.targetNew')}</Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem id="import-target-version" value="version" />
            <Label htmlFor="import-target-version">{t('import.targetVersion')}</Label>
          </div>
        </RadioGroup>
      </fieldset>

      {target === 'new' ? (
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="import-docNumber" label={t('documents:fields.sopNumber')} required error={errors.docNumber}>
              <Input {...draftControl('docNumber')} placeholder={t('documents:upload.docNumberPlaceholder')} autoComplete="off" />
            </Field>
            <Field id="import-title" label={t('documents:upload.sopTitle')} required error={errors.title}>
              <Input {...draftControl('title')} />
            </Field>
            <Field id="import-documentType" label={t('documents:fields.documentType')} error={errors.documentType}>
              <DocumentTypeSelect {...draftControl('documentType')} aria-required={undefined} />
            </Field>
            <Field id="import-departmentId" label={t('documents:fields.department')} required error={errors.departmentId}>
              <DepartmentSelect {...draftControl('departmentId')} />
            </Field>
            <Field id="import-categoryId" label={t('documents:fields.category')} required error={errors.categoryId}>
              <CategorySelect {...draftControl('categoryId')} />
            </Field>
          </div>
          <Field id="import-description" label={t('documents:fields.description')} required error={errors.description}>
            <Textarea {...draftControl('description')} rows={2} />
          </Field>
          <Field id="import-changeReason" label={t('documents:fields.changeReason')} required error={errors.changeReason}>
            <Textarea {...draftControl('changeReason')} rows={2} />
          </Field>
          <SopDateFields control={draftControl} errors={errors} required />
        </div>
      ) : (
        <div className="grid gap-4">
          <Field id="import-version-docNumber" label={t('documents:fields.sopNumber')} required error={errors.docNumber} hint={t('import.docNumberHint')}>
            <Input {...versionControl('docNumber')} autoComplete="off" />
          </Field>
          <Field id="import-version-changeSummary" label={t('import.changeSummary')} required error={errors.changeSummary}>
            <Textarea {...versionControl('changeSummary')} rows={2} />
          </Field>
        </div>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('import.cancel')}
        </Button>
        {onSkip && (
          <Button type="button" variant="outline" onClick={onSkip} disabled={pending}>
            {t('import.skip')}
          </Button>
        )}
        <Button type="submit" loading={pending} loadingText={t('import.importing')}>
          {t('import.submit')}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
