import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The kinds of reference list: their names, headings and toasts are looked up by it. */
export type ReferenceKind = 'category' | 'department';

/** What the reference panel gives the form of its kind. */
export interface ReferenceFormProps<Input> {
  initial?: Input;
  pending: boolean;
  onSave: (input: Input) => void;
  onCancel: () => void;
}

interface ReferenceFormFrameProps {
  /** The form's name, heading and submit button say it. */
  kind: ReferenceKind;
  /** The entry being edited; absent when adding one. */
  initial?: { name: string };
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The add/edit form of a reference list: heading, the kind's fields, Cancel and Save. */
export function ReferenceFormFrame({ kind, initial, pending, onSubmit, onCancel, children }: ReferenceFormFrameProps) {
  const { t } = useTranslation(['reference', 'common']);
  return (
    <form
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
      aria-label={t(initial ? `kind.${kind}.editForm` : `kind.${kind}.addForm`)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 className="text-sm font-semibold">{initial ? t('form.editTitle', { name: initial.name }) : t(`kind.${kind}.add`)}</h3>
      {children}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={pending} loadingText={t('form.saving')}>
          {t(initial ? `kind.${kind}.save` : `kind.${kind}.add`)}
        </Button>
      </div>
    </form>
  );
}

interface TextFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The entry's name: required, and focused when the form opens. */
export function NameField({ id, value, error, onChange }: TextFieldProps) {
  const { t } = useTranslation('reference');
  return (
    <Field id={id} label={t('form.name')} required error={error}>
      <Input {...fieldAria(id, error, true)} value={value} onChange={(event) => onChange(event.target.value)} autoFocus />
    </Field>
  );
}

export function DescriptionField({ id, value, error, onChange }: TextFieldProps) {
  const { t } = useTranslation('reference');
  return (
    <Field id={id} label={t('form.description')} error={error}>
      <Input {...fieldAria(id, error)} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ id, label, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
