import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { UserSort } from '@attest/domain';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { UserListState } from '@/lib/use-user-list';

/** A column header that sorts the user list; aria-sort tells screen readers the current order. */
export function UserSortHeader({ field, label, state, onSort }: { field: UserSort; label: string; state: UserListState; onSort: (field: UserSort) => void }) {
  const active = state.sort === field;
  const Icon = !active ? ArrowUpDown : state.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" onClick={() => onSort(field)} className="inline-flex items-center gap-1 rounded outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
        {label}
        <Icon className={cn('size-3', !active && 'opacity-40')} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
