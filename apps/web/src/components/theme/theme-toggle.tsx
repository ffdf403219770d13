import { lazy, Suspense, useEffect, useState } from 'react';
import { ThemeTrigger } from './theme-trigger';

const ThemeMenu = lazy(() => import('./theme-menu'));

/** Loads the menu once the page is idle, so the landing and sign-in pages show before its scripts. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 500);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * The theme switch on every page's top bar. Until its menu has loaded, the same button stands in; pressing it loads
 * the menu and opens it.
 */
export function ThemeToggle() {
  const idle = useIdle();
  const [pressed, setPressed] = useState(false);
  const standIn = <ThemeTrigger onClick={() => setPressed(true)} />;
  if (!idle && !pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ThemeMenu openAtOnce={pressed} />
    </Suspense>
  );
}
