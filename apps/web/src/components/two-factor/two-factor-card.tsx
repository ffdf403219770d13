import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/date-display';
import { confirmProfileEnrolment, disableTwoFactor, fetchTwoFactorStatus, regenerateRecoveryCodes, startProfileEnrolment } from '@/lib/api/two-factor/api';
import { RecoveryCodes, TwoFactorEnrolment } from './enrolment';

const STATUS_KEY = ['profile', 'two-factor'] as const;
const confirmEnrolment = async (code: string) => (await confirmProfileEnrolment(code)).recoveryCodes;

/** Profile Settings → Security: my two-factor sign-in, set up with a QR code, with recovery codes and turning off. */
export function TwoFactorCard() {
  const { t } = useTranslation('security');
  const client = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: fetchTwoFactorStatus });
  const [mode, setMode] = useState<'idle' | 'enrol' | 'disable' | 'regenerate'>('idle');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: STATUS_KEY });

  const action = useMutation({
    mutationFn: (input: string) => (mode === 'disable' ? disableTwoFactor(input).then(() => null) : regenerateRecoveryCodes(input).then((r) => r.recoveryCodes)),
    onSuccess: async (result) => {
      setValue('');
      setError(undefined);
      if (result) setCodes(result);
      else toast.success(t('twoFactor.disabled'));
      setMode('idle');
      await refresh();
    },
    onError: (reason) => setError(errorText(reason, t('twoFactor.failed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(value);
  };

  const data = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('twoFactor.title')}</CardTitle>
        <CardDescription>{t('twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data && (
          <div className="grid gap-1 text-sm">
            <p className="font-medium">{data.enrolled ? t('twoFactor.on', { date: formatDateTime(data.enrolledAt) }) : t('twoFactor.off')}</p>
            {data.enrolled && <p>{t('twoFactor.codesLeft', { count: data.recoveryCodesLeft })}</p>}
            {data.requiredForRole && <p className="text-muted-foreground">{t('twoFactor.required')}</p>}
          </div>
        )}
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
        {mode === 'enrol' && (
          <TwoFactorEnrolment
            start={startProfileEnrolment}
            confirm={confirmEnrolment}
            onDone={() => {
              setMode('idle');
              toast.success(t('twoFactor.enabled'));
              void refresh();
            }}
          />
        )}
        {(mode === 'disable' || mode === 'regenerate') && (
          <form className="grid max-w-xs gap-3" onSubmit={submit} noValidate>
            {mode === 'regenerate' && <p className="text-sm text-muted-foreground">{t('twoFactor.regenerateHelp')}</p>}
            <Field id="two-factor-action" label={mode === 'disable' ? t('twoFactor.password') : t('twoFactor.code')} required error={error}>
              <Input
                {...fieldAria('two-factor-action', error, true)}
                type={mode === 'disable' ? 'password' : 'text'}
                autoComplete={mode === 'disable' ? 'current-password' : 'one-time-code'}
                maxLength={256}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </Field>
            <div className="flex gap-2">
              <Button type="submit" disabled={!value} loading={action.isPending} loadingText={t('twoFactor.confirming')} variant={mode === 'disable' ? 'destructive' : 'default'}>
                {mode === 'disable' ? t('twoFactor.disable') : t('twoFactor.regenerate')}
              </Button>
              <Button type="button" variant="outline" onClick={() => setMode('idle')}>
                {t('signIn.back')}
              </Button>
            </div>
          </form>
        )}
        {mode === 'idle' && data && !codes && (
          <div className="flex flex-wrap gap-2">
            {!data.enrolled && <Button onClick={() => setMode('enrol')}>{t('twoFactor.setUp')}</Button>}
            {data.enrolled && (
              <Button variant="outline" onClick={() => setMode('regenerate')}>
                {t('twoFactor.regenerate')}
              </Button>
            )}
            {data.enrolled && !data.requiredForRole && (
              <Button variant="outline" onClick={() => setMode('disable')}>
                {t('twoFactor.disable')}
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
