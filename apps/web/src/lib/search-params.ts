import { z } from 'zod';
import { SEARCH_GROUPS, SearchQuery } from '@attest/domain';

const shape = SearchQuery.shape;
// The router parses each search value as JSON first, so `?q=2024` arrives as a number.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** The Search Results URL (`?q=…&type=…&sort=…&dir=…&page=…`); a bad value falls back to the default. */
export const SearchPageSearch = z.object({
  q: z.preprocess(asText, z.string().max(200)).catch('').default(''),
  type: z.enum(['all', ...SEARCH_GROUPS]).catch('all').default('all'),
  sort: shape.sort.catch('relevance'),
  dir: shape.dir.catch('desc'),
  page: shape.page.catch(1),
});
export type SearchPageSearch = z.infer<typeof SearchPageSearch>;

export const SEARCH_PAGE_SIZE = 20;
export const SORT_OPTIONS = shape.sort.unwrap().options;
