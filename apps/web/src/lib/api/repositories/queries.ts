import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRepositoryRequest, ImportRepositoryFileRequest, RepositoryTreeQuery, UpdateRepositoryRequest } from '@attest/domain';
import { documentKeys } from '@/lib/api/documents/queries';
import {
  createRepositoryRequest,
  deleteRepositoryRequest,
  fetchRepositories,
  fetchRepositoryTree,
  importRepositoryFileRequest,
  testRepositoryRequest,
  updateRepositoryRequest,
} from './api';

export const repositoryKeys = {
  all: ['repositories'] as const,
  list: ['repositories', 'list'] as const,
  tree: (id: string, query: RepositoryTreeQuery) => ['repositories', 'tree', id, query] as const,
};

export function useRepositories() {
  return useQuery({ queryKey: repositoryKeys.list, queryFn: fetchRepositories });
}

/** A folder at the branch head; a failure is shown as the Repository Access Error card (no silent retries). */
export function useRepositoryTree(id: string | undefined, query: RepositoryTreeQuery) {
  return useQuery({
    queryKey: repositoryKeys.tree(id ?? '', query),
    queryFn: () => fetchRepositoryTree(id ?? '', query),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Fetch latest: the folder again after a fetch from the repository, put in place of the mirror's older answer. */
export function useFetchLatest(id: string, query: RepositoryTreeQuery) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchRepositoryTree(id, { ...query, refresh: 'true' }),
    onSuccess: async (tree) => {
      // Other folders and sorts read the mirror as fetched now when next shown; this one has its answer already.
      await client.invalidateQueries({ queryKey: ['repositories', 'tree', id], refetchType: 'none' });
      client.setQueryData(repositoryKeys.tree(id, query), tree);
      await client.invalidateQueries({ queryKey: repositoryKeys.list });
    },
  });
}

function useConnectionsChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: repositoryKeys.all });
}

export function useSaveRepository() {
  const changed = useConnectionsChanged();
  return useMutation({
    mutationFn: (input: { id: string; body: UpdateRepositoryRequest } | { id: null; body: CreateRepositoryRequest }) =>
      input.id === null ? createRepositoryRequest(input.body) : updateRepositoryRequest(input.id, input.body),
    onSuccess: changed,
  });
}

export function useDeleteRepository() {
  const changed = useConnectionsChanged();
  return useMutation({ mutationFn: deleteRepositoryRequest, onSuccess: changed });
}

export function useTestRepository() {
  const changed = useConnectionsChanged();
  return useMutation({ mutationFn: ({ id, path }: { id: string; path?: string }) => testRepositoryRequest(id, path), onSettled: changed });
}

export function useImportRepositoryFile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRepositoryFileRequest) => importRepositoryFileRequest(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
