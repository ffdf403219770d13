import { useTranslation } from 'react-i18next';
import { DepartmentInput } from '@attest/domain';
import type { DepartmentInputValue } from '@/lib/api/reference/api';
import {
  CheckboxField,
  DescriptionField,
  NameField,
  ReferenceFormFrame,
  type ReferenceFormProps,
} from './reference-form-fields';
import { useReferenceFields } from './use-reference-fields';

export function DepartmentForm({ initial, pending, onSave, onCancel }: ReferenceFormProps<DepartmentInputValue>) {
  const { t } = useTranslation('reference');
  const fields = useReferenceFields(initial);

  const submit = () => fields.submit(DepartmentInput.safeParse(fields.input), onSave);

  return (
    <ReferenceFormFrame kind="department" initial={initial} pending={pending} onSubmit={submit} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField id="department-name" value={fields.name} error={fields.errors.name} onChange={fields.changeName} />
        <DescriptionField
          id="department-description"
          value={fields.description}
          error={fields.errors.description}
          onChange={fields.setDescription}
        />
      </div>
      <CheckboxField id="department-active" label={t('form.active')} checked={fields.isActive} onChange={fields.setIsActive} />
    </ReferenceFormFrame>
  );
}
