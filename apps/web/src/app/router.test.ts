import { describe, expect, it } from 'vitest';
import { ROLE_PAGE_SEGMENTS } from '@/features/auth/access-decision';
import { router } from './router';

describe('the pages below /dashboard/{role}', () => {
  it('are all known to the guard, so a link written without the role reaches any of them', () => {
    const firstSegments = new Set(
      Object.keys(router.routesByPath)
        .map((path) => /^\/dashboard\/\$role\/([^/$]+)/.exec(path)?.[1])
        .filter((segment): segment is string => segment !== undefined),
    );
    expect([...firstSegments].sort()).toEqual([...ROLE_PAGE_SEGMENTS].sort());
  });
});
