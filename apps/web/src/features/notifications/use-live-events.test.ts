import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateFor } from './use-live-events';

const invalidatedRoots = (entities: string[]) => {
  const client = new QueryClient();
  const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  invalidateFor(client, entities);
  return spy.mock.calls.map(([filters]) => (filters?.queryKey ?? ['<all>'])[0]);
};

describe('what a live change refreshes', () => {
  it('refreshes document lists, workflows and dashboard cards when a document changes, and the audit trail always', () => {
    expect(invalidatedRoots(['document']).sort()).toEqual(['audit', 'dashboard', 'documents', 'search', 'signatures', 'workflows']);
    expect(invalidatedRoots(['session'])).toEqual(['audit']);
  });

  it('refreshes everything after a resync', () => {
    expect(invalidatedRoots(['*'])).toEqual(['<all>']);
  });
});
