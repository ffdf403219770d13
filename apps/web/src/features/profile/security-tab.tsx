import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH_MESSAGE } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from './queries';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security: change my password (spec 02 §5): the current one, 8+ characters, confirmation; other sessions end. */
export function SecurityTab() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.currentPassword) return setErrors({ currentPassword: 'Please enter your current password' });
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: PASSWORD_MISMATCH_MESSAGE });
      toast.error('Password Mismatch', { description: PASSWORD_MISMATCH_MESSAGE });
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      const message = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
      setErrors({ newPassword: message });
      toast.error('Password Change Failed', { description: message });
      return;
    }
    setErrors({});
    change.mutate(values, {
      onSuccess: (result) => {
        setValues(EMPTY);
        toast.success('Password Changed', { description: result.message });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error('Password Change Failed', { description: error instanceof ApiError ? error.message : 'Failed to change password. Please try again.' });
      },
    });
  };

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <Field id={`security-${key}`} label={label} required error={errors[key]}>
      <Input
        {...fieldAria(`security-${key}`, errors[key], true)}
        type="password"
        autoComplete={autoComplete}
        value={values[key]}
        maxLength={256}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
    </Field>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change Password</CardTitle>
        <CardDescription>At least {PASSWORD_MIN_LENGTH} characters. Every other session of yours ends; this one stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={submit} noValidate>
          {field('currentPassword', 'Current Password', 'current-password')}
          {field('newPassword', 'New Password', 'new-password')}
          {field('confirmPassword', 'Confirm New Password', 'new-password')}
          <Button type="submit" className="justify-self-start" disabled={!values.newPassword || !values.confirmPassword} loading={change.isPending} loadingText="Changing…">
            Change Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
