import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '@/i18n';
import { loadFullCatalogue } from '@/i18n/catalogue';

// findBy… and waitFor wait up to 1 s by default: too short on a busy 2-core machine loading a language or a route.
configure({ asyncUtilTimeout: 5000 });

// Components render here without the router, whose beforeLoad adds the catalogue beyond the first screen.
await loadFullCatalogue();

// jsdom has no matchMedia; the theme and the shell ask it about dark mode and screen width.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom does not implement scrolling; the router restores scroll positions on navigation.
window.scrollTo = () => undefined;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
