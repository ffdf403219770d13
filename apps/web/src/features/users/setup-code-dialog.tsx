import { Copy, KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import type { SetupCodeIssued } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/features/documents/format';

export interface IssuedCode extends SetupCodeIssued {
  /** Why it was issued: a new user or a password reset. */
  reason: 'created' | 'reset';
}

/** The one-time setup code, shown once: it is not stored in clear anywhere and cannot be shown again. */
export function SetupCodeDialog({ issued, onClose }: { issued: IssuedCode | null; onClose: () => void }) {
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.setupCode);
      toast.success('Copied', { description: 'The setup code is on the clipboard.' });
    } catch {
      toast.error('Copy failed', { description: 'Could not copy the code. Please write it down.' });
    }
  };
  return (
    <Dialog open={issued !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {issued && (
          <>
            <DialogHeader>
              <DialogTitle>One-time Setup Code</DialogTitle>
              <DialogDescription>
                {issued.reason === 'created' ? `${issued.user.name} was created.` : `The password of ${issued.user.name} was reset and their sessions ended.`} They sign in
                with {issued.user.email}, enter this code and choose their own password.
              </DialogDescription>
            </DialogHeader>
            <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3">
              <KeyRound className="size-5 text-muted-foreground" aria-hidden="true" />
              <code className="flex-1 text-center font-mono text-xl font-semibold tracking-widest" data-testid="setup-code">
                {issued.setupCode}
              </code>
              <Button variant="ghost" size="icon" onClick={() => void copy()} aria-label="Copy setup code">
                <Copy aria-hidden="true" />
              </Button>
            </div>
            <Alert>
              <AlertDescription>
                This code is shown only once and expires {formatDateTime(issued.expiresAt)}.
                {issued.mailed ? ' It was also e-mailed to the user.' : ' Pass it to the user through a trusted channel.'}
              </AlertDescription>
            </Alert>
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
