import { ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The product mark and name. */
export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      <span className={cn('text-lg', nameClassName)}>Attest</span>
    </span>
  );
}
