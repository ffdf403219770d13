import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDetail } from '@attest/domain';
import { archiveDocument, duplicateDocument, fetchDocument, fetchDocumentContent, fetchDocuments, fetchUploadLimits, setDocumentLocked } from './api';
import type { ResolvedListQuery } from '@/lib/list-search';

const RENDITION_POLL_MS = 5_000;

export const documentKeys = {
  all: ['documents'] as const,
  lists: () => ['documents', 'list'] as const,
  list: (query: ResolvedListQuery) => ['documents', 'list', query] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
  content: (id: string, versionId: string | undefined) => ['documents', 'content', id, versionId ?? 'current'] as const,
};

export const documentListQuery = (query: ResolvedListQuery) =>
  queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: () => fetchDocuments(query),
    // Paging and sorting keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useDocumentList(query: ResolvedListQuery) {
  return useQuery(documentListQuery(query));
}

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: () => fetchDocument(id),
    // A rendition is made in the background: look again until none is pending.
    refetchInterval: (query) => (query.state.data?.versions.some((version) => version.rendition?.status === 'pending') ? RENDITION_POLL_MS : false),
  });

export function useDocument(id: string | null) {
  return useQuery({ ...documentQuery(id ?? ''), enabled: Boolean(id) });
}

export function useDocumentContent(id: string, versionId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: documentKeys.content(id, versionId),
    queryFn: () => fetchDocumentContent(id, versionId),
    enabled,
    // A version's file never changes: its rendering stays valid.
    staleTime: Infinity,
  });
}

/** After any change: the new detail in the cache, every list refetched. */
export function useDocumentSaved(): (doc: DocumentDetail) => Promise<void> {
  const client = useQueryClient();
  return async (doc) => {
    client.setQueryData(documentKeys.detail(doc.id), doc);
    await client.invalidateQueries({ queryKey: documentKeys.lists() });
  };
}

export function useDuplicateDocument() {
  const saved = useDocumentSaved();
  return useMutation({ mutationFn: (id: string) => duplicateDocument(id), onSuccess: saved });
}

export function useSetLocked() {
  const saved = useDocumentSaved();
  return useMutation({
    mutationFn: ({ id, locked, reason }: { id: string; locked: boolean; reason?: string }) => setDocumentLocked(id, locked, reason),
    onSuccess: saved,
  });
}

export function useArchiveDocument() {
  const saved = useDocumentSaved();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => archiveDocument(id, reason),
    onSuccess: saved,
  });
}

/** The server's upload limit (UPLOAD_MAX_MB), for the dialogs' own check and hint; fixed while the server runs. */
export function useUploadLimits() {
  return useQuery({ queryKey: ['upload-limits'], queryFn: fetchUploadLimits, staleTime: Infinity });
}
