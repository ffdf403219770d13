import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { hasPermission, type DocumentDetail, type Role } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { DialogForm } from '@/components/dialog-form';
import { clearError, translatedFields } from '@/lib/form-errors';
import { useDocument } from '@/lib/api/documents/queries';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { startDownload } from '@/lib/save-file';
import { HolderPicker } from './holder-picker';
import { checkPrint, initialPrintValues, type PrintField, type PrintValues } from './print-form';
import { usePrintCopies } from '@/lib/api/copies/queries';

/** The version a print is made of: the one in force, else an approved one awaiting its date (as the server decides). */
export function printableVersion(doc: DocumentDetail): { label: string; notYetEffective: boolean } | null {
  if (doc.acknowledgement) return { label: doc.acknowledgement.versionLabel, notYetEffective: false };
  if (doc.status === 'approved' && doc.currentVersion) return { label: doc.currentVersion.label, notYetEffective: true };
  return null;
}

interface PrintDialogProps {
  documentId: string | null;
  role: Role;
  onOpenChange: (open: boolean) => void;
}

/** Print copies (spec 01 §5 Print, FR-CPY-1): copies, purpose, controlled or not, holder and location. */
export function PrintDialog({ documentId, role, onOpenChange }: PrintDialogProps) {
  return (
    <Dialog open={documentId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] max-w-lg overflow-y-auto">
        {documentId && <PrintLoader documentId={documentId} role={role} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PrintLoader({ documentId, role, onClose }: { documentId: string; role: Role; onClose: () => void }) {
  const { t } = useTranslation('copies');
  const document = useDocument(documentId);
  if (document.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <DialogTitle>{t('print.title')}</DialogTitle>
        <DialogDescription>{t('page.loading')}</DialogDescription>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  const version = document.data ? printableVersion(document.data) : null;
  if (!document.data || !version) {
    return (
      <div className="grid gap-4">
        <DialogTitle>{t('print.title')}</DialogTitle>
        <DialogDescription>{document.isError ? errorText(document.error, t('print.failed')) : t('print.notPrintable')}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('print.cancel')}
          </Button>
        </DialogFooter>
      </div>
    );
  }
  return (
    <PrintForm
      doc={document.data}
      version={version}
      mayControl={hasPermission(role, 'print-controlled-copies')}
      mayPickUsers={hasPermission(role, 'view-users')}
      onClose={onClose}
    />
  );
}

interface PrintFormProps {
  doc: DocumentDetail;
  version: { label: string; notYetEffective: boolean };
  mayControl: boolean;
  /** The holder can be picked from the user directory (view-users); anyone may type a name. */
  mayPickUsers: boolean;
  onClose: () => void;
}

function PrintForm({ doc, version, mayControl, mayPickUsers, onClose }: PrintFormProps) {
  const { t } = useTranslation('copies');
  const [values, setValues] = useState<PrintValues>(initialPrintValues);
  const [errors, setErrors] = useState<Partial<Record<PrintField, string>>>({});
  const print = usePrintCopies(doc.id);
  const set = (field: PrintField, next: Partial<PrintValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => clearError(current, field));
  };

  const submit = () => {
    const checked = checkPrint(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (['copies', 'purpose', 'holder', 'location'] as const).find((field) => checked.errors[field]);
      if (first) globalThis.document.getElementById(`print-${first}`)?.focus();
      return;
    }
    print.mutate(checked.body, {
      onSuccess: (printed) => {
        startDownload(printed.pdfUrl);
        toast.success(t('print.toast', { count: printed.copies.length }), {
          description: t('print.toastDescription', { docNumber: doc.docNumber, numbers: printed.copies.map((c) => c.number).join(', ') }),
        });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(translatedFields(error.fields));
        else toast.error(t('print.failed'), { description: errorText(error, t('print.failed')) });
      },
    });
  };

  const pending = print.isPending;
  // A controlled copy not held by a user is held by a named person at a location (the shared contract says so too).
  const namedHolderRequired = values.controlled && values.holderUserId === undefined;
  return (
    <DialogForm
      title={t('print.title')}
      description={t('print.description', { docNumber: doc.docNumber, title: doc.title, version: version.label })}
      className="grid gap-4"
      onSubmit={submit}
    >
      {version.notYetEffective && (
        <Alert>
          <AlertDescription>{t('print.notYetEffective')}</AlertDescription>
        </Alert>
      )}
      {mayControl && (
        <fieldset className="grid gap-2" disabled={pending}>
          <legend className="mb-1 text-sm font-medium">{t('print.kind')}</legend>
          <RadioGroup
            value={values.controlled ? 'controlled' : 'uncontrolled'}
            onValueChange={(kind) => set('holder', { controlled: kind === 'controlled' })}
          >
            <KindOption value="uncontrolled" label={t('print.uncontrolled')} hint={t('print.uncontrolledHint')} />
            <KindOption value="controlled" label={t('print.controlled')} hint={t('print.controlledHint')} />
          </RadioGroup>
        </fieldset>
      )}
      <Field id="print-copies" label={t('print.copies')} required error={errors.copies} hint={t('print.copiesHint')}>
        <Input
          {...fieldAria('print-copies', errors.copies, true)}
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          className="w-28"
          value={values.copies}
          disabled={pending}
          onChange={(event) => set('copies', { copies: event.target.value })}
        />
      </Field>
      <Field id="print-purpose" label={t('print.purpose')} required error={errors.purpose}>
        <Textarea
          {...fieldAria('print-purpose', errors.purpose, true)}
          rows={2}
          value={values.purpose}
          disabled={pending}
          placeholder={t('print.purposePlaceholder')}
          onChange={(event) => set('purpose', { purpose: event.target.value })}
        />
      </Field>
      <HolderPicker
        values={values}
        required={namedHolderRequired}
        error={errors.holder}
        disabled={pending}
        pickUsers={mayPickUsers}
        onChange={(next) => set('holder', next)}
      />
      <Field id="print-location" label={t('print.location')} required={namedHolderRequired} error={errors.location}>
        <Input
          {...fieldAria('print-location', errors.location, namedHolderRequired)}
          value={values.location}
          disabled={pending}
          placeholder={t('print.locationPlaceholder')}
          onChange={(event) => set('location', { location: event.target.value })}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          {t('print.cancel')}
        </Button>
        <Button type="submit" loading={pending} loadingText={t('print.printing')}>
          {t('print.submit')}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}

function KindOption({ value, label, hint }: { value: string; label: string; hint: string }) {
  const id = `print-kind-${value}`;
  return (
    <div className="flex items-start gap-2">
      <RadioGroupItem id={id} value={value} className="mt-0.5" aria-describedby={`${id}-hint`} />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
