import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIDENTIALITY_LEVELS, DOCUMENT_TYPES, PRIORITIES, type DocumentType, type Ref } from '@attest/domain';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, type fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useCategories, useDepartments } from '@/lib/api/reference/queries';
import { confidentialityLabel, documentTypeLabel, priorityLabel } from '@/i18n/labels';

type SelectProps = Omit<ComponentProps<typeof Select>, 'children'>;

interface ReferenceSelectProps extends SelectProps {
  /** The document's current value, listed even when it is no longer active. */
  current?: Ref | null;
  placeholder: string;
}

function ReferenceSelect({
  items,
  isPending,
  current,
  placeholder,
  ...props
}: ReferenceSelectProps & { items: readonly Ref[] | undefined; isPending: boolean }) {
  const { t } = useTranslation('documents');
  const options = [...(items ?? [])];
  if (current && !options.some((item) => item.id === current.id)) options.unshift(current);
  return (
    <Select {...props}>
      <option value="">{isPending ? t('sopFields.loading') : placeholder}</option>
      {options.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </Select>
  );
}

export function DepartmentSelect(props: Omit<ReferenceSelectProps, 'placeholder'> & { placeholder?: string }) {
  const { t } = useTranslation('documents');
  const departments = useDepartments();
  return (
    <ReferenceSelect
      placeholder={t('sopFields.selectDepartment')}
      {...props}
      items={departments.data}
      isPending={departments.isPending}
    />
  );
}

export function CategorySelect(props: Omit<ReferenceSelectProps, 'placeholder'> & { placeholder?: string }) {
  const { t } = useTranslation('documents');
  const categories = useCategories();
  return (
    <ReferenceSelect placeholder={t('sopFields.selectCategory')} {...props} items={categories.data} isPending={categories.isPending} />
  );
}

/** A document type as the forms offer it: its code and its name ('SOP – Standard Operating Procedure'). */
export const documentTypeText = (type: DocumentType) => `${type} – ${documentTypeLabel(type)}`;

/** `short` lists the codes only (SOP, WI…), for narrow table cells. */
export function DocumentTypeSelect({ short, ...props }: SelectProps & { short?: boolean }) {
  return (
    <Select {...props}>
      {DOCUMENT_TYPES.map((type) => (
        <option key={type} value={type}>
          {short ? type : documentTypeText(type)}
        </option>
      ))}
    </Select>
  );
}

export function PrioritySelect(props: SelectProps) {
  return (
    <Select {...props}>
      {PRIORITIES.map((priority) => (
        <option key={priority} value={priority}>
          {priorityLabel(priority)}
        </option>
      ))}
    </Select>
  );
}

export function ConfidentialitySelect(props: SelectProps) {
  return (
    <Select {...props}>
      {CONFIDENTIALITY_LEVELS.map((level) => (
        <option key={level} value={level}>
          {confidentialityLabel(level)}
        </option>
      ))}
    </Select>
  );
}

/** What a SOP form gives a text control: its id and aria (from fieldAria), value, change handler, disabled. */
export type SopTextControl = ReturnType<typeof fieldAria> & {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  disabled: boolean;
};

type DateField = 'effectiveDate' | 'reviewDate';

interface SopDateFieldsProps {
  control: (field: DateField) => SopTextControl;
  errors: Partial<Record<DateField, string>>;
  required?: boolean;
}

/** Effective Date and Review Date, side by side. */
export function SopDateFields({ control, errors, required }: SopDateFieldsProps) {
  const { t } = useTranslation('documents');
  const effective = control('effectiveDate');
  const review = control('reviewDate');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={effective.id} label={t('sopFields.effectiveDate')} required={required} error={errors.effectiveDate}>
        <Input type="date" {...effective} />
      </Field>
      <Field id={review.id} label={t('sopFields.reviewDate')} required={required} error={errors.reviewDate}>
        <Input type="date" {...review} />
      </Field>
    </div>
  );
}

type ImpactField = 'gxpImpact' | 'gmpImpact' | 'trainingRequired';

interface ImpactCheckboxesProps {
  /** The checkboxes' ids are `${idPrefix}-${field}`, like the form's other controls. */
  idPrefix: string;
  /** The checkboxes, in the order shown. */
  fields: readonly ImpactField[];
  values: Record<ImpactField, boolean>;
  onChange: (field: ImpactField, checked: boolean) => void;
  disabled: boolean;
  className: string;
}

/** The impact assessment: GxP, GMP and training, a checkbox each. */
export function ImpactCheckboxes({ idPrefix, fields, values, onChange, disabled, className }: ImpactCheckboxesProps) {
  const { t } = useTranslation('documents');
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="sr-only">{t('sopFields.impactAssessment')}</legend>
      {fields.map((field) => (
        <div key={field} className="flex items-center gap-2">
          <Checkbox id={`${idPrefix}-${field}`} checked={values[field]} onCheckedChange={(checked) => onChange(field, checked === true)} />
          <Label htmlFor={`${idPrefix}-${field}`}>{t(`sopFields.impact.${field}`)}</Label>
        </div>
      ))}
    </fieldset>
  );
}
