import { z } from 'zod';
import { WorkflowListQuery } from '@attest/domain';
import { compactView, nextSort, PageSizeParam } from '@/lib/list-url';

/** Spec 02 §9 workflow status filter options ('all' is no filter). */
export const WORKFLOW_STATUS_FILTERS = ['draft', 'in-review', 'pending-approval', 'approved', 'rejected', 'archived', 'obsolete'] as const;
export type WorkflowStatusFilter = (typeof WORKFLOW_STATUS_FILTERS)[number];
export type WorkflowSortField = z.output<typeof WorkflowListQuery>['sort'];

const shape = WorkflowListQuery.shape;
const DEFAULT_PAGE_SIZE = 25;
/** Spec 02 §9: workflows by submission, newest first. */
export const DEFAULT_WORKFLOW_SORT = { field: 'submittedAt', dir: 'desc' } as const;
// The router parses each search value as JSON first, so `?q=2024` arrives as a number.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** The Workflow Management URL: only what differs from the defaults; a bad value falls back to nothing. */
export const WorkflowSearch = z.object({
  q: z.preprocess(asText, shape.q).catch(undefined),
  status: z.enum(WORKFLOW_STATUS_FILTERS).optional().catch(undefined),
  /** From the dashboard's pending cards: only what waits for the signed-in user. */
  assigned: shape.assigned.catch(undefined),
  sort: shape.sort.unwrap().optional().catch(undefined),
  dir: shape.dir.unwrap().optional().catch(undefined),
  page: shape.page.unwrap().optional().catch(undefined),
  pageSize: PageSizeParam,
});
export type WorkflowSearch = z.infer<typeof WorkflowSearch>;

export interface ResolvedWorkflowQuery {
  q?: string;
  status?: WorkflowStatusFilter;
  assigned?: 'review' | 'approval';
  sort: WorkflowSortField;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function toWorkflowQuery(search: WorkflowSearch): ResolvedWorkflowQuery {
  return {
    ...(search.q?.trim() ? { q: search.q.trim() } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.assigned ? { assigned: search.assigned } : {}),
    sort: search.sort ?? DEFAULT_WORKFLOW_SORT.field,
    dir: search.dir ?? DEFAULT_WORKFLOW_SORT.dir,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

/** The search with defaults left out, so a fresh list has a clean URL. */
export function compactWorkflowSearch(search: WorkflowSearch): WorkflowSearch {
  const query = toWorkflowQuery(search);
  const next: WorkflowSearch = {};
  if (query.q) next.q = query.q;
  if (query.status) next.status = query.status;
  if (query.assigned) next.assigned = query.assigned;
  return { ...next, ...compactView(query, { sort: DEFAULT_WORKFLOW_SORT.field, dir: DEFAULT_WORKFLOW_SORT.dir, pageSize: DEFAULT_PAGE_SIZE }) };
}

/** Clicking the sorted column flips it; a new column starts ascending (dates newest first). Back to page 1. */
/** A filter change: back to the first page, defaults left out of the URL. */
export function withWorkflowFilters(search: WorkflowSearch, patch: { q?: string; status?: WorkflowStatusFilter }): WorkflowSearch {
  return compactWorkflowSearch({ ...search, ...patch, page: 1 });
}

export function sortWorkflowsBy(search: WorkflowSearch, field: WorkflowSortField): WorkflowSearch {
  return compactWorkflowSearch({ ...search, ...nextSort(toWorkflowQuery(search), field, field === 'submittedAt' ? 'desc' : 'asc'), page: 1 });
}

export function hasWorkflowFilters(search: WorkflowSearch): boolean {
  const query = toWorkflowQuery(search);
  return Boolean(query.q || query.status || query.assigned);
}

