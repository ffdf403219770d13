import type { ComponentProps } from 'react';
import {
  CONFIDENTIALITY_LEVELS,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  PRIORITIES,
  type Ref,
} from '@attest/domain';
import { Select } from '@/components/ui/select';
import { useCategories, useDepartments } from '@/features/reference/queries';
import { capitalize } from './format';

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
  const options = [...(items ?? [])];
  if (current && !options.some((item) => item.id === current.id)) options.unshift(current);
  return (
    <Select {...props}>
      <option value="">{isPending ? 'Loading…' : placeholder}</option>
      {options.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </Select>
  );
}

export function DepartmentSelect(props: Omit<ReferenceSelectProps, 'placeholder'> & { placeholder?: string }) {
  const departments = useDepartments();
  return (
    <ReferenceSelect
      placeholder="Select department"
      {...props}
      items={departments.data}
      isPending={departments.isPending}
    />
  );
}

export function CategorySelect(props: Omit<ReferenceSelectProps, 'placeholder'> & { placeholder?: string }) {
  const categories = useCategories();
  return (
    <ReferenceSelect placeholder="Select category" {...props} items={categories.data} isPending={categories.isPending} />
  );
}

/** `short` lists the codes only (SOP, WI…), for narrow table cells. */
export function DocumentTypeSelect({ short, ...props }: SelectProps & { short?: boolean }) {
  return (
    <Select {...props}>
      {DOCUMENT_TYPES.map((type) => (
        <option key={type} value={type}>
          {short ? type : `${type} – ${DOCUMENT_TYPE_LABELS[type]}`}
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
          {capitalize(priority)}
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
          {capitalize(level)}
        </option>
      ))}
    </Select>
  );
}
