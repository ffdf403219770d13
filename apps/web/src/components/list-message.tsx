import type { ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface ListMessageProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  children: ReactNode;
  /** A failure is announced to screen readers and drawn in the destructive colour. */
  failure?: boolean;
  actions?: ReactNode;
}

/** What a list card shows instead of rows: nothing found, or a load that failed (with its retry actions). */
export function ListMessage({ icon: Icon, title, children, failure = false, actions }: ListMessageProps) {
  return (
    <div role={failure ? 'alert' : undefined} className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <Icon className={cn('size-10', failure ? 'text-destructive' : 'text-muted-foreground')} aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
      {actions && <div className="mt-2 flex gap-2">{actions}</div>}
    </div>
  );
}
