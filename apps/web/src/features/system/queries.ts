import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobListQuery } from '@attest/domain';
import { checkStorageIntegrity, fetchJobs, fetchSystemOverview, retryJob, sweepOrphanedFiles } from './api';

export const systemKeys = {
  overview: ['system', 'overview'] as const,
  jobs: ['system', 'jobs'] as const,
  jobList: (query: JobListQuery) => ['system', 'jobs', query] as const,
};

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

/** The background jobs, newest first; the previous page stays on screen while the next one loads. */
export function useJobs(query: JobListQuery) {
  return useQuery({ queryKey: systemKeys.jobList(query), queryFn: () => fetchJobs(query), placeholderData: keepPreviousData });
}

/** Queues a failed job again; every page of the list is read again to show it queued. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retryJob, onSuccess: () => client.invalidateQueries({ queryKey: systemKeys.jobs }) });
}
