import { AlertTriangle, FileSearch, RefreshCw, RotateCcw } from 'lucide-react';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';

export function ListFailed({ onRetry, onRefreshAll }: { onRetry: () => void; onRefreshAll: () => void }) {
  return (
    <ListMessage
      failure
      icon={AlertTriangle}
      title="Load Failed"
      actions={
        <>
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
          <Button variant="outline" onClick={onRefreshAll}>
            <RefreshCw aria-hidden="true" />
            Refresh All
          </Button>
        </>
      }
    >
      Failed to load documents. Please check your connection and try again.
    </ListMessage>
  );
}

export function ListEmpty({ filtered }: { filtered: boolean }) {
  return (
    <ListMessage icon={FileSearch} title="No Documents Found">
      {filtered ? 'No document matches these filters. Change or clear the filters to see more.' : 'There are no documents you can see yet.'}
    </ListMessage>
  );
}
