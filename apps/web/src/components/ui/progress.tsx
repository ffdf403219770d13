import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** A bar from 0 to `max` (default 100); values outside the range are clamped. */
export function Progress({ className, value, max = 100, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const clamped = Math.min(Math.max(value ?? 0, 0), max);
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-[width]"
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
