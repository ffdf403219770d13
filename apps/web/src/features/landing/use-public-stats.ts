import { useQuery } from '@tanstack/react-query';
import { PublicStatsResponse } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

export function usePublicStats() {
  return useQuery({
    queryKey: ['public-stats'],
    queryFn: () => apiRequest('/api/public/stats', { schema: PublicStatsResponse }),
    // The strip is optional decoration: one retry, then it stays hidden.
    retry: 1,
  });
}
