import type { ReactNode } from 'react';

/** A button's name: shown from the small breakpoint up, read by screen readers only on a phone (the icon shows). */
export function CompactLabel({ children }: { children: ReactNode }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}
