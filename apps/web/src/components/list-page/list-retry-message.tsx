import type { ReactNode } from 'react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';

interface ListRetryMessageProps {
  title: string;
  retryLabel: string;
  onRetry: () => void;
  /** Buttons after Retry. */
  moreActions?: ReactNode;
  children: ReactNode;
}

/** What a list shows when it could not be read: the failure and a button to read it again. */
export function ListRetryMessage({ title, retryLabel, onRetry, moreActions, children }: ListRetryMessageProps) {
  return (
    <ListMessage
      failure
      icon={AlertTriangle}
      title={title}
      actions={
        <>
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
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
