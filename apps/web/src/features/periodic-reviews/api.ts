import {
  PeriodicReviewListResponse,
  PeriodicReviewResponse,
  type CompletePeriodicReviewRequest,
  type PeriodicReviewListQuery,
  type UpdatePeriodicReviewRequest,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

const base = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/periodic-review`;

export const fetchPeriodicReview = (documentId: string) => apiRequest(base(documentId), { schema: PeriodicReviewResponse });

export const completePeriodicReviewRequest = (documentId: string, body: CompletePeriodicReviewRequest) =>
  apiRequest(`${base(documentId)}/complete`, { body, schema: PeriodicReviewResponse });

export const updatePeriodicReviewRequest = (documentId: string, body: UpdatePeriodicReviewRequest) =>
  apiRequest(base(documentId), { method: 'PATCH', body, schema: PeriodicReviewResponse });

export const startPeriodicReviewRequest = (documentId: string, reason: string) =>
  apiRequest(`${base(documentId)}/start`, { body: { reason }, schema: PeriodicReviewResponse });

export const fetchPeriodicReviews = (query: PeriodicReviewListQuery) =>
  apiRequest(`/api/periodic-reviews?${new URLSearchParams({ owner: query.owner, page: String(query.page), pageSize: String(query.pageSize) }).toString()}`, {
    schema: PeriodicReviewListResponse,
  });
