import type { RefObject } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CopyButton } from './copy-button';

export interface ShownSecret {
  title: string;
  description: string;
  /** What is copied, for the copy button's name ("the token"). */
  what: string;
  value: string;
}

interface SecretDialogProps {
  secret: ShownSecret | null;
  onClose: () => void;
  /**
   * The control that led here. The dialog opens as another closes (the form, the confirmation), so the dialog's own
   * focus memory holds a button that is gone; without this, focus would fall to the page's start.
   */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** A secret the server answered with once (a webhook's signing secret, a SCIM token): shown here and never again. */
export function SecretDialog({ secret, onClose, returnFocusTo }: SecretDialogProps) {
  const { t } = useTranslation('integrations');
  const restoreFocus = (event: Event) => {
    const target = returnFocusTo.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={restoreFocus}>
        {secret && (
          <>
            <DialogHeader>
              <DialogTitle>{secret.title}</DialogTitle>
              <DialogDescription>{secret.description}</DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-3 rounded-lg border bg-muted/40 px-4 py-3">
              <KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <code className="min-w-0 flex-1 font-mono text-sm break-all" data-testid="shown-secret">
                {secret.value}
              </code>
              <CopyButton text={secret.value} label={t('secret.copyLabel', { what: secret.what })} />
            </div>
            <Alert>
              <AlertDescription>{t('secret.once')}</AlertDescription>
            </Alert>
            <DialogFooter>
              <Button onClick={onClose}>{t('common.done')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
