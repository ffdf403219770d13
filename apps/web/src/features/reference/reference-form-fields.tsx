import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** What the reference panel gives the form of its kind. */
export interface ReferenceFormProps<Input> {
  initial?: Input;
  pending: boolean;
  onSave: (input: Input) => void;
  onCancel: () => void;
}

interface ReferenceFormFrameProps {
  /** "Category", "Department": the form's name, heading and submit button say it. */
  noun: string;
  /** The entry being edited; absent when adding one. */
  initial?: { name: string };
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The add/edit form of a reference list: heading, the kind's fields, Cancel and Save. */
export function ReferenceFormFrame({ noun, initial, pending, onSubmit, onCancel, children }: ReferenceFormFrameProps) {
  return (
    <form
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
      aria-label={initial ? `Edit ${noun.toLowerCase()}` : `Add ${noun.toLowerCase()}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 className="text-sm font-semibold">{initial ? `Edit “${initial.name}”` : `Add ${noun}`}</h3>
      {children}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} loadingText="Saving…">
          {initial ? `Save ${noun}` : `Add ${noun}`}
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
  return (
    <Field id={id} label="Name" required error={error}>
      <Input {...fieldAria(id, error, true)} value={value} onChange={(event) => onChange(event.target.value)} autoFocus />
    </Field>
  );
}

export function DescriptionField({ id, value, error, onChange }: TextFieldProps) {
  return (
    <Field id={id} label="Description" error={error}>
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
