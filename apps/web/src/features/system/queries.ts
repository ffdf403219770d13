import { useMutation, useQuery } from '@tanstack/react-query';
import { checkStorageIntegrity, fetchSystemOverview, sweepOrphanedFiles } from './api';

export const systemKeys = { overview: ['system', 'overview'] as const };

export function useSystemOverview() {
  return useQuery({ queryKey: systemKeys.overview, queryFn: fetchSystemOverview });
}

/** Re-hashing every stored file takes a while on a large store: run on request, not on every visit. */
export function useStorageIntegrityCheck() {
  return useMutation({ mutationFn: checkStorageIntegrity });
}

/** Removes the orphaned files past the grace period now, as the daily sweep would. */
export function useOrphanSweep() {
  return useMutation({ mutationFn: sweepOrphanedFiles });
}
