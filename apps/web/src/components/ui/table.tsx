import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The last column stays at the frame's right edge while the rest scrolls beneath it: opaque cells of the colours the
 * row would have (header, hover, selected) and a soft shadow on their left.
 */
const PINNED_LAST_COLUMN = cn(
  '[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tr>*:last-child]:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.15)]',
  '[&_th:last-child]:bg-muted [&_td:last-child]:bg-card [&_tr[data-state=selected]>td:last-child]:bg-muted',
  '[&_tr:hover>td:last-child]:bg-[color-mix(in_oklab,var(--color-muted)_40%,var(--color-card))]',
);

interface TableProps extends ComponentProps<'table'> {
  /** Keeps the last column (the row's actions) in view when the table is wider than its frame. */
  pinLastColumn?: boolean;
}

/** A data table in a horizontally scrolling frame, so wide tables never break the page layout. */
export function Table({ className, pinLastColumn = false, ...props }: TableProps) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn('w-full caption-bottom text-sm', pinLastColumn && PINNED_LAST_COLUMN, className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/50 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
