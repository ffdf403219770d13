import { OrphanSweepResponse, StorageIntegrityResponse, SystemOverviewResponse } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

export function fetchSystemOverview() {
  return apiRequest('/api/system/overview', { schema: SystemOverviewResponse });
}

export function checkStorageIntegrity() {
  return apiRequest('/api/system/storage/integrity', { schema: StorageIntegrityResponse });
}

export function sweepOrphanedFiles() {
  return apiRequest('/api/system/storage/orphans/sweep', { method: 'POST', schema: OrphanSweepResponse });
}
