import { z } from 'zod';
import type { Role } from '../roles.ts';
import { canAccessModule } from '../modules.ts';
import { hasPermission } from '../permissions.ts';

/** Result groups of the global search (spec 02 §2 tabs, §6 permissions). */
export const SEARCH_GROUPS = ['documents', 'users', 'workflows', 'audit'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/**
 * Spec 02 §6: a group is searched only for those who may open what it links to: documents for every reader, users
 * for holders of view-users, workflows and audit for roles with those modules. Role user gets documents only.
 */
export function searchGroupsFor(role: Role): SearchGroup[] {
  const allowed: Record<SearchGroup, boolean> = {
    documents: hasPermission(role, 'view-sops'),
    users: hasPermission(role, 'view-users'),
    workflows: canAccessModule(role, 'workflows'),
    audit: canAccessModule(role, 'audit'),
  };
  return SEARCH_GROUPS.filter((group) => allowed[group]);
}

/** Spec 02 §5 relevance scores. */
export const SEARCH_RELEVANCE = { titleStarts: 100, titleContains: 80, titleWordStarts: 60, other: 40 } as const;

/** Spec 02 §9: relevance is coloured by thresholds at 80 and 60. */
export function relevanceTone(relevance: number): 'high' | 'medium' | 'low' {
  if (relevance >= 80) return 'high';
  if (relevance >= 60) return 'medium';
  return 'low';
}

export const SearchQuery = z.object({
  q: z.string().trim().min(1).max(200),
  type: z.enum(['all', ...SEARCH_GROUPS]).default('all'),
  sort: z.enum(['relevance', 'date', 'title']).default('relevance'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SearchQuery = z.input<typeof SearchQuery>;

/** Spec 02 §3 Search result. `url` already carries the viewer's role segment (02 §2). */
export const SearchResult = z.object({
  id: z.string(),
  type: z.enum(SEARCH_GROUPS),
  title: z.string(),
  description: z.string(),
  author: z.string().nullable(),
  department: z.string().nullable(),
  status: z.string().nullable(),
  lastModified: z.iso.datetime(),
  relevance: z.number().int(),
  tags: z.array(z.string()),
  url: z.string(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchResponse = z.object({
  /** Matches per group the viewer may search (absent groups are not searched); each capped at SEARCH_GROUP_CAP. */
  counts: z.partialRecord(z.enum(SEARCH_GROUPS), z.number().int().nonnegative()),
  items: z.array(SearchResult),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** A group ranks at most this many matches, so a common word costs no more than a rare one. */
export const SEARCH_GROUP_CAP = 500;
