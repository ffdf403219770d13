import { fetchDocuments } from '@/lib/api/documents/api';

export type OriginalLookup = { kind: 'unchanged' } | { kind: 'set'; id: string | null } | { kind: 'not-found' };

/**
 * The original a translation points at, from the number typed in Edit SOP: cleared (null), unchanged (a link to an
 * original the editor may not see stays as it is), or not found among the documents the editor may see.
 */
export async function resolveOriginal(typed: string, initial: string): Promise<OriginalLookup> {
  const number = typed.trim();
  if (number === initial.trim()) return { kind: 'unchanged' };
  if (!number) return { kind: 'set', id: null };
  const { items } = await fetchDocuments({ q: number, pageSize: 25 });
  const id = items.find((d) => d.docNumber.toLowerCase() === number.toLowerCase())?.id;
  return id ? { kind: 'set', id } : { kind: 'not-found' };
}
