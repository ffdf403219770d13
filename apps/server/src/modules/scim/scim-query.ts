import { z } from 'zod';
import { SCIM_MAX_RESULTS } from './scim-schemas.ts';

// startIndex below 1 is read as 1, and count is capped (RFC 7644 §3.4.2.4): lenient, as the identity providers expect.
const Int = z.coerce.number().int();

const ListQuery = z.object({
  filter: z.string().max(2000).optional(),
  startIndex: Int.optional().transform((v) => Math.max(1, v ?? 1)),
  count: Int.optional().transform((v) => Math.min(SCIM_MAX_RESULTS, Math.max(0, v ?? SCIM_MAX_RESULTS))),
  excludedAttributes: z.string().optional(),
  attributes: z.string().optional(),
});
export type ListQuery = z.output<typeof ListQuery>;

export function listQueryOf(query: unknown): ListQuery {
  return ListQuery.parse(query);
}

/** Whether a request asks to leave the members out (Entra ID: excludedAttributes=members). */
export function membersExcluded(query: ListQuery): boolean {
  const excluded = (query.excludedAttributes ?? '').toLowerCase().split(',').map((name) => name.trim());
  return excluded.includes('members');
}
