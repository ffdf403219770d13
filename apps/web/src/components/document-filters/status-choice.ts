import { FILTERABLE_STATUSES, type DocumentStatus } from '@attest/domain';
import type { ListFilters } from '@/lib/list-search';

// Not in list-search.ts: the router loads that on the first screen, and these are the list page's only.

/** The Status filter's shortcut: documents with a version in force, whatever their working copy's status. */
export const IN_FORCE = 'in-force';
export type StatusChoice = typeof IN_FORCE | DocumentStatus;
/** The Status filter's choices besides "All": "In force", then every status in lifecycle order. */
export const STATUS_CHOICES: readonly StatusChoice[] = [IN_FORCE, ...FILTERABLE_STATUSES];

/** The Status filter's choice for the URL's filters. */
export const statusChoiceOf = (filters: ListFilters): StatusChoice | undefined => (filters.inForce ? IN_FORCE : filters.status);

/** The filters a Status choice sets: one of "In force" and a status, never both. */
export const statusChoicePatch = (choice: StatusChoice | undefined): Pick<ListFilters, 'status' | 'inForce'> =>
  choice === IN_FORCE ? { status: undefined, inForce: true } : { status: choice, inForce: undefined };
