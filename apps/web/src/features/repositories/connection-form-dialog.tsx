import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { CreateRepositoryRequest, sameGitServer, UpdateRepositoryRequest, type RepositoryConnection } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { DialogForm } from '@/components/dialog-form';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { useSaveRepository } from '@/lib/api/repositories/queries';

interface ConnectionFormDialogProps {
  /** The connection to change, 'new' to add one, null when closed. */
  editing: RepositoryConnection | 'new' | null;
  onClose: () => void;
}

/** Add or edit a connection. The token is write-only: the form never shows it, only whether one is set. */
export function ConnectionFormDialog({ editing, onClose }: ConnectionFormDialogProps) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">{editing && <ConnectionForm connection={editing === 'new' ? null : editing} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

type Values = { name: string; url: string; branch: string; authScheme: 'basic' | 'bearer'; username: string; token: string };
type Errors = Partial<Record<keyof Values, string>>;

function ConnectionForm({ connection, onClose }: { connection: RepositoryConnection | null; onClose: () => void }) {
  const { t } = useTranslation('repositories');
  const save = useSaveRepository();
  const [values, setValues] = useState<Values>({
    name: connection?.name ?? '',
    url: connection?.url ?? '',
    branch: connection?.branch ?? 'main',
    authScheme: connection?.authScheme ?? 'basic',
    username: connection?.username ?? 'git',
    token: '',
  });
  const [removeToken, setRemoveToken] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const control = (field: keyof Values, required = false) => ({
    ...fieldAria(`connection-${field}`, errors[field], required),
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    disabled: save.isPending,
  });

  const showErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const next: Errors = {};
    for (const issue of issues) {
      const field = String(issue.path[0] ?? '');
      if (field in values && !next[field as keyof Values]) next[field as keyof Values] = fieldText(issue.message);
    }
    setErrors(next);
  };
  const callbacks = {
    onSuccess: () => {
      toast.success(t('connections.saved'));
      onClose();
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.fields) showErrors(Object.entries(error.fields).map(([field, message]) => ({ path: [field], message })));
      toast.error(t('connections.saveFailed'), { description: errorText(error, t('connections.saveFailed')) });
    },
  };

  const submit = () => {
    // Absent keeps the stored token, '' removes it, anything else replaces it.
    const token = values.token || (connection && removeToken ? '' : undefined);
    if (connection) {
      const parsed = UpdateRepositoryRequest.safeParse({ ...values, token, rowVersion: connection.rowVersion });
      if (!parsed.success) return showErrors(parsed.error.issues);
      setErrors({});
      save.mutate({ id: connection.id, body: parsed.data }, callbacks);
    } else {
      const parsed = CreateRepositoryRequest.safeParse({ ...values, token });
      if (!parsed.success) return showErrors(parsed.error.issues);
      setErrors({});
      save.mutate({ id: null, body: parsed.data }, callbacks);
    }
  };

  // The server does not send a stored token to another server: the form says so before saving.
  const tokenStaysBehind = Boolean(connection?.hasToken && !values.token && !sameGitServer(connection.url, values.url));
  const tokenHint = tokenStaysBehind ? t('connections.tokenNotMoved') : connection?.hasToken ? t('connections.tokenHintSet') : t('connections.tokenHint');

  return (
    <DialogForm className="grid gap-4" onSubmit={submit} title={connection ? t('connections.editTitle') : t('connections.addTitle')} description={t('connections.formDescription')}>
      <Field id="connection-name" label={t('connections.name')} required error={errors.name}>
        <Input {...control('name', true)} autoComplete="off" />
      </Field>
      <Field id="connection-url" label={t('connections.url')} required error={errors.url} hint={t('connections.urlHint')}>
        <Input {...control('url', true)} type="url" autoComplete="off" placeholder="https://git.example.com/quality/sops.git" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="connection-branch" label={t('connections.branch')} required error={errors.branch}>
          <Input {...control('branch', true)} autoComplete="off" />
        </Field>
        <Field id="connection-authScheme" label={t('connections.authScheme')} error={errors.authScheme}>
          <Select {...control('authScheme')}>
            <option value="basic">{t('connections.basic')}</option>
            <option value="bearer">{t('connections.bearer')}</option>
          </Select>
        </Field>
      </div>
      {values.authScheme === 'basic' && (
        <Field id="connection-username" label={t('connections.username')} error={errors.username}>
          <Input {...control('username')} autoComplete="off" />
        </Field>
      )}
      <Field
        id="connection-token"
        label={t('connections.token')}
        error={errors.token}
        hint={tokenHint}
      >
        <Input {...control('token')} type="password" autoComplete="new-password" placeholder={connection?.hasToken ? t('connections.tokenSet') : undefined} />
      </Field>
      {connection?.hasToken && !values.token && (
        <div className="flex items-center gap-2">
          <Checkbox id="connection-remove-token" checked={removeToken} onCheckedChange={(checked) => setRemoveToken(checked === true)} disabled={save.isPending} />
          <Label htmlFor="connection-remove-token">{t('connections.removeToken')}</Label>
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('connections.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} loadingText={t('connections.saving')}>
          {t('connections.save')}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
