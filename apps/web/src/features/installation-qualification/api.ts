import { InstallationQualificationList, InstallationQualificationRun } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

export function fetchInstallationQualifications() {
  return apiRequest('/api/system/installation-qualification', { schema: InstallationQualificationList });
}

export function runInstallationQualificationRequest() {
  // The whole audit chain is re-verified: a long trail takes a while.
  return apiRequest('/api/system/installation-qualification', { method: 'POST', schema: InstallationQualificationRun, timeoutMs: 10 * 60_000 });
}

export const installationReportUrl = (id: string) => `/api/system/installation-qualification/${id}/report`;
