import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompletePeriodicReviewRequest, PeriodicReviewListQuery, UpdatePeriodicReviewRequest } from '@attest/domain';
import { documentKeys } from '@/lib/api/documents/queries';
import { completePeriodicReviewRequest, fetchPeriodicReview, fetchPeriodicReviews, startPeriodicReviewRequest, updatePeriodicReviewRequest } from './api';

// Under "documents", so a lifecycle action on the document (a revision made effective) refreshes the section too.
export const periodicReviewKeys = {
  document: (documentId: string) => ['documents', 'periodic-review', documentId] as const,
  list: (query: PeriodicReviewListQuery) => ['documents', 'periodic-reviews', query] as const,
};

export function usePeriodicReview(documentId: string) {
  return useQuery({ queryKey: periodicReviewKeys.document(documentId), queryFn: () => fetchPeriodicReview(documentId) });
}

export function usePeriodicReviews(query: PeriodicReviewListQuery) {
  return useQuery({ queryKey: periodicReviewKeys.list(query), queryFn: () => fetchPeriodicReviews(query), placeholderData: keepPreviousData });
}

/** A decision or a plan change moves the document's dates and status, its lists and the dashboard's count. */
function useReviewChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: documentKeys.all });
}

export function useCompletePeriodicReview(documentId: string) {
  const changed = useReviewChanged();
  return useMutation({ mutationFn: (body: CompletePeriodicReviewRequest) => completePeriodicReviewRequest(documentId, body), onSuccess: changed });
}

export function useUpdatePeriodicReview(documentId: string) {
  const changed = useReviewChanged();
  return useMutation({ mutationFn: (body: UpdatePeriodicReviewRequest) => updatePeriodicReviewRequest(documentId, body), onSuccess: changed });
}

export function useStartPeriodicReview(documentId: string) {
  const changed = useReviewChanged();
  return useMutation({ mutationFn: (reason: string) => startPeriodicReviewRequest(documentId, reason), onSuccess: changed });
}
