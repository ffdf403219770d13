import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { resetUserTwoFactor } from '@/lib/api/two-factor/api';

/**
 * Users administration: remove a user's authenticator (a lost phone), with the reason the audit trail keeps. Their
 * next sign-in sets it up again where their role requires it.
 */
export function ResetTwoFactorButton({ user }: { user: { id: string; name: string } }) {
  const { t } = useTranslation('security');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useMutation({
    mutationFn: () => resetUserTwoFactor(user.id, { reason: reason.trim() }),
    onSuccess: () => {
      toast.success(t('reset.done', { name: user.name }));
      setOpen(false);
      setReason('');
    },
    onError: (failure) => setError(errorText(failure, t('twoFactor.failed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('reset.reasonRequired'));
      return;
    }
    setError(undefined);
    reset.mutate();
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ShieldOff aria-hidden="true" />
        {t('reset.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(undefined);
        }}
      >
        <DialogContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t('reset.title', { name: user.name })}</DialogTitle>
              <DialogDescription>{t('reset.description')}</DialogDescription>
            </DialogHeader>
            <Field id="two-factor-reset-reason" label={t('reset.reason')} required error={error}>
              <Textarea
                {...fieldAria('two-factor-reset-reason', error, true)}
                maxLength={2000}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t('reset.cancel')}
              </Button>
              <Button type="submit" variant="destructive" loading={reset.isPending} loadingText={t('reset.resetting')}>
                {t('reset.confirm')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
