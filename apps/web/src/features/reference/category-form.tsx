import { useState } from 'react';
import { CategoryInput } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CategoryInputValue } from './api';

/** Spec 01 §9 default retention for documents: 2555 days (seven years). */
const DEFAULT_RETENTION_DAYS = 2555;
type Errors = Partial<Record<'name' | 'description' | 'retentionDays', string>>;

interface CategoryFormProps {
  initial?: CategoryInputValue;
  pending: boolean;
  onSave: (input: CategoryInputValue) => void;
  onCancel: () => void;
}

export function CategoryForm({ initial, pending, onSave, onCancel }: CategoryFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [retention, setRetention] = useState(String(initial?.retentionDays ?? DEFAULT_RETENTION_DAYS));
  const [requiresApproval, setRequiresApproval] = useState(initial?.requiresApproval ?? true);
  const [autoArchive, setAutoArchive] = useState(initial?.autoArchive ?? false);
  const [isActive, setIsActive] = useState(initial?.isActive ?? true);
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const parsed = CategoryInput.safeParse({
      name,
      description: description.trim() || null,
      retentionDays: retention.trim() === '' ? Number.NaN : Number(retention),
      requiresApproval,
      autoArchive,
      isActive,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        next[field] ??= field === 'retentionDays' ? 'Retention must be a whole number of days from 1 to 36500' : issue.message;
      }
      setErrors(next);
      return;
    }
    onSave(parsed.data);
  };

  return (
    <form
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
      aria-label={initial ? 'Edit category' : 'Add category'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="text-sm font-semibold">{initial ? `Edit “${initial.name}”` : 'Add Category'}</h3>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field id="category-name" label="Name" required error={errors.name}>
          <Input
            {...fieldAria('category-name', errors.name, true)}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors(({ name: _name, ...rest }) => rest);
            }}
            autoFocus
          />
        </Field>
        <Field id="category-retention" label="Retention (days)" required error={errors.retentionDays}>
          <Input
            {...fieldAria('category-retention', errors.retentionDays, true)}
            type="number"
            min={1}
            max={36500}
            value={retention}
            onChange={(event) => {
              setRetention(event.target.value);
              setErrors(({ retentionDays: _retention, ...rest }) => rest);
            }}
          />
        </Field>
      </div>
      <Field id="category-description" label="Description" error={errors.description}>
        <Input {...fieldAria('category-description', errors.description)} value={description} onChange={(event) => setDescription(event.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {(
          [
            ['category-approval', 'Requires approval', requiresApproval, setRequiresApproval],
            ['category-auto-archive', 'Auto-archive', autoArchive, setAutoArchive],
            ['category-active', 'Active', isActive, setIsActive],
          ] as const
        ).map(([id, label, checked, setChecked]) => (
          <div key={id} className="flex items-center gap-2">
            <Checkbox id={id} checked={checked} onCheckedChange={(value) => setChecked(value === true)} />
            <Label htmlFor={id}>{label}</Label>
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} loadingText="Saving…">
          {initial ? 'Save Category' : 'Add Category'}
        </Button>
      </div>
    </form>
  );
}
