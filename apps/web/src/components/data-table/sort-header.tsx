import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@/components/ui/table';
import { ariaSort, type SortState } from '@/lib/list-url';
import { cn } from '@/lib/utils';

/** 'dense' for the wide register tables (compact padding, the sorted column darker); 'plain' for the user lists. */
type SortHeaderLook = 'dense' | 'plain';

const BUTTON: Record<SortHeaderLook, string> = {
  dense:
    '-mx-1 inline-flex items-center gap-0.5 rounded px-1 py-1 text-left outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
  plain: 'inline-flex items-center gap-1 rounded outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
};

interface SortHeaderProps<F extends string> {
  field: F;
  label: string;
  state: SortState<F>;
  onSort: (field: F) => void;
  className?: string;
  look?: SortHeaderLook;
}

/** A column header that sorts its list; aria-sort tells screen readers the current order. */
export function SortHeader<F extends string>({ field, label, state, onSort, className, look = 'dense' }: SortHeaderProps<F>) {
  const sort = ariaSort(state, field);
  const Icon = sort === 'ascending' ? ArrowUp : sort === 'descending' ? ArrowDown : ArrowUpDown;
  const dense = look === 'dense';
  return (
    <TableHead aria-sort={sort === 'none' ? undefined : sort} className={className}>
      <button type="button" onClick={() => onSort(field)} className={cn(BUTTON[look], dense && sort !== 'none' && 'text-foreground')}>
        {label}
        <Icon className={cn('size-3', dense && 'shrink-0', sort === 'none' && 'opacity-40')} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
