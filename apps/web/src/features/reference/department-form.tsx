import { useState } from 'react';
import { DepartmentInput } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { DepartmentInputValue } from './api';

interface DepartmentFormProps {
  initial?: DepartmentInputValue;
  pending: boolean;
  onSave: (input: DepartmentInputValue) => void;
  onCancel: () => void;
}

export function DepartmentForm({ initial, pending, onSave, onCancel }: DepartmentFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isActive, setIsActive] = useState(initial?.isActive ?? true);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'description', string>>>({});

  const submit = () => {
    const parsed = DepartmentInput.safeParse({ name, description: description.trim() || null, isActive });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as 'name' | 'description'] ??= issue.message;
      setErrors(next);
      return;
    }
    onSave(parsed.data);
  };

  return (
    <form
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
      aria-label={initial ? 'Edit department' : 'Add department'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="text-sm font-semibold">{initial ? `Edit “${initial.name}”` : 'Add Department'}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="department-name" label="Name" required error={errors.name}>
          <Input
            {...fieldAria('department-name', errors.name, true)}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors(({ name: _name, ...rest }) => rest);
            }}
            autoFocus
          />
        </Field>
        <Field id="department-description" label="Description" error={errors.description}>
          <Input
            {...fieldAria('department-description', errors.description)}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="department-active" checked={isActive} onCheckedChange={(value) => setIsActive(value === true)} />
        <Label htmlFor="department-active">Active</Label>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} loadingText="Saving…">
          {initial ? 'Save Department' : 'Add Department'}
        </Button>
      </div>
    </form>
  );
}
