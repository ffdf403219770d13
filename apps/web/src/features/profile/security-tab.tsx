import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH_MESSAGE } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { SessionsCard } from '@/components/sessions-card';
import { TwoFactorCard } from '@/components/two-factor/two-factor-card';
import { useChangePassword } from '@/lib/api/profile/queries';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security: change my password (spec 02 §5), my two-factor sign-in and my active sessions (FR-AUTH-6, FR-AUTH-7). */
export function SecurityTab() {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.currentPassword) return setErrors({ currentPassword: t('security.currentRequired') });
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: PASSWORD_MISMATCH_MESSAGE });
      toast.error(t('security.mismatch'), { description: fieldText(PASSWORD_MISMATCH_MESSAGE) });
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      const message = t('security.tooShort', { min: PASSWORD_MIN_LENGTH });
      setErrors({ newPassword: message });
      toast.error(t('security.failed'), { description: message });
      return;
    }
    setErrors({});
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        toast.success(t('security.changed'), { description: t('security.changedDescription') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error(t('security.failed'), { description: errorText(error, t('security.failedDescription')) });
      },
    });
  };

  const field = (key: keyof typeof EMPTY, autoComplete: string) => {
    // Server messages come from the shared contracts; the tab's own are already in the reader's language.
    const error = errors[key] ? fieldText(errors[key]) : undefined;
    return (
      <Field id={`security-${key}`} label={t(`security.${key}`)} required error={error}>
        <Input
          {...fieldAria(`security-${key}`, error, true)}
          type="password"
          autoComplete={autoComplete}
          value={values[key]}
          maxLength={256}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        />
      </Field>
    );
  };

  return (
    <div className="grid gap-6">
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('security.title')}</CardTitle>
        <CardDescription>{t('security.description', { min: PASSWORD_MIN_LENGTH })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={submit} noValidate>
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          {field('confirmPassword', 'new-password')}
          <Button type="submit" className="justify-self-start" disabled={!values.newPassword || !values.confirmPassword} loading={change.isPending} loadingText={t('security.changing')}>
            {t('security.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
