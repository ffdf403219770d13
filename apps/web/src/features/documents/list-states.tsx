import { AlertTriangle, FileSearch, RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ListFailed({ onRetry, onRefreshAll }: { onRetry: () => void; onRefreshAll: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Load Failed</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Failed to load documents. Please check your connection and try again.
      </p>
      <div className="mt-2 flex gap-2">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Retry
        </Button>
        <Button variant="outline" onClick={onRefreshAll}>
          <RefreshCw aria-hidden="true" />
          Refresh All
        </Button>
      </div>
    </div>
  );
}

export function ListEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <FileSearch className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No Documents Found</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {filtered
          ? 'No document matches these filters. Change or clear the filters to see more.'
          : 'There are no documents you can see yet.'}
      </p>
    </div>
  );
}
