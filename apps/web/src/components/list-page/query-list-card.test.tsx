import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryListCard } from './query-list-card';

type Query = { page: number; pageSize: number; status: string };
const query: Query = { page: 1, pageSize: 25, status: 'open' };

const card = (state: { data?: { total: number; items: string[] }; error?: boolean; loading?: boolean }, onQuery = vi.fn()) => (
  <QueryListCard
    list={{ data: state.data && { page: 1, pageSize: 25, ...state.data }, isError: state.error ?? false, isPending: state.loading ?? false }}
    loadingLabel="Loading reviews"
    failureTitle="Something went wrong"
    failureText="The reviews could not be read."
    emptyState={<p>No open reviews</p>}
    query={query}
    onQuery={onQuery}
  >
    <p>the table</p>
  </QueryListCard>
);

describe('the card of a list held in page state', () => {
  it('tells screen readers the first read is under way', () => {
    render(card({ loading: true }));
    expect(screen.getByLabelText('Loading reviews').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the failure as an alert, and the empty state, each instead of the table', () => {
    const { rerender } = render(card({ error: true }));
    expect(screen.getByRole('alert').textContent).toContain('The reviews could not be read.');
    expect(screen.queryByText('the table')).toBeNull();
    rerender(card({ data: { total: 0, items: [] } }));
    expect(screen.getByText('No open reviews')).toBeTruthy();
    expect(screen.queryByText('the table')).toBeNull();
  });

  it('pages the table, keeping the rest of the query', () => {
    const onQuery = vi.fn();
    render(card({ data: { total: 60, items: Array.from({ length: 25 }, String) } }, onQuery));
    expect(screen.getByText('the table')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onQuery).toHaveBeenCalledWith({ page: 2, pageSize: 25, status: 'open' });
  });
});
