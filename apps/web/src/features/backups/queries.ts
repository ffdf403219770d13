import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBackups, startBackupRequest, verifyBackupRequest } from './api';

export const backupKeys = { all: ['system', 'backups'] as const, page: (page: number) => ['system', 'backups', page] as const };

/** The backup status and history; polled every second while a backup runs, to show its progress. */
export function useBackups(page = 1) {
  return useQuery({
    queryKey: backupKeys.page(page),
    queryFn: () => fetchBackups(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((b) => b.status === 'running') ? 1000 : false),
  });
}

export function useStartBackup() {
  const client = useQueryClient();
  return useMutation({ mutationFn: startBackupRequest, onSettled: () => client.invalidateQueries({ queryKey: backupKeys.all }) });
}

export function useVerifyBackup() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyBackupRequest, onSettled: () => client.invalidateQueries({ queryKey: backupKeys.all }) });
}
