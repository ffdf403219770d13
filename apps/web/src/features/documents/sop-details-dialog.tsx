import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { DocumentDetail, QuickCreateDocumentRequest, UpdateDocumentRequest } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { createDocument, updateDocument } from '@/lib/api/documents/api';
import { DialogForm } from '@/components/dialog-form';
import { resolveOriginal } from './original-lookup';
import { clearError, translatedFields } from '@/lib/form-errors';
import { documentKeys, useDocument, useDocumentSaved } from '@/lib/api/documents/queries';
import {
  QUICK_DEFAULTS,
  checkCreate,
  checkUpdate,
  valuesFromDocument,
  type QuickErrors,
  type QuickFormValues,
} from './quick-form';
import {
  CategorySelect,
  ConfidentialitySelect,
  DepartmentSelect,
  DocumentTypeSelect,
  ImpactCheckboxes,
  PrioritySelect,
  SopDateFields,
} from '@/components/sop-fields';

type SaveBody =
  | { kind: 'create'; request: QuickCreateDocumentRequest }
  | { kind: 'update'; id: string; request: UpdateDocumentRequest };

type Mode = { kind: 'create' } | { kind: 'edit'; documentId: string };

interface SopDetailsDialogProps {
  mode: Mode | null;
  onOpenChange: (open: boolean) => void;
}

/** Quick Create SOP and Edit SOP (spec 01 §5): the document's details without a file. */
export function SopDetailsDialog({ mode, onOpenChange }: SopDetailsDialogProps) {
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] max-w-2xl overflow-y-auto">
        {mode?.kind === 'create' && (
          <SopDetailsForm initial={QUICK_DEFAULTS} onClose={() => onOpenChange(false)} />
        )}
        {mode?.kind === 'edit' && <EditLoader documentId={mode.documentId} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditLoader({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const document = useDocument(documentId);
  // The form edits the document as it was when opened: a live refresh (another user's change) must not wipe what is
  // being typed. The save then meets the newer version as a conflict and only that reloads the form.
  const [pinned, setPinned] = useState<DocumentDetail | null>(null);
  if (document.data && pinned === null) setPinned(document.data);
  const reload = async () => {
    const fresh = await document.refetch();
    if (fresh.data) setPinned(fresh.data);
  };
  if (document.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <DialogTitle>{t('sopDetails.editTitle')}</DialogTitle>
        <DialogDescription>{t('sopDetails.loading')}</DialogDescription>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (document.isError) {
    return (
      <div className="grid gap-4">
        <DialogTitle>{t('sopDetails.editTitle')}</DialogTitle>
        <DialogDescription className="sr-only">{t('sopDetails.loadFailed')}</DialogDescription>
        <Alert variant="destructive" role="alert">
          <AlertTitle>{t('sopDetails.notFound')}</AlertTitle>
          <AlertDescription>{errorText(document.error, t('problems.connection'))}</AlertDescription>
        </Alert>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('buttons.close')}
          </Button>
        </DialogFooter>
      </div>
    );
  }
  const shown = pinned ?? document.data;
  // Keyed by rowVersion: when the document is reloaded after a conflict, the form starts over from it.
  return <SopDetailsForm key={shown.rowVersion} initial={valuesFromDocument(shown)} document={shown} onReload={reload} onClose={onClose} />;
}

interface FormProps {
  initial: QuickFormValues;
  document?: DocumentDetail;
  /** Loads the newest version of the edited document into the form (after a conflict). */
  onReload?: () => Promise<void>;
  onClose: () => void;
}

function SopDetailsForm({ initial, document, onReload, onClose }: FormProps) {
  const { t } = useTranslation(['documents', 'documentReferences']);
  const queryClient = useQueryClient();
  const saved = useDocumentSaved();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<QuickErrors>({});
  const editing = Boolean(document);

  const save = useMutation({
    mutationFn: (body: SaveBody) =>
      body.kind === 'update' ? updateDocument(body.id, body.request) : createDocument(body.request),
    onSuccess: async (doc) => {
      await saved(doc);
      if (editing) toast.success(t('sopDetails.toast.updated'), { description: t('sopDetails.toast.updatedDescription', { title: doc.title }) });
      else {
        // Named by its type ('Work Instruction Created'); an SOP keeps the spec's 'SOP Created'.
        toast.success(t('sopDetails.toast.created', { context: doc.documentType }), {
          description: t('sopDetails.toast.createdDescription', { docNumber: doc.docNumber, title: doc.title }),
        });
      }
      onClose();
    },
    onError: async (error) => {
      const problem = error instanceof ApiError ? error : null;
      if (problem?.code === 'CONFLICT' && document) {
        toast.error(t('sopDetails.toast.changed'), { description: t('sopDetails.toast.changedDescription') });
        await onReload?.();
        return;
      }
      if (problem?.fields) setErrors(translatedFields(problem.fields));
      toast.error(editing ? t('sopDetails.toast.updateFailed') : t('sopDetails.toast.createFailed'), {
        description: errorText(error, t('problems.connection')),
      });
      if (document && (problem?.code === 'DOCUMENT_NOT_EDITABLE' || problem?.code === 'DOCUMENT_LOCKED')) {
        await queryClient.invalidateQueries({ queryKey: documentKeys.all });
        onClose();
      }
    },
  });

  const reject = (problem: { errors: QuickErrors; missingRequired: boolean }) => {
    setErrors(problem.errors);
    if (problem.missingRequired) toast.error(t('quickForm.requiredTitle'), { description: t('quickForm.requiredMessage') });
    const first = Object.keys(problem.errors)[0];
    if (first) globalThis.document.getElementById(`sop-${first}`)?.focus();
  };

  const submitUpdate = async (doc: DocumentDetail) => {
    const original = await resolveOriginal(values.originalNumber, initial.originalNumber).catch(() => ({ kind: 'not-found' as const }));
    if (original.kind === 'not-found') {
      reject({ errors: { originalNumber: t('documentReferences:fields.originalNotFound') }, missingRequired: false });
      return;
    }
    const checked = checkUpdate(values, doc.rowVersion, original.kind === 'set' ? original.id : undefined);
    if (checked.ok) save.mutate({ kind: 'update', id: doc.id, request: checked.body });
    else reject(checked);
  };

  const submit = () => {
    if (document) {
      void submitUpdate(document);
      return;
    }
    const checked = checkCreate(values);
    if (checked.ok) save.mutate({ kind: 'create', request: checked.body });
    else reject(checked);
  };

  const set = <K extends keyof QuickFormValues>(field: K, value: QuickFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearError(current, field));
  };
  const text = (field: keyof QuickFormValues) => ({
    ...fieldAria(`sop-${field}`, errors[field], field === 'title' || field === 'categoryId' || field === 'departmentId'),
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    disabled: save.isPending,
  });

  return (
    <DialogForm
      className="grid gap-4"
      onSubmit={submit}
      title={editing ? t('sopDetails.editTitle') : t('sopDetails.createTitle')}
      description={
        editing
          ? t('sopDetails.editDescription', { docNumber: document?.docNumber ?? '' })
          : t('sopDetails.createDescription')
      }
    >
      <Field id="sop-title" label={t('fields.title')} required error={errors.title}>
        <Input {...text('title')} placeholder={t('sopDetails.titlePlaceholder')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="sop-categoryId" label={t('fields.category')} required error={errors.categoryId}>
          <CategorySelect {...text('categoryId')} current={document?.category} />
        </Field>
        <Field id="sop-departmentId" label={t('fields.department')} required error={errors.departmentId}>
          <DepartmentSelect {...text('departmentId')} current={document?.department} />
        </Field>
      </div>
      <Field id="sop-description" label={t('fields.description')} error={errors.description}>
        <Textarea {...text('description')} rows={3} />
      </Field>
      <Field id="sop-keywords" label={t('fields.keywords')} error={errors.keywords} hint={t('fields.keywordsHint')}>
        <Input {...text('keywords')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="sop-documentType" label={t('fields.documentType')}>
          <DocumentTypeSelect {...text('documentType')} />
        </Field>
        <Field id="sop-priority" label={t('fields.priority')}>
          <PrioritySelect {...text('priority')} />
        </Field>
        <Field id="sop-confidentiality" label={t('fields.confidentiality')}>
          <ConfidentialitySelect {...text('confidentiality')} />
        </Field>
      </div>

      {editing && (
        <>
          <Field id="sop-changeReason" label={t('fields.changeReason')} error={errors.changeReason}>
            <Textarea {...text('changeReason')} rows={2} />
          </Field>
          <ImpactCheckboxes
            idPrefix="sop"
            fields={['trainingRequired', 'gxpImpact', 'gmpImpact']}
            values={values}
            onChange={set}
            disabled={save.isPending}
            className="flex flex-wrap gap-x-6 gap-y-3"
          />
          <SopDateFields control={text} errors={errors} />
          <Field id="sop-previousDocNumber" label={t('fields.previousDocNumber')} error={errors.previousDocNumber}>
            <Input {...text('previousDocNumber')} autoComplete="off" className="font-mono" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="sop-language" label={t('documentReferences:fields.language')} error={errors.language} hint={t('documentReferences:fields.languageHint')}>
              <Input {...text('language')} autoComplete="off" />
            </Field>
            <Field
              id="sop-originalNumber"
              label={t('documentReferences:fields.translationOf')}
              error={errors.originalNumber}
              hint={t('documentReferences:fields.translationOfHint')}
            >
              <Input {...text('originalNumber')} autoComplete="off" />
            </Field>
          </div>
        </>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('buttons.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} loadingText={t('sopDetails.saving')}>
          {editing ? t('sopDetails.save') : t('sopDetails.create')}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
