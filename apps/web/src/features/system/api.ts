import { JobListResponse, JobRetryResponse, OrphanSweepResponse, StorageIntegrityResponse, SystemOverviewResponse, type JobListQuery } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import { toApiParams } from '@/lib/list-search';

export function fetchSystemOverview() {
  return apiRequest('/api/system/overview', { schema: SystemOverviewResponse });
}

export function checkStorageIntegrity() {
  return apiRequest('/api/system/storage/integrity', { schema: StorageIntegrityResponse });
}

export function sweepOrphanedFiles() {
  return apiRequest('/api/system/storage/orphans/sweep', { method: 'POST', schema: OrphanSweepResponse });
}

export function fetchJobs(query: JobListQuery) {
  return apiRequest(`/api/system/jobs?${toApiParams(query).toString()}`, { schema: JobListResponse });
}

export function retryJob(jobId: string) {
  return apiRequest(`/api/system/jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST', schema: JobRetryResponse });
}
