import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { SearchFilterCard } from './search-filter-card';

const texts = { title: 'Filters & Search', clear: 'Clear Filters', search: 'Search', searchPlaceholder: 'Document title or number' };

describe('a filters card opening with a search', () => {
  it('sends the typed text after the pause, replacing the history entry, and lets text being typed be cleared', async () => {
    const onChange = vi.fn();
    await renderApp(
      <SearchFilterCard texts={texts} searchId="search" q={undefined} onChange={onChange} onClear={() => undefined} canClear={false} className="grid">
        <p>more filters</p>
      </SearchFilterCard>,
    );
    expect(screen.getByText('more filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear Filters' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' SOP-7 ' } });
    expect(screen.getByRole('button', { name: 'Clear Filters' }).hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ q: 'SOP-7' }, { replace: true }));
  });
});
