import { BackupListResponse, BackupStartResponse, BackupVerifyResponse } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

export function fetchBackups(page: number) {
  return apiRequest(`/api/system/backups?page=${page}&pageSize=10`, { schema: BackupListResponse });
}

export function startBackupRequest() {
  return apiRequest('/api/system/backups', { method: 'POST', schema: BackupStartResponse, idempotent: true });
}

export function verifyBackupRequest(id: string) {
  // An archive is re-read in full: a large one takes a while.
  return apiRequest(`/api/system/backups/${id}/verify`, { method: 'POST', schema: BackupVerifyResponse, timeoutMs: 30 * 60_000 });
}

export const backupDownloadUrl = (id: string) => `/api/system/backups/${id}/download`;
