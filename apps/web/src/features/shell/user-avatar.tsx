import { cn } from '@/lib/utils';

/** The user's initial in a circle. */
export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary uppercase dark:bg-primary/25',
        className,
      )}
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}
