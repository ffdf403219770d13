import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES } from '@attest/domain';
import {
  DocumentListSearch,
  clearFilters,
  compactSearch,
  hasActiveFilters,
  sortBy,
  toApiParams,
  toListQuery,
  withFilters,
} from './list-search';
import { ariaSort } from './list-url';
import { IN_FORCE, STATUS_CHOICES, statusChoiceOf, statusChoicePatch } from '@/components/document-filters/status-choice';

const DEPARTMENT = '3c5e6d9a-332a-446f-94e7-18dc3ebddc13';

describe('DocumentListSearch (the URL)', () => {
  it('keeps valid values and drops the ones a hand-edited link got wrong', () => {
    const search = DocumentListSearch.parse({
      q: 'cleaning',
      status: 'draft',
      department: DEPARTMENT,
      category: 'not-a-uuid',
      updatedFrom: '2026-01-01',
      updatedTo: '01/02/2026',
      sort: 'priority',
      dir: 'sideways',
      page: 3,
      pageSize: 33,
      action: 'create',
    });
    expect(search).toEqual({
      q: 'cleaning',
      status: 'draft',
      department: DEPARTMENT,
      category: undefined,
      author: undefined,
      updatedFrom: '2026-01-01',
      updatedTo: undefined,
      sort: 'priority',
      dir: undefined,
      page: 3,
      pageSize: undefined,
      action: 'create',
    });
  });

  it('reads a numeric search (the router parses ?q=2024 as a number) as text', () => {
    expect(DocumentListSearch.parse({ q: 2024 }).q).toBe('2024');
  });

  it('accepts every document status (the dashboard chart links to each) and refuses unknown ones', () => {
    expect(DocumentListSearch.parse({ status: 'pending-approval' }).status).toBe('pending-approval');
    expect(DocumentListSearch.parse({ status: 'pending' }).status).toBeUndefined();
  });

  it('keeps the dashboard cards\' filters and sends them to the API', () => {
    const search = DocumentListSearch.parse({ decision: 'reviewed', decidedFrom: '2026-11-01T00:00:00.000Z', reviewDue: 'true' });
    expect(search.reviewDue).toBe(true);
    expect(toApiParams(toListQuery(search)).toString()).toContain('decision=reviewed');
    expect(toApiParams(toListQuery(search)).get('reviewDue')).toBe('true');
    expect(hasActiveFilters(search)).toBe(true);
  });
});

describe("the acknowledgement cards' filters", () => {
  it('keep acknowledged=mine and trainingDue=mine, drop other values, and send them to the API', () => {
    const search = DocumentListSearch.parse({ acknowledged: 'mine', trainingDue: 'yours' });
    expect(search).toMatchObject({ acknowledged: 'mine', trainingDue: undefined });
    expect(toApiParams(toListQuery(DocumentListSearch.parse({ trainingDue: 'mine' }))).get('trainingDue')).toBe('mine');
    expect(hasActiveFilters(search)).toBe(true);
    expect(clearFilters(search).acknowledged).toBeUndefined();
  });
});

describe('toListQuery', () => {
  it('fills the defaults: title ascending, page 1 of 25', () => {
    expect(toListQuery({})).toEqual({ sort: 'title', dir: 'asc', page: 1, pageSize: 25 });
  });

  it('carries the filters and leaves out empty ones', () => {
    expect(toListQuery({ q: '', status: 'approved', pageSize: 50 })).toEqual({
      status: 'approved',
      sort: 'title',
      dir: 'asc',
      page: 1,
      pageSize: 50,
    });
  });
});

describe('toApiParams', () => {
  it('writes every value, repeats statuses and skips empty ones', () => {
    const params = toApiParams({ q: 'gmp', status: ['draft', 'approved'], department: undefined, sort: 'updatedAt', dir: 'desc', page: 2, pageSize: 10 });
    expect(params.toString()).toBe('q=gmp&status=draft&status=approved&sort=updatedAt&dir=desc&page=2&pageSize=10');
  });
});

describe('sorting (spec 01 §2)', () => {
  it('flips the direction of the sorted column', () => {
    expect(sortBy({}, 'title')).toEqual({ sort: 'title', dir: 'desc' });
    expect(sortBy({ sort: 'title', dir: 'desc' }, 'title')).toEqual({});
  });

  it('starts a new column ascending and goes back to page 1', () => {
    expect(sortBy({ sort: 'title', dir: 'desc', page: 4 }, 'updatedAt')).toEqual({ sort: 'updatedAt', dir: 'asc' });
  });

  it('reports aria-sort for the headers', () => {
    const query = toListQuery({ sort: 'priority', dir: 'desc' });
    expect(ariaSort(query, 'priority')).toBe('descending');
    expect(ariaSort(query, 'title')).toBe('none');
    expect(ariaSort(toListQuery({}), 'title')).toBe('ascending');
  });
});

describe('filters in the URL', () => {
  it('resets to page 1 when a filter changes and drops defaults from the URL', () => {
    expect(withFilters({ page: 5, sort: 'status', dir: 'asc', pageSize: 25 }, { q: 'sop' })).toEqual({
      q: 'sop',
      sort: 'status',
      dir: 'asc',
    });
  });

  it('clears filters but keeps the sort and page size', () => {
    const search = { q: 'x', status: 'draft', department: DEPARTMENT, sort: 'status', dir: 'desc', pageSize: 100, page: 3 } as const;
    expect(clearFilters(search)).toEqual({ sort: 'status', dir: 'desc', pageSize: 100 });
    expect(hasActiveFilters(search)).toBe(true);
    expect(hasActiveFilters(clearFilters(search))).toBe(false);
  });

  it('keeps the create action until the dialog consumes it', () => {
    expect(compactSearch({ action: 'create', page: 1 })).toEqual({ action: 'create' });
  });
});

describe('the Status filter', () => {
  it('offers "In force" and every document status, in lifecycle order', () => {
    const values = STATUS_CHOICES;
    expect(values[0]).toBe(IN_FORCE);
    expect([...values.slice(1)].sort()).toEqual([...DOCUMENT_STATUSES].sort());
    expect(values.indexOf('draft')).toBeLessThan(values.indexOf('in-review'));
    expect(values.indexOf('pending-approval')).toBeLessThan(values.indexOf('approved'));
    expect(values.indexOf('scheduled')).toBeLessThan(values.indexOf('effective'));
    expect(values.indexOf('effective')).toBeLessThan(values.indexOf('obsolete'));
  });

  it('keeps "In force" in the URL as ?inForce=true and sends it to the API', () => {
    const search = withFilters({}, statusChoicePatch(IN_FORCE));
    expect(search).toEqual({ inForce: true });
    const reloaded = DocumentListSearch.parse({ inForce: 'true' });
    expect(statusChoiceOf(toListQuery(reloaded))).toBe(IN_FORCE);
    expect(toApiParams(toListQuery(reloaded)).get('inForce')).toBe('true');
    expect(hasActiveFilters(reloaded)).toBe(true);
  });

  it('replaces "In force" by a status and back', () => {
    expect(withFilters({ inForce: true }, statusChoicePatch('effective'))).toEqual({ status: 'effective' });
    expect(withFilters({ status: 'draft' }, statusChoicePatch(IN_FORCE))).toEqual({ inForce: true });
    expect(withFilters({ inForce: true }, statusChoicePatch(undefined))).toEqual({});
  });

  it('drops an unknown value from a link', () => {
    expect(DocumentListSearch.parse({ inForce: 'yes', status: 'in-force' })).toMatchObject({ inForce: undefined, status: undefined });
  });
});
