import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddAuditReviewFindingRequest, AuditReviewEntriesQuery, AuditReviewListQuery, CreateAuditReviewRequest, SignAuditReviewRequest } from '@attest/domain';
import { addAuditReviewFinding, fetchAuditReview, fetchAuditReviewEntries, fetchAuditReviews, openAuditReview, signAuditReview } from './api';

export const auditReviewKeys = {
  all: ['audit-reviews'] as const,
  list: (query: AuditReviewListQuery) => ['audit-reviews', 'list', query] as const,
  detail: (id: string) => ['audit-reviews', 'detail', id] as const,
  entries: (id: string, query: AuditReviewEntriesQuery) => ['audit-reviews', 'entries', id, query] as const,
};

export function useAuditReviews(query: AuditReviewListQuery) {
  return useQuery({ queryKey: auditReviewKeys.list(query), queryFn: () => fetchAuditReviews(query), placeholderData: keepPreviousData });
}

export function useAuditReview(id: string) {
  return useQuery({ queryKey: auditReviewKeys.detail(id), queryFn: () => fetchAuditReview(id) });
}

export function useAuditReviewEntries(id: string, query: AuditReviewEntriesQuery) {
  return useQuery({ queryKey: auditReviewKeys.entries(id, query), queryFn: () => fetchAuditReviewEntries(id, query), placeholderData: keepPreviousData });
}

/** A finding or the signature changes the review, its counts in the list and (signed) its status. */
function useReviewChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: auditReviewKeys.all });
}

export function useAddAuditReviewFinding(id: string) {
  const changed = useReviewChanged();
  return useMutation({ mutationFn: (body: AddAuditReviewFindingRequest) => addAuditReviewFinding(id, body), onSuccess: changed });
}

export function useSignAuditReview(id: string) {
  const changed = useReviewChanged();
  return useMutation({ mutationFn: (body: SignAuditReviewRequest) => signAuditReview(id, body), onSuccess: changed });
}

export function useOpenAuditReview() {
  const changed = useReviewChanged();
  return useMutation({ mutationFn: (body: CreateAuditReviewRequest) => openAuditReview(body), onSuccess: changed });
}
