import { z } from 'zod';
import { DOCUMENT_PAGE_SIZES } from '@attest/domain';

/** Shared rules of the paged, sortable lists whose state lives in the URL (documents, workflows, audit). */
export type SortDir = 'asc' | 'desc';

export interface SortState<F extends string> {
  sort: F;
  dir: SortDir;
}

interface ListView<F extends string> extends SortState<F> {
  page: number;
  pageSize: number;
}

/** `?pageSize=` accepts only the offered sizes; anything else falls back to the default. */
export const PageSizeParam = z.coerce
  .number()
  .refine((size) => (DOCUMENT_PAGE_SIZES as readonly number[]).includes(size))
  .optional()
  .catch(undefined);

/** Clicking the sorted column flips it; another column starts with `firstDir` (ascending unless it is a date). */
export function nextSort<F extends string>(current: SortState<F>, field: F, firstDir: SortDir = 'asc'): SortState<F> {
  if (current.sort !== field) return { sort: field, dir: firstDir };
  return { sort: field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/** aria-sort of a column header. */
export function ariaSort<F extends string>(query: SortState<F>, field: F): 'ascending' | 'descending' | 'none' {
  if (query.sort !== field) return 'none';
  return query.dir === 'asc' ? 'ascending' : 'descending';
}

/** Sort and paging that differ from the defaults: a fresh list keeps a clean URL and shared links stay short. */
export function compactView<F extends string>(
  query: ListView<F>,
  defaults: { sort: F; dir: SortDir; pageSize: number },
): Partial<ListView<F>> {
  const next: Partial<ListView<F>> = {};
  if (query.sort !== defaults.sort || query.dir !== defaults.dir) {
    next.sort = query.sort;
    next.dir = query.dir;
  }
  if (query.page !== 1) next.page = query.page;
  if (query.pageSize !== defaults.pageSize) next.pageSize = query.pageSize;
  return next;
}
