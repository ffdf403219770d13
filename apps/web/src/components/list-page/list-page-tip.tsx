import type { ReactNode } from 'react';
import { Info } from 'lucide-react';

/** The hint under a register's table. */
export function ListPageTip({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Info className="size-4" aria-hidden="true" />
      {children}
    </p>
  );
}
