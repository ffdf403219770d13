import { describe, expect, it } from 'vitest';
import { WorkflowSearch, compactWorkflowSearch, sortWorkflowsBy, toWorkflowQuery } from './workflow-search';

describe('workflow list URL', () => {
  it('defaults to submitted, newest first, page 1 of 25', () => {
    expect(toWorkflowQuery({})).toEqual({ sort: 'submittedAt', dir: 'desc', page: 1, pageSize: 25 });
  });

  it('drops values a link got wrong and keeps the spec status filters', () => {
    expect(WorkflowSearch.parse({ status: 'nonsense', sort: 'x', page: -3, q: 2024 })).toEqual({ q: '2024' });
    expect(WorkflowSearch.parse({ status: 'pending-approval' })).toEqual({ status: 'pending-approval' });
  });

  it('flips the sorted column and starts a new one ascending, dates newest first', () => {
    expect(sortWorkflowsBy({}, 'submittedAt')).toEqual({ sort: 'submittedAt', dir: 'asc' });
    expect(sortWorkflowsBy({}, 'document')).toEqual({ sort: 'document', dir: 'asc' });
    expect(sortWorkflowsBy({ sort: 'document', dir: 'asc', page: 3 }, 'document')).toEqual({ sort: 'document', dir: 'desc' });
  });

  it('keeps only what differs from the defaults', () => {
    expect(compactWorkflowSearch({ q: '  ', sort: 'submittedAt', dir: 'desc', page: 1, pageSize: 25 })).toEqual({});
  });
});
