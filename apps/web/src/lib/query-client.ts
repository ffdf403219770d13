import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;
const CACHE_MS = 5 * 60_000;

/** Spec 01 §9: data fetching retries 3 times; a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // A stored file found missing stays missing until restored, and every attempt is audited: say so at once.
  if (error instanceof ApiError && error.code === 'FILE_UNAVAILABLE') return false;
  return failureCount < MAX_RETRIES;
}

/** Exponential backoff from 1 s, capped at 30 s (spec 01 §9). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/** True for the answers that mean the session is gone, whatever request received them. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'SESSION_EXPIRED' || error.code === 'UNAUTHENTICATED');
}

/**
 * `onSessionLost` runs when any request learns the session has ended, so the guard can send the user to
 * sign in again instead of leaving them on a page whose every call fails.
 */
export function createQueryClient(onSessionLost: (client: QueryClient) => void = () => undefined): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionLost(error)) onSessionLost(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: CACHE_MS, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
