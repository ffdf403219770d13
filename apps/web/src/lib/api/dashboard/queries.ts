import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchQuery } from '@attest/domain';
import { fetchDashboard, fetchSearch } from './api';

export const dashboardKeys = {
  // Under "documents" too, so every document change refreshes the figures.
  home: ['documents', 'dashboard'] as const,
  search: (query: SearchQuery) => ['search', query] as const,
};

export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.home, queryFn: fetchDashboard });
}

export function useGlobalSearch(query: SearchQuery) {
  return useQuery({
    queryKey: dashboardKeys.search(query),
    queryFn: () => fetchSearch(query),
    enabled: query.q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
