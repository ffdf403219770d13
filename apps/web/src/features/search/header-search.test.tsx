import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { HeaderSearch } from './header-search';

// On a phone the header has no room for the search box; a button opens it over the header.
describe('the header search on a phone', () => {
  it('opens from a named button with the focus in the field, and Escape closes it back to the button', async () => {
    await renderApp(<HeaderSearch role="admin" />);
    const opener = screen.getByRole('button', { name: 'Open search' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    act(() => opener.click());
    const fields = screen.getAllByRole('searchbox', { name: 'Search everything' });
    expect(fields).toHaveLength(2);
    expect(document.activeElement).toBe(fields[1]);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(fields[1]!, { key: 'Escape' });
    expect(screen.getAllByRole('searchbox', { name: 'Search everything' })).toHaveLength(1);
    expect(document.activeElement).toBe(opener);
    expect(screen.queryByRole('button', { name: 'Close search' })).toBeNull();
  });

  it('closes from its Close button', async () => {
    await renderApp(<HeaderSearch role="admin" />);
    act(() => screen.getByRole('button', { name: 'Open search' }).click());
    act(() => screen.getByRole('button', { name: 'Close search' }).click());
    expect(screen.getAllByRole('searchbox', { name: 'Search everything' })).toHaveLength(1);
  });
});
