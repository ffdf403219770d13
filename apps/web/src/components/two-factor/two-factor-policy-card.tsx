import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLES, type Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { isPendingChange } from '@/lib/api/setting-changes/api';
import { PendingChangePanel } from '@/components/pending-change-panel/pending-change-panel';
import { settingChangesKey } from '@/lib/api/setting-changes/queries';
import { fetchTwoFactorPolicy, saveTwoFactorPolicy } from '@/lib/api/two-factor/api';

const KEY = ['system', 'two-factor-policy'] as const;

/** Preferences → Security: which roles must sign in with a second factor (saved with a reason, audited). */
export function TwoFactorPolicyCard() {
  const { t } = useTranslation('security');
  const { t: td } = useTranslation('domain');
  const { t: tc } = useTranslation('settingChanges');
  const client = useQueryClient();
  const policy = useQuery({ queryKey: KEY, queryFn: fetchTwoFactorPolicy });
  // The saved roles until the administrator changes them here.
  const [edited, setRoles] = useState<Role[] | null>(null);
  const roles = edited ?? policy.data?.requiredRoles ?? [];
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: saveTwoFactorPolicy,
    onSuccess: async (saved) => {
      setReason('');
      setRoles(null);
      if (isPendingChange(saved)) {
        // Taking a role off waits for a second administrator: the pending panel shows it.
        toast.info(tc('title'), { description: tc('savedPending') });
        await client.invalidateQueries({ queryKey: settingChangesKey });
        return;
      }
      toast.success(t('policy.saved'));
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => toast.error(t('policy.failed'), { description: errorText(error, t('policy.failed')) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ requiredRoles: roles, reason });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('policy.title')}</CardTitle>
        <CardDescription>{t('policy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PendingChangePanel settingKey="twoFactorPolicy" />
        <form className="grid max-w-lg gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2 sm:grid-cols-2">
            {ROLES.map((role) => (
              <div key={role} className="flex items-center gap-2">
                <Checkbox
                  id={`two-factor-role-${role}`}
                  checked={roles.includes(role)}
                  onCheckedChange={(on) => setRoles(on === true ? [...roles, role] : roles.filter((r) => r !== role))}
                />
                <Label htmlFor={`two-factor-role-${role}`}>{td(`role.${role}`)}</Label>
              </div>
            ))}
          </div>
          <Field id="two-factor-policy-reason" label={t('policy.reason')} required>
            <Textarea id="two-factor-policy-reason" maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <Button type="submit" className="justify-self-start" disabled={!policy.data || !reason.trim()} loading={save.isPending}>
            {t('policy.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
