import { cn } from '@/lib/utils';

/** The user's picture, or their initial, in a circle. */
export function UserAvatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  // Only pictures served by this application: an external address would be blocked by the content policy anyway.
  if (src?.startsWith('/api/')) {
    return <img src={src} alt="" aria-hidden="true" className={cn('size-9 shrink-0 rounded-full object-cover', className)} />;
  }
  // The initial is drawn by CSS, not written as text: a control showing the avatar beside the name then has its
  // visible text ("Sarah Mitchell", not "S Sarah Mitchell") inside its accessible name (WCAG 2.5.3).
  return (
    <span
      aria-hidden="true"
      data-initial={name.trim().charAt(0) || '?'}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary uppercase before:content-[attr(data-initial)] dark:bg-primary/25',
        className,
      )}
    />
  );
}
