import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface ListPageHeadProps {
  title: string;
  description: ReactNode;
  /** The page's buttons: beside the title when they fit, otherwise on their own line below it. */
  actions: ReactNode;
  actionsClassName?: string;
}

/** A register page's head: its title and what it lists, with the page's buttons. */
export function ListPageHead({ title, description, actions, actionsClassName }: ListPageHeadProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      <div className={cn('flex flex-wrap gap-2', actionsClassName)}>{actions}</div>
    </div>
  );
}

interface RefreshButtonProps {
  label: string;
  onRefresh: () => void;
  /** A refresh (not the first read) is under way. */
  refreshing: boolean;
}

/** Reads the list again on request. */
export function RefreshButton({ label, onRefresh, refreshing }: RefreshButtonProps) {
  return (
    <Button variant="outline" onClick={onRefresh} loading={refreshing}>
      <RefreshCw aria-hidden="true" />
      {label}
    </Button>
  );
}
