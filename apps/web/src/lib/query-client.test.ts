import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isSessionLost, retryDelay, shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'RATE_LIMITED', 'Too many requests.'))).toBe(false);
  });

  it('retries server and network failures three times', () => {
    const serverError = new ApiError(503, 'INTERNAL', 'An unexpected error occurred');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('backs off exponentially up to 30 seconds', () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });

  it('recognises the answers that mean the session has ended', () => {
    expect(isSessionLost(new ApiError(401, 'SESSION_EXPIRED', 'Expired'))).toBe(true);
    expect(isSessionLost(new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong password'))).toBe(false);
  });
});
