import {
  AuditReviewDetail,
  AuditReviewSummary,
  AuditReviewEntriesResponse,
  AuditReviewListResponse,
  type AddAuditReviewFindingRequest,
  type AuditReviewEntriesQuery,
  type AuditReviewListQuery,
  type CreateAuditReviewRequest,
  type SignAuditReviewRequest,
} from '@attest/domain';
import { toApiParams } from '@/lib/list-search';
import { apiRequest } from '@/lib/api-client';

const base = (id: string) => `/api/audit-reviews/${encodeURIComponent(id)}`;

export const AUDIT_REVIEWS_EXPORT_PATH = '/api/audit-reviews/export.csv';

export const fetchAuditReviews = (query: AuditReviewListQuery) => apiRequest(`/api/audit-reviews?${toApiParams(query).toString()}`, { schema: AuditReviewListResponse });

/** A review for cause: the days and the reason. */
export const openAuditReview = (body: CreateAuditReviewRequest) => apiRequest('/api/audit-reviews', { body, schema: AuditReviewSummary });

export const fetchAuditReview = (id: string) => apiRequest(base(id), { schema: AuditReviewDetail });

export const fetchAuditReviewEntries = (id: string, query: AuditReviewEntriesQuery) =>
  apiRequest(`${base(id)}/entries?${toApiParams(query).toString()}`, { schema: AuditReviewEntriesResponse });

export const addAuditReviewFinding = (id: string, body: AddAuditReviewFindingRequest) => apiRequest(`${base(id)}/findings`, { body, schema: AuditReviewDetail });

export const signAuditReview = (id: string, body: SignAuditReviewRequest) => apiRequest(`${base(id)}/sign`, { body, schema: AuditReviewDetail });
