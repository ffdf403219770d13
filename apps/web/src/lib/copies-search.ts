import { z } from 'zod';
import { COPY_STATUSES, CopyListQuery, type CopyListQuery as CopyListQueryInput } from '@attest/domain';
import { PageSizeParam } from '@/lib/list-url';

const shape = CopyListQuery.shape;
const DEFAULT_PAGE_SIZE = 25;
// The router parses each search value as JSON first, so `?q=2024` arrives as a number.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** The Controlled Copies URL (?status=to-recall&document=…): only what is set; a bad value falls back to nothing. */
export const CopiesSearch = z.object({
  status: z.enum(COPY_STATUSES).optional().catch(undefined),
  controlled: shape.controlled.catch(undefined),
  document: shape.document.catch(undefined),
  q: z.preprocess(asText, shape.q).catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: PageSizeParam,
});
export type CopiesSearch = z.infer<typeof CopiesSearch>;

export function toCopyQuery(search: CopiesSearch): CopyListQueryInput & { page: number; pageSize: number } {
  return { ...search, page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
}

/** Filters that narrow the list (the status tabs aside), so "Clear filters" has something to clear. */
export const hasCopyFilters = (search: CopiesSearch) => Boolean(search.controlled ?? search.document ?? search.q);
