import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListPageFrame } from './list-page-frame';
import { ListPageHead, RefreshButton } from './list-page-head';
import { ListRetryMessage } from './list-retry-message';

const frame = (data: { items: string[]; total: number } | undefined, error = false, onPaging = vi.fn()) => (
  <ListPageFrame
    data={data}
    error={error}
    failure={
      <ListRetryMessage title="Could not load" retryLabel="Try again" onRetry={() => undefined}>
        The list could not be read.
      </ListRetryMessage>
    }
    emptyState={<p>Nothing yet</p>}
    page={1}
    pageSize={25}
    onPaging={onPaging}
  >
    <p>the table</p>
  </ListPageFrame>
);

describe('the list page', () => {
  it('shows the title, what it lists and the page buttons in its head', () => {
    const onRefresh = vi.fn();
    render(<ListPageHead title="Register" description="All documents" actions={<RefreshButton label="Refresh" onRefresh={onRefresh} refreshing={false} />} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect(screen.getByText('All documents')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows the empty state alone, without paging, when the list has no rows', () => {
    render(frame({ items: [], total: 0 }));
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByText('the table')).toBeNull();
    expect(screen.queryByRole('button', { name: /next/i })).toBeNull();
  });

  it('shows the failure with its retry only while there are no rows from an earlier read', () => {
    const { rerender } = render(frame(undefined, true));
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    rerender(frame({ items: ['a'], total: 1 }, true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('the table')).toBeTruthy();
  });

  it('pages the table, back to page 1 on another page size', () => {
    const onPaging = vi.fn();
    render(frame({ items: Array.from({ length: 25 }, String), total: 60 }, false, onPaging));
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onPaging).toHaveBeenLastCalledWith({ page: 2 });
    fireEvent.change(screen.getByLabelText(/rows per page/i), { target: { value: '50' } });
    expect(onPaging).toHaveBeenLastCalledWith({ pageSize: 50, page: 1 });
  });
});
