import { describe, expect, it } from 'vitest';
import { CopiesSearch, hasCopyFilters, toCopyQuery } from './copies-search';

describe('CopiesSearch', () => {
  it('keeps the filters a dashboard or notification link carries, and drops what is not valid', () => {
    const document = '4c4d6a2e-6f0b-4b8a-9a53-2f3d2c1b0a99';
    expect(CopiesSearch.parse({ status: 'to-recall', document })).toEqual({ status: 'to-recall', document });
    expect(CopiesSearch.parse({ status: 'lost', document: 'nope', page: -2, pageSize: 7 })).toEqual({});
    expect(CopiesSearch.parse({ q: 2024 }).q).toBe('2024');
  });

  it('pages from 1 with the default size, and knows when something is filtered', () => {
    expect(toCopyQuery({ status: 'issued' })).toEqual({ status: 'issued', page: 1, pageSize: 25 });
    expect(hasCopyFilters({ status: 'issued' })).toBe(false);
    expect(hasCopyFilters({ controlled: 'true' })).toBe(true);
  });
});
