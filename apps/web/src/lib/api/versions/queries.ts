import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDocumentSaved } from '@/lib/api/documents/queries';
import { compareVersions, revertDocument } from './api';

export function useCompare(documentId: string, from: string | undefined, to: string | undefined) {
  return useQuery({
    queryKey: ['documents', 'compare', documentId, from, to],
    queryFn: () => compareVersions(documentId, from ?? '', to ?? ''),
    enabled: Boolean(from && to && from !== to),
    // Two versions' files never change: their comparison stays valid.
    staleTime: Infinity,
  });
}

/** Revert: the document comes back as the API returns it, its lists and the audit log refetch. */
export function useRevert(documentId: string) {
  const saved = useDocumentSaved();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { versionId: string; reason: string }) => revertDocument(documentId, body),
    onSuccess: async (doc) => {
      await saved(doc);
      await client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
