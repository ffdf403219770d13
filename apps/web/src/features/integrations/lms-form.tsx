import { useState } from 'react';
import { PlugZap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LmsConfig } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { LmsTestResultText } from './lms-test-result';
import { useSaveLmsConfig, useTestLmsConnection } from './queries';

type Values = { endpoint: string; username: string; key: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The LRS connection. The key is write-only: left empty it is kept, anything typed replaces it. */
export function LmsForm({ config }: { config: LmsConfig }) {
  const { t } = useTranslation('integrations');
  const save = useSaveLmsConfig();
  const test = useTestLmsConnection();
  const [values, setValues] = useState<Values>({ endpoint: config.endpoint ?? '', username: config.username ?? '', key: '' });
  const [enabled, setEnabled] = useState(config.configured ? config.enabled : true);
  const [errors, setErrors] = useState<Errors>({});
  const control = (field: keyof Values, required: boolean) => ({
    ...fieldAria(`lms-${field}`, errors[field], required),
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    disabled: save.isPending,
  });

  const submit = () => {
    const next: Errors = {
      endpoint: values.endpoint.trim() ? undefined : t('lms.endpointRequired'),
      username: values.username.trim() ? undefined : t('lms.usernameRequired'),
      key: values.key || config.hasKey ? undefined : t('lms.keyRequired'),
    };
    setErrors(next);
    if (next.endpoint || next.username || next.key) return;
    // No key in the request keeps the stored one.
    const body = { endpoint: values.endpoint.trim(), username: values.username.trim(), enabled, ...(values.key ? { key: values.key } : {}) };
    save.mutate(body, {
      onSuccess: () => toast.success(t('lms.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          const fields = error.fields;
          setErrors({ endpoint: fields.endpoint && fieldText(fields.endpoint), username: fields.username && fieldText(fields.username), key: fields.key && fieldText(fields.key) });
        }
        toast.error(t('lms.saveFailed'), { description: errorText(error, t('lms.saveFailed')) });
      },
    });
  };

  return (
    <form
      noValidate
      className="grid gap-4 lg:max-w-2xl"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field id="lms-endpoint" label={t('lms.endpoint')} required error={errors.endpoint} hint={t('lms.endpointHint')}>
        <Input {...control('endpoint', true)} type="url" autoComplete="off" placeholder="https://lrs.example.com/xapi/" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="lms-username" label={t('lms.username')} required error={errors.username}>
          <Input {...control('username', true)} autoComplete="off" />
        </Field>
        <Field id="lms-key" label={t('lms.key')} required={!config.hasKey} error={errors.key} hint={t('lms.keyHint')}>
          <Input {...control('key', !config.hasKey)} type="password" autoComplete="new-password" placeholder={config.hasKey ? t('lms.keySet') : undefined} />
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="lms-enabled" checked={enabled} onCheckedChange={setEnabled} disabled={save.isPending} />
        <Label htmlFor="lms-enabled">{t('lms.enabled')}</Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending} loadingText={t('lms.saving')}>
          {t('lms.save')}
        </Button>
        <Button type="button" variant="outline" disabled={!config.configured} onClick={() => test.mutate()} loading={test.isPending} loadingText={t('lms.testing')}>
          <PlugZap aria-hidden="true" />
          {t('lms.test')}
        </Button>
      </div>
      <div aria-live="polite">
        {test.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('lms.testError')}: {errorText(test.error, t('lms.testError'))}
          </p>
        )}
        {test.data && <LmsTestResultText result={test.data} />}
      </div>
    </form>
  );
}
