import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCIM_TOKEN_DEFAULT_DAYS, SCIM_TOKEN_MAX_DAYS, type ScimTokenIssued } from '@attest/domain';
import { DialogForm } from '@/components/dialog-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/i18n/error-text';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useIssueScimToken } from './queries';

interface ScimTokenDialogProps {
  open: boolean;
  onClose: () => void;
  onIssued: (issued: ScimTokenIssued) => void;
}

export function ScimTokenDialog({ open, onClose, onIssued }: ScimTokenDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md">{open && <IssueForm onClose={onClose} onIssued={onIssued} />}</DialogContent>
    </Dialog>
  );
}

function IssueForm({ onClose, onIssued }: Omit<ScimTokenDialogProps, 'open'>) {
  const { t } = useTranslation('integrations');
  const issue = useIssueScimToken();
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(SCIM_TOKEN_DEFAULT_DAYS));
  const [errors, setErrors] = useState<{ name?: string; days?: string }>({});
  const max = formatCount(SCIM_TOKEN_MAX_DAYS);

  const submit = () => {
    const expiresInDays = Number(days);
    const next = {
      name: name.trim() ? undefined : t('scim.form.nameRequired'),
      days: Number.isInteger(expiresInDays) && expiresInDays >= 1 && expiresInDays <= SCIM_TOKEN_MAX_DAYS ? undefined : t('scim.form.expiryInvalid', { max }),
    };
    setErrors(next);
    if (next.name || next.days) return;
    issue.mutate(
      { name: name.trim(), expiresInDays },
      {
        onSuccess: (issued) => {
          onIssued(issued);
          onClose();
        },
        onError: (error) => toast.error(t('scim.form.failed'), { description: errorText(error, t('scim.form.failed')) }),
      },
    );
  };

  return (
    <DialogForm className="grid gap-4" onSubmit={submit} title={t('scim.form.title')} description={t('scim.form.description')}>
      <Field id="scim-token-name" label={t('scim.form.name')} required error={errors.name} hint={t('scim.form.nameHint')}>
        <Input {...fieldAria('scim-token-name', errors.name, true)} autoComplete="off" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} disabled={issue.isPending} />
      </Field>
      <Field id="scim-token-days" label={t('scim.form.expiry')} required error={errors.days} hint={t('scim.form.expiryHint', { max })}>
        <Input
          {...fieldAria('scim-token-days', errors.days, true)}
          type="number"
          inputMode="numeric"
          min={1}
          max={SCIM_TOKEN_MAX_DAYS}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          disabled={issue.isPending}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={issue.isPending} loadingText={t('scim.form.issuing')}>
          {t('scim.form.submit')}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
