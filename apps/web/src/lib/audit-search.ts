import { z } from 'zod';
import { AUDIT_ACTION_FILTERS, AUDIT_GROUPS, AuditListQuery } from '@attest/domain';
import { compactView, nextSort, PageSizeParam } from '@/lib/list-url';

export type AuditSortField = z.output<typeof AuditListQuery>['sort'];
export type AuditActionFilter = (typeof AUDIT_ACTION_FILTERS)[number];

const shape = AuditListQuery.shape;
export const DEFAULT_AUDIT_PAGE_SIZE = 25;
/** Spec 02 §9: the audit log newest first. */
export const DEFAULT_AUDIT_SORT = { field: 'timestamp', dir: 'desc' } as const;

/** The Audit & Version Control URL: only what differs from the defaults; a bad value falls back to nothing. */
export const AuditSearch = z.object({
  action: z.enum(AUDIT_ACTION_FILTERS).optional().catch(undefined),
  group: z.enum(AUDIT_GROUPS).optional().catch(undefined),
  user: shape.user.catch(undefined),
  document: shape.document.catch(undefined),
  entityType: shape.entityType.catch(undefined),
  last: shape.last.catch(undefined),
  from: shape.from.catch(undefined),
  to: shape.to.catch(undefined),
  sort: shape.sort.unwrap().optional().catch(undefined),
  dir: shape.dir.unwrap().optional().catch(undefined),
  page: shape.page.unwrap().optional().catch(undefined),
  pageSize: PageSizeParam,
});
export type AuditSearch = z.infer<typeof AuditSearch>;

export type AuditFilters = Pick<AuditSearch, 'action' | 'group' | 'user' | 'document' | 'entityType' | 'last' | 'from' | 'to'>;
const FILTER_KEYS = ['action', 'group', 'user', 'document', 'entityType', 'last', 'from', 'to'] as const;

export interface ResolvedAuditQuery extends AuditFilters {
  sort: AuditSortField;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function toAuditQuery(search: AuditSearch): ResolvedAuditQuery {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) if (search[key]) Object.assign(filters, { [key]: search[key] });
  return {
    ...filters,
    sort: search.sort ?? DEFAULT_AUDIT_SORT.field,
    dir: search.dir ?? DEFAULT_AUDIT_SORT.dir,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_AUDIT_PAGE_SIZE,
  };
}

/** Only the filters: what the exports take. */
export function auditFiltersOf(query: ResolvedAuditQuery): AuditFilters & { sort: AuditSortField; dir: 'asc' | 'desc' } {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  return rest;
}

export function compactAuditSearch(search: AuditSearch): AuditSearch {
  const query = toAuditQuery(search);
  const next: AuditSearch = {};
  for (const key of FILTER_KEYS) if (query[key] !== undefined) Object.assign(next, { [key]: query[key] });
  return { ...next, ...compactView(query, { sort: DEFAULT_AUDIT_SORT.field, dir: DEFAULT_AUDIT_SORT.dir, pageSize: DEFAULT_AUDIT_PAGE_SIZE }) };
}

/** Clicking the sorted column flips it; a new column starts ascending (the timestamp newest first). Back to page 1. */
export function sortAuditBy(search: AuditSearch, field: AuditSortField): AuditSearch {
  return compactAuditSearch({ ...search, ...nextSort(toAuditQuery(search), field, field === 'timestamp' ? 'desc' : 'asc'), page: 1 });
}

export function withAuditFilters(search: AuditSearch, patch: Partial<AuditFilters>): AuditSearch {
  return compactAuditSearch({ ...search, ...patch, page: 1 });
}

export function clearAuditFilters(search: AuditSearch): AuditSearch {
  return compactAuditSearch({ sort: search.sort, dir: search.dir, pageSize: search.pageSize });
}

export function hasAuditFilters(search: AuditSearch): boolean {
  const query = toAuditQuery(search);
  return FILTER_KEYS.some((key) => query[key] !== undefined);
}

/** Each summary card's filter: what its count counts, and what a click on it lists (Total Events: no filter). */
export type AuditCard = 'total' | 'last24Hours' | 'documentEvents' | 'securityEvents';
export const AUDIT_CARD_FILTERS: Record<AuditCard, Partial<AuditFilters>> = {
  total: {},
  last24Hours: { last: '24h' },
  documentEvents: { entityType: 'document' },
  securityEvents: { group: 'security' },
};

/** The card whose filter, and nothing else, is applied now: shown pressed. */
export function activeAuditCard(search: AuditSearch): AuditCard | null {
  const query = toAuditQuery(search);
  const applied = FILTER_KEYS.filter((key) => query[key] !== undefined);
  const card = (Object.keys(AUDIT_CARD_FILTERS) as AuditCard[]).find((candidate) => {
    const filters = AUDIT_CARD_FILTERS[candidate];
    const keys = Object.keys(filters) as (keyof AuditFilters)[];
    return keys.length === applied.length && keys.every((key) => query[key] === filters[key]);
  });
  return card ?? null;
}
