import { DashboardResponse, SearchResponse, type SearchQuery } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import { toApiParams } from '@/lib/list-search';

export function fetchDashboard() {
  return apiRequest('/api/dashboard', { schema: DashboardResponse });
}

export function fetchSearch(query: SearchQuery) {
  return apiRequest(`/api/search?${toApiParams(query).toString()}`, { schema: SearchResponse });
}
