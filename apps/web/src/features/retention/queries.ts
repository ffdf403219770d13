import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArchiveStaleDraftsRequest, DispositionDecisionRequest, RetentionPolicies } from '@attest/domain';
import { archiveStaleDrafts, decideDisposition, fetchDispositionDue, fetchRetentionPolicies, fetchStaleDrafts, saveRetentionPolicies } from './api';

export const RETENTION_PAGE_SIZE = 25;

export const retentionKeys = {
  all: ['retention'] as const,
  policies: ['retention', 'policies'] as const,
  disposition: (page: number) => ['retention', 'disposition', page] as const,
  staleDrafts: (page: number) => ['retention', 'stale-drafts', page] as const,
};

export function useRetentionPolicies() {
  return useQuery({ queryKey: retentionKeys.policies, queryFn: fetchRetentionPolicies });
}

/** Saving the periods changes which documents are due and which drafts are stale: every retention list reloads. */
export function useSaveRetentionPolicies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionPolicies) => saveRetentionPolicies(body),
    onSuccess: (saved) => {
      client.setQueryData(retentionKeys.policies, saved);
      void client.invalidateQueries({ queryKey: retentionKeys.all });
    },
  });
}

export function useDispositionDue(page: number) {
  return useQuery({ queryKey: retentionKeys.disposition(page), queryFn: () => fetchDispositionDue(page, RETENTION_PAGE_SIZE) });
}

export function useDecideDisposition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: DispositionDecisionRequest }) => decideDisposition(documentId, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['retention', 'disposition'] }),
  });
}

export function useStaleDrafts(page: number) {
  return useQuery({ queryKey: retentionKeys.staleDrafts(page), queryFn: () => fetchStaleDrafts(page, RETENTION_PAGE_SIZE) });
}

export function useArchiveStaleDrafts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ArchiveStaleDraftsRequest) => archiveStaleDrafts(body),
    onSettled: () => client.invalidateQueries({ queryKey: ['retention', 'stale-drafts'] }),
  });
}
