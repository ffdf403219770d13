import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryInput } from '@attest/domain';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CategoryInputValue } from '@/lib/api/reference/api';
import {
  CheckboxField,
  DescriptionField,
  NameField,
  ReferenceFormFrame,
  type ReferenceFormProps,
} from './reference-form-fields';
import { useReferenceFields } from './use-reference-fields';

/** Spec 01 §9 default retention for documents: 2555 days (seven years). */
const DEFAULT_RETENTION_DAYS = 2555;

export function CategoryForm({ initial, pending, onSave, onCancel }: ReferenceFormProps<CategoryInputValue>) {
  const { t } = useTranslation('reference');
  const fields = useReferenceFields<'retentionDays'>(initial);
  const [retention, setRetention] = useState(String(initial?.retentionDays ?? DEFAULT_RETENTION_DAYS));
  const [requiresApproval, setRequiresApproval] = useState(initial?.requiresApproval ?? true);
  const [autoArchive, setAutoArchive] = useState(initial?.autoArchive ?? false);

  const submit = () =>
    fields.submit(
      CategoryInput.safeParse({
        ...fields.input,
        retentionDays: retention.trim() === '' ? Number.NaN : Number(retention),
        requiresApproval,
        autoArchive,
      }),
      onSave,
      // The contract keeps zod's default wording for a bad number ("Too small: expected…"): one message says the rule.
      { retentionDays: t('form.retentionInvalid') },
    );

  return (
    <ReferenceFormFrame kind="category" initial={initial} pending={pending} onSubmit={submit} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <NameField id="category-name" value={fields.name} error={fields.errors.name} onChange={fields.changeName} />
        <Field id="category-retention" label={t('form.retention')} required error={fields.errors.retentionDays}>
          <Input
            {...fieldAria('category-retention', fields.errors.retentionDays, true)}
            type="number"
            min={1}
            max={36500}
            value={retention}
            onChange={(event) => {
              setRetention(event.target.value);
              fields.clearError('retentionDays');
            }}
          />
        </Field>
      </div>
      <DescriptionField
        id="category-description"
        value={fields.description}
        error={fields.errors.description}
        onChange={fields.setDescription}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <CheckboxField id="category-approval" label={t('form.requiresApproval')} checked={requiresApproval} onChange={setRequiresApproval} />
        <CheckboxField id="category-auto-archive" label={t('form.autoArchive')} checked={autoArchive} onChange={setAutoArchive} />
        <CheckboxField id="category-active" label={t('form.active')} checked={fields.isActive} onChange={fields.setIsActive} />
      </div>
    </ReferenceFormFrame>
  );
}
