import type { ReactNode } from 'react';
import { AlertTriangle, RefreshCw, RotateCcw } from 'lucide-react';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';

interface ListRetryMessageProps {
  title: string;
  retryLabel: string;
  onRetry: () => void;
  /** Buttons after Retry. */
  moreActions?: ReactNode;
  /** A list inside a card among others (System Administration's tabs): an outlined Reload, not the page's main button. */
  quiet?: boolean;
  children: ReactNode;
}

/** What a list shows when it could not be read: the failure and a button to read it again. */
export function ListRetryMessage({ title, retryLabel, onRetry, moreActions, quiet = false, children }: ListRetryMessageProps) {
  const Icon = quiet ? RefreshCw : RotateCcw;
  return (
    <ListMessage
      failure
      icon={AlertTriangle}
      title={title}
      actions={
        <>
          <Button variant={quiet ? 'outline' : 'default'} onClick={onRetry}>
            <Icon aria-hidden="true" />
            {retryLabel}
          </Button>
          {moreActions}
        </>
      }
    >
      {children}
    </ListMessage>
  );
}
