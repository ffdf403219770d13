import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Centres a status message (404, access denied, errors) on the page or inside the shell's content area. */
export function StatusLayout({ children, fullScreen = true }: { children: ReactNode; fullScreen?: boolean }) {
  const Element = fullScreen ? 'main' : 'div';
  return (
    <Element
      className={cn(
        'flex items-center justify-center px-4 py-12',
        fullScreen ? 'min-h-svh bg-background' : 'min-h-[calc(100svh-8rem)]',
      )}
    >
      <div className="w-full max-w-md text-center">{children}</div>
    </Element>
  );
}
