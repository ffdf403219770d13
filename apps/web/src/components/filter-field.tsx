import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';

interface FilterFieldProps {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}

/** One control of a filters card, its label above it. */
export function FilterField({ id, label, className, children }: FilterFieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
}

/** The free-text search of a filters card, a magnifier in the box. */
export function SearchField({ id, label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <FilterField id={id} label={label} className={className}>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input id={id} type="search" className="pl-9" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
      </div>
    </FilterField>
  );
}

interface FilterSelectProps<Value extends string> {
  id: string;
  label: string;
  className?: string;
  /** The first option, meaning no filter: "All statuses". */
  allLabel: string;
  value: Value | undefined;
  /** Undefined while they load. */
  options: readonly { value: Value; label: string }[] | undefined;
  /** Undefined when "all" is chosen. */
  onChange: (value: Value | undefined) => void;
}

/** A filter narrowing the list to one value, or "all" for none. */
export function FilterSelect<Value extends string>({ id, label, className, allLabel, value, options, onChange }: FilterSelectProps<Value>) {
  return (
    <FilterField id={id} label={label} className={className}>
      <Select
        id={id}
        value={value ?? ''}
        // The options are the only values the select can hold.
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
      >
        <option value="">{allLabel}</option>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}
