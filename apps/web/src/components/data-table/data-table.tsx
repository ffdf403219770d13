import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { SortState } from '@/lib/list-url';
import { cn } from '@/lib/utils';
import { SortHeader } from './sort-header';

/** A column: a sortable one names its sort field; `head` replaces the label's text in a plain head (e.g. sr-only);
 * `className` adds to the table's header class. */
export interface DataTableColumn<F extends string> {
  key: string;
  label: string;
  sort?: F;
  head?: ReactNode;
  className?: string;
}

interface DataTableProps<F extends string, T> {
  label: string;
  columns: readonly DataTableColumn<F>[];
  /** Both left out by a list shown in the server's one order: its columns are plain heads. */
  state?: SortState<F>;
  onSort?: (field: F) => void;
  headClassName: string;
  /** The list is being read; with no rows yet, skeleton rows stand in, with rows they dim. */
  loading: boolean;
  /** Undefined until the list is first read. */
  items: readonly T[] | undefined;
  skeletonRows: number;
  skeletonWidth: (cell: number) => string;
  skeletonCellClassName?: string;
  pinLastColumn?: boolean;
  /** One item's row. */
  children: (item: T) => ReactNode;
}

/** The register tables' shared shape: a muted header row of (sortable) column heads over the rows. */
export function DataTable<F extends string, T>(props: DataTableProps<F, T>) {
  const { label, columns, state, onSort, headClassName, loading, items, pinLastColumn, children } = props;
  const hasRows = items !== undefined;
  const headClass = (column: DataTableColumn<F>) => (column.className ? cn(headClassName, column.className) : headClassName);
  return (
    <Table pinLastColumn={pinLastColumn} aria-label={label} aria-busy={loading || undefined} className={cn('text-[13px] transition-opacity', loading && hasRows && 'opacity-60')}>
      <TableHeader className="bg-muted">
        <TableRow className="hover:bg-transparent">
          {columns.map((column) =>
            column.sort === undefined || !state || !onSort ? (
              <TableHead key={column.key} className={headClass(column)}>
                {column.head ?? column.label}
              </TableHead>
            ) : (
              <SortHeader key={column.key} field={column.sort} label={column.label} state={state} onSort={onSort} className={headClass(column)} />
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>{loading && !hasRows ? <SkeletonRows {...props} /> : items?.map((item) => children(item))}</TableBody>
    </Table>
  );
}

function SkeletonRows<F extends string, T>({ columns, skeletonRows, skeletonWidth, skeletonCellClassName }: DataTableProps<F, T>) {
  return Array.from({ length: skeletonRows }, (_, row) => (
    <TableRow key={row}>
      {columns.map((column, cell) => (
        <TableCell key={column.key} className={skeletonCellClassName}>
          <Skeleton className={cn('h-4', skeletonWidth(cell))} />
        </TableCell>
      ))}
    </TableRow>
  ));
}
