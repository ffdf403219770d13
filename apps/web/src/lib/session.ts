import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionResponse } from '@attest/domain';
import { ApiError, setCsrfToken } from '@/lib/api-client';
import { fetchSessionResponse } from './api/auth/api';

export const sessionQueryKey = ['session'] as const;

/** The current session, or null when signed out or expired (a 401 is an answer here, not a failure). */
async function fetchSession(): Promise<SessionResponse | null> {
  try {
    const session = await fetchSessionResponse();
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export const sessionQuery = queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery);
}

/** Stores a session the server just issued (sign-in, refresh) so every screen sees it at once. */
export function storeSession(client: QueryClient, session: SessionResponse | null): void {
  setCsrfToken(session?.csrfToken ?? null);
  client.setQueryData(sessionQueryKey, session);
}

export function useStoreSession(): (session: SessionResponse | null) => void {
  const client = useQueryClient();
  return useCallback((session) => storeSession(client, session), [client]);
}
