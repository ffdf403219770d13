import { AuditListResponse, AuditVerifyResponse } from '@attest/domain';
import { toApiParams } from '@/lib/list-search';
import { apiRequest } from '@/lib/api-client';
import type { AuditFilters, ResolvedAuditQuery } from '@/lib/audit-search';

export function fetchAuditLog(query: ResolvedAuditQuery) {
  return apiRequest(`/api/audit?${toApiParams(query).toString()}`, { schema: AuditListResponse });
}

export function verifyAuditTrail() {
  return apiRequest('/api/audit/verify', { schema: AuditVerifyResponse });
}

export type ExportFormat = 'csv' | 'pdf';

/** The export of the log as filtered (and sorted) on screen. */
export function auditExportPath(format: ExportFormat, filters: AuditFilters & { sort?: string; dir?: string }): string {
  const params = toApiParams(filters).toString();
  return `/api/audit/export.${format}${params ? `?${params}` : ''}`;
}
