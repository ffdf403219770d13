import { useTranslation } from 'react-i18next';
import { Copy, KeyRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { SetupCodeIssued } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';

export interface IssuedCode extends SetupCodeIssued {
  /** Why it was issued: a new user or a password reset. */
  reason: 'created' | 'reset';
}

/** The one-time setup code, shown once: it is not stored in clear anywhere and cannot be shown again. */
export function SetupCodeDialog({ issued, onClose }: { issued: IssuedCode | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.setupCode);
      toast.success(t('setupCode.copied'), { description: t('setupCode.copiedDescription') });
    } catch {
      toast.error(t('setupCode.copyFailed'), { description: t('setupCode.copyFailedDescription') });
    }
  };
  return (
    <Dialog open={issued !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {issued && (
          <>
            <DialogHeader>
              <DialogTitle>{t('setupCode.title')}</DialogTitle>
              <DialogDescription>{t(issued.reason === 'created' ? 'setupCode.created' : 'setupCode.reset', { name: issued.user.name, email: issued.user.email })}</DialogDescription>
            </DialogHeader>
            <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3">
              <KeyRound className="size-5 text-muted-foreground" aria-hidden="true" />
              <code className="flex-1 text-center font-mono text-xl font-semibold tracking-widest" data-testid="setup-code">
                {issued.setupCode}
              </code>
              <Button variant="ghost" size="icon" onClick={() => void copy()} aria-label={t('setupCode.copy')}>
                <Copy aria-hidden="true" />
              </Button>
            </div>
            <Alert>
              <AlertDescription>
                {t(issued.mailed ? 'setupCode.expiresMailed' : 'setupCode.expiresHandOver', { date: formatDateTime(issued.expiresAt) })}
              </AlertDescription>
            </Alert>
            <DialogFooter>
              <Button onClick={onClose}>{t('setupCode.done')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
