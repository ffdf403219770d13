import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { ThemeToggle } from './theme-toggle';

// Radix's menu measures itself; jsdom has no ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

describe('ThemeToggle', () => {
  it('opens its menu when pressed before the menu has loaded, and applies the choice', async () => {
    await renderApp(<ThemeToggle />);
    const standIn = screen.getByRole('button', { name: /Change theme/ });
    expect(standIn.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(standIn);
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theme: dark. Change theme' })).toBeTruthy());
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('loads the menu by itself once the page is idle', async () => {
    await renderApp(<ThemeToggle />);
    await waitFor(() => expect(screen.getByRole('button', { name: /Change theme/ }).getAttribute('aria-haspopup')).toBe('menu'), { timeout: 3000 });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
