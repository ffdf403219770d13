import {
  ArchiveStaleDraftsResponse,
  DispositionDecisionResponse,
  DispositionListResponse,
  RetentionPoliciesResponse,
  StaleDraftListResponse,
  type ArchiveStaleDraftsRequest,
  type DispositionDecisionRequest,
  type RetentionPolicies,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

export const fetchRetentionPolicies = () => apiRequest('/api/system/retention', { schema: RetentionPoliciesResponse });

export const saveRetentionPolicies = (body: RetentionPolicies) => apiRequest('/api/system/retention', { method: 'PUT', body, schema: RetentionPoliciesResponse });

export const fetchDispositionDue = (page: number, pageSize: number) =>
  apiRequest(`/api/retention/disposition?page=${page}&pageSize=${pageSize}`, { schema: DispositionListResponse });

export const decideDisposition = (documentId: string, body: DispositionDecisionRequest) =>
  apiRequest(`/api/retention/disposition/${documentId}`, { method: 'POST', body, schema: DispositionDecisionResponse });

export const fetchStaleDrafts = (page: number, pageSize: number) =>
  apiRequest(`/api/retention/stale-drafts?page=${page}&pageSize=${pageSize}`, { schema: StaleDraftListResponse });

export const archiveStaleDrafts = (body: ArchiveStaleDraftsRequest) =>
  apiRequest('/api/retention/stale-drafts/archive', { method: 'POST', body, schema: ArchiveStaleDraftsResponse });
