import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAuditLog, verifyAuditTrail } from './api';
import type { ResolvedAuditQuery } from '@/lib/audit-search';

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: ResolvedAuditQuery) => ['audit', 'list', query] as const,
  verify: () => ['audit', 'verify'] as const,
};

export function useAuditLog(query: ResolvedAuditQuery) {
  return useQuery({ queryKey: auditKeys.list(query), queryFn: () => fetchAuditLog(query), placeholderData: keepPreviousData });
}

export function useAuditVerification(enabled: boolean) {
  return useQuery({ queryKey: auditKeys.verify(), queryFn: verifyAuditTrail, enabled, staleTime: Infinity });
}
