import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { DocumentDetail, QuickCreateDocumentRequest, UpdateDocumentRequest } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { createDocument, updateDocument } from './api';
import { DialogForm } from './dialog-form';
import { clearError } from './form-errors';
import { documentKeys, useDocument, useDocumentSaved } from './queries';
import {
  QUICK_DEFAULTS,
  QUICK_REQUIRED_MESSAGE,
  QUICK_REQUIRED_TITLE,
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
} from './sop-fields';

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
        <DialogTitle>Edit SOP</DialogTitle>
        <DialogDescription>Loading the document…</DialogDescription>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (document.isError) {
    return (
      <div className="grid gap-4">
        <DialogTitle>Edit SOP</DialogTitle>
        <DialogDescription className="sr-only">The document could not be loaded.</DialogDescription>
        <Alert variant="destructive" role="alert">
          <AlertTitle>Document Not Found</AlertTitle>
          <AlertDescription>{document.error.message}</AlertDescription>
        </Alert>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
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
      if (editing) toast.success('SOP Updated', { description: `"${doc.title}" was saved.` });
      else toast.success('SOP Created', { description: `${doc.docNumber} "${doc.title}" was created as a draft.` });
      onClose();
    },
    onError: async (error) => {
      const problem = error instanceof ApiError ? error : null;
      if (problem?.code === 'CONFLICT' && document) {
        toast.error('Document Changed', {
          description:
            'Someone else changed this document while you were editing. It has been reloaded; please make your changes again.',
        });
        await onReload?.();
        return;
      }
      if (problem?.fields) setErrors(problem.fields);
      toast.error(editing ? 'Update Failed' : 'Create Failed', {
        description: problem ? problem.message : 'Please check your connection and try again.',
      });
      if (document && (problem?.code === 'DOCUMENT_NOT_EDITABLE' || problem?.code === 'DOCUMENT_LOCKED')) {
        await queryClient.invalidateQueries({ queryKey: documentKeys.all });
        onClose();
      }
    },
  });

  const reject = (problem: { errors: QuickErrors; missingRequired: boolean }) => {
    setErrors(problem.errors);
    if (problem.missingRequired) toast.error(QUICK_REQUIRED_TITLE, { description: QUICK_REQUIRED_MESSAGE });
    const first = Object.keys(problem.errors)[0];
    if (first) globalThis.document.getElementById(`sop-${first}`)?.focus();
  };

  const submit = () => {
    if (document) {
      const checked = checkUpdate(values, document.rowVersion);
      if (checked.ok) save.mutate({ kind: 'update', id: document.id, request: checked.body });
      else reject(checked);
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
      title={editing ? 'Edit SOP' : 'Create New SOP'}
      description={
        editing
          ? `${document?.docNumber ?? ''}: change the details of this draft.`
          : 'A new draft; its number is assigned when it is created. Attach the file later from the document page.'
      }
    >
      <Field id="sop-title" label="Title" required error={errors.title}>
        <Input {...text('title')} placeholder="e.g. Calibration of Analytical Balances" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="sop-categoryId" label="Category" required error={errors.categoryId}>
          <CategorySelect {...text('categoryId')} current={document?.category} />
        </Field>
        <Field id="sop-departmentId" label="Department" required error={errors.departmentId}>
          <DepartmentSelect {...text('departmentId')} current={document?.department} />
        </Field>
      </div>
      <Field id="sop-description" label="Description" error={errors.description}>
        <Textarea {...text('description')} rows={3} />
      </Field>
      <Field id="sop-keywords" label="Keywords" error={errors.keywords} hint="Separate keywords with commas">
        <Input {...text('keywords')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="sop-documentType" label="Document Type">
          <DocumentTypeSelect {...text('documentType')} />
        </Field>
        <Field id="sop-priority" label="Priority">
          <PrioritySelect {...text('priority')} />
        </Field>
        <Field id="sop-confidentiality" label="Confidentiality">
          <ConfidentialitySelect {...text('confidentiality')} />
        </Field>
      </div>

      {editing && (
        <>
          <Field id="sop-changeReason" label="Change Reason" error={errors.changeReason}>
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
        </>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving…">
          {editing ? 'Save Changes' : 'Create SOP'}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
