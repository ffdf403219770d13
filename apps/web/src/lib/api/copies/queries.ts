import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CopyListQuery, PrintRequest, ReconcileCopyRequest } from '@attest/domain';
import { dashboardKeys } from '@/lib/api/dashboard/queries';
import { fetchCopies, fetchCopyStatus, printCopiesRequest, reconcileCopyRequest } from './api';

export const copyKeys = {
  all: ['copies'] as const,
  list: (query: CopyListQuery) => ['copies', 'list', query] as const,
  status: (copyId: string) => ['copies', 'status', copyId] as const,
};

export function useCopies(query: CopyListQuery) {
  return useQuery({ queryKey: copyKeys.list(query), queryFn: () => fetchCopies(query), placeholderData: keepPreviousData });
}

export function useCopyStatus(copyId: string) {
  return useQuery({ queryKey: copyKeys.status(copyId), queryFn: () => fetchCopyStatus(copyId), retry: false });
}

/** After a print or a reconciliation the lists, the document's card and the dashboard's count are stale. */
function useCopiesChanged() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: copyKeys.all });
    await client.invalidateQueries({ queryKey: dashboardKeys.home });
  };
}

export function usePrintCopies(documentId: string) {
  const changed = useCopiesChanged();
  return useMutation({ mutationFn: (body: PrintRequest) => printCopiesRequest(documentId, body), onSuccess: changed });
}

export function useReconcileCopy() {
  const changed = useCopiesChanged();
  return useMutation({
    mutationFn: ({ copyId, body }: { copyId: string; body: ReconcileCopyRequest }) => reconcileCopyRequest(copyId, body),
    onSuccess: changed,
  });
}
