import type { ReactNode } from 'react';
import type { SortState } from '@/lib/list-url';
import { DataTable, type DataTableColumn } from './data-table';

/** What a list page hands its table: the page of rows read so far, its order, and how to sort it anew. */
export interface SortedList<F extends string, T> {
  query: SortState<F>;
  /** Undefined until the list is first read. */
  items: readonly T[] | undefined;
  loading: boolean;
  onSort: (field: F) => void;
}

/** The registers' compact cell. */
export const REGISTER_CELL = 'px-2 py-2';
const REGISTER_HEAD = 'px-2 whitespace-normal normal-case tracking-normal leading-tight';

interface RegisterTableProps<F extends string, T> {
  label: string;
  columns: readonly DataTableColumn<F>[];
  list: SortedList<F, T>;
  skeletonRows: number;
  skeletonWidth: (cell: number) => string;
  /** One item's row. */
  children: (item: T) => ReactNode;
}

/**
 * The wide registers (documents, workflows): many columns share the content width beside the sidebar, so headers
 * may wrap and cells stay compact; the actions column stays pinned.
 */
export function RegisterTable<F extends string, T>({ list, ...table }: RegisterTableProps<F, T>) {
  return <DataTable {...table} pinLastColumn headClassName={REGISTER_HEAD} state={list.query} onSort={list.onSort} loading={list.loading} items={list.items} />;
}
