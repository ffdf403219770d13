import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TableCell, TableRow } from '@/components/ui/table';
import { DataTable, type DataTableColumn } from './data-table';

type Field = 'title' | 'updatedAt';
const columns: DataTableColumn<Field>[] = [
  { key: 'title', label: 'Title', sort: 'title' },
  { key: 'author', label: 'Author' },
  { key: 'updatedAt', label: 'Updated', sort: 'updatedAt' },
];

const table = (props: { loading: boolean; hasRows: boolean; onSort?: (field: Field) => void }) => (
  <DataTable
    label="Register"
    columns={columns}
    state={{ sort: 'updatedAt', dir: 'desc' }}
    onSort={props.onSort ?? (() => undefined)}
    headClassName="head"
    loading={props.loading}
    items={props.hasRows ? ['SOP-1'] : undefined}
    skeletonRows={2}
    skeletonWidth={() => 'w-10'}
  >
    {(docNumber) => (
      <TableRow key={docNumber}>
        <TableCell>{docNumber}</TableCell>
      </TableRow>
    )}
  </DataTable>
);

describe('the shared data table', () => {
  it('marks the sorted column for screen readers and sorts by the header pressed', () => {
    const onSort = vi.fn();
    render(table({ loading: false, hasRows: true, onSort }));
    expect(screen.getByRole('columnheader', { name: 'Updated' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Author' }).querySelector('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSort).toHaveBeenCalledWith('title');
    expect(screen.getByText('SOP-1')).toBeTruthy();
  });

  it('shows skeleton rows, one cell per column, while the first page loads', () => {
    render(table({ loading: true, hasRows: false }));
    expect(screen.queryByText('SOP-1')).toBeNull();
    expect(screen.getByRole('table', { name: 'Register' }).querySelectorAll('tbody td')).toHaveLength(6);
  });
});
