import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

// White text on the filled colours keeps WCAG AA contrast (4.5:1): hence the 600 and 700 shades.
export const badgeVariants = cva(
  'inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'text-foreground',
        red: 'border-transparent bg-red-600 text-white dark:bg-red-600',
        'dark-grey': 'border-transparent bg-slate-800 text-white dark:bg-slate-600',
        orange: 'border-transparent bg-orange-700 text-white dark:bg-orange-700',
        green: 'border-transparent bg-green-700 text-white dark:bg-green-700',
        grey: 'border-transparent bg-slate-400 text-slate-950 dark:bg-slate-400',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
