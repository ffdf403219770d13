import type { LucideIcon } from 'lucide-react';

/** What a header panel (the bell, the cart) shows when it has nothing to list, or could not load it. */
export function PanelEmptyState({ icon: Icon, title, description }: { icon: LucideIcon; title: string; description: string }) {
  return (
    <div className="flex flex-col items-center gap-1 px-4 py-10 text-center">
      <Icon className="mb-2 size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
