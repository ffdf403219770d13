import { z } from 'zod';
import {
  DEFAULT_DOCUMENT_SORT,
  DOCUMENT_SORT_FIELDS,
  DocumentListQuery,
  DOCUMENT_STATUSES,
  type DocumentSortField,
} from '@attest/domain';
import { compactView, nextSort, PageSizeParam } from '@/lib/list-url';

const shape = DocumentListQuery.shape;
export const DEFAULT_PAGE_SIZE = 25;

// The router parses each search value as JSON first, so `?q=2024` arrives as a number.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
// A boolean in the URL (`?reviewDue=true`); the API reads it as the text 'true'.
const UrlFlag = z.preprocess((v) => (v === 'true' ? true : v), z.literal(true).optional()).catch(undefined);

/**
 * The Document Management URL (`?q=…&status=…&sort=…`): the list query's fields, each optional so the URL
 * only carries what differs from the defaults, and each falling back to nothing when a link holds a bad value.
 */
export const DocumentListSearch = z.object({
  q: z.preprocess(asText, shape.q).catch(undefined),
  // Any status (the dashboard's chart links to each).
  status: z.enum(DOCUMENT_STATUSES).optional().catch(undefined),
  /** The Status filter's "In force" choice (`?inForce=true`). */
  inForce: UrlFlag,
  department: shape.department.catch(undefined),
  category: shape.category.catch(undefined),
  author: shape.author.catch(undefined),
  updatedFrom: shape.updatedFrom.catch(undefined),
  updatedTo: shape.updatedTo.catch(undefined),
  // Set by the dashboard cards' links (no control of their own; Clear Filters removes them).
  decision: shape.decision.catch(undefined),
  decidedBy: shape.decidedBy.catch(undefined),
  decidedFrom: shape.decidedFrom.catch(undefined),
  reviewDue: UrlFlag,
  acknowledged: shape.acknowledged.catch(undefined),
  trainingDue: shape.trainingDue.catch(undefined),
  sort: z.enum(DOCUMENT_SORT_FIELDS).optional().catch(undefined),
  dir: shape.dir.unwrap().optional().catch(undefined),
  page: shape.page.unwrap().optional().catch(undefined),
  pageSize: PageSizeParam,
  /** `?action=create` opens Create New SOP (spec 01 §2). */
  action: z.literal('create').optional().catch(undefined),
});
export type DocumentListSearch = z.infer<typeof DocumentListSearch>;

export type ListFilters = Pick<
  DocumentListSearch,
  | 'q'
  | 'status'
  | 'department'
  | 'category'
  | 'author'
  | 'updatedFrom'
  | 'updatedTo'
  | 'decision'
  | 'decidedBy'
  | 'decidedFrom'
  | 'reviewDue'
  | 'inForce'
  | 'acknowledged'
  | 'trainingDue'
>;
const FILTER_KEYS = [
  'q',
  'status',
  'department',
  'category',
  'author',
  'updatedFrom',
  'updatedTo',
  'decision',
  'decidedBy',
  'decidedFrom',
  'reviewDue',
  'inForce',
  'acknowledged',
  'trainingDue',
] as const;

/** Everything the API needs, defaults filled in. */
export interface ResolvedListQuery extends ListFilters {
  sort: DocumentSortField;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function toListQuery(search: DocumentListSearch): ResolvedListQuery {
  const filters: ListFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined && value !== '') Object.assign(filters, { [key]: value });
  }
  return {
    ...filters,
    sort: search.sort ?? DEFAULT_DOCUMENT_SORT.field,
    dir: search.dir ?? DEFAULT_DOCUMENT_SORT.dir,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

/**
 * The API's query string for a list query (any list: documents, workflows): arrays repeat their key, empty
 * values are left out.
 */
export function toApiParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (typeof item === 'string' ? item !== '' : typeof item === 'number' || typeof item === 'boolean') {
        params.append(key, String(item));
      }
    }
  }
  return params;
}

/** The search params with defaults removed, so a fresh list has a clean URL and shared links stay short. */
export function compactSearch(search: DocumentListSearch): DocumentListSearch {
  const query = toListQuery(search);
  const next: DocumentListSearch = {};
  for (const key of FILTER_KEYS) if (query[key] !== undefined) Object.assign(next, { [key]: query[key] });
  Object.assign(next, compactView(query, { sort: DEFAULT_DOCUMENT_SORT.field, dir: DEFAULT_DOCUMENT_SORT.dir, pageSize: DEFAULT_PAGE_SIZE }));
  if (search.action) next.action = search.action;
  return next;
}

/** Spec 01 §2: clicking the sorted column flips its direction; a new column starts ascending. Back to page 1. */
export function sortBy(search: DocumentListSearch, field: DocumentSortField): DocumentListSearch {
  return compactSearch({ ...search, ...nextSort(toListQuery(search), field), page: 1 });
}

/** New filter values; any change of filter starts again at page 1. */
export function withFilters(search: DocumentListSearch, patch: Partial<ListFilters>): DocumentListSearch {
  return compactSearch({ ...search, ...patch, page: 1 });
}

export function clearFilters(search: DocumentListSearch): DocumentListSearch {
  return compactSearch({ sort: search.sort, dir: search.dir, pageSize: search.pageSize });
}

export function hasActiveFilters(search: DocumentListSearch): boolean {
  const query = toListQuery(search);
  return FILTER_KEYS.some((key) => query[key] !== undefined);
}

