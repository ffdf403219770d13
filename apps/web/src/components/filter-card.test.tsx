import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterCard } from './filter-card';
import { FilterSelect, SearchField } from './filter-field';

describe('the filters building blocks', () => {
  it('titles the card and clears the filters on request, not while there is nothing to clear', () => {
    const onClear = vi.fn();
    const card = (clearDisabled: boolean) => (
      <FilterCard title="Filters & Search" clearLabel="Clear Filters" onClear={onClear} clearDisabled={clearDisabled} className="grid">
        <p>the filters</p>
      </FilterCard>
    );
    const { rerender } = render(card(true));
    expect(screen.getByRole('heading', { level: 2, name: 'Filters & Search' })).toBeTruthy();
    expect(screen.getByText('the filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear Filters' }).hasAttribute('disabled')).toBe(true);
    rerender(card(false));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('labels the search box and the select and hands on what is typed or chosen', () => {
    const onText = vi.fn();
    const onStatus = vi.fn();
    render(
      <>
        <SearchField id="search" label="Search" placeholder="Title or number" value="" onChange={onText} />
        <FilterSelect
          id="status"
          label="Status"
          allLabel="All statuses"
          value={undefined}
          options={[{ value: 'draft', label: 'Draft' }]}
          onChange={onStatus}
        />
      </>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Title or number');
    fireEvent.change(search, { target: { value: 'SOP' } });
    expect(onText).toHaveBeenCalledWith('SOP');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    expect(onStatus).toHaveBeenLastCalledWith('draft');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    expect(onStatus).toHaveBeenLastCalledWith(undefined);
  });
});
