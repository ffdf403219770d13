import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { RETENTION_BOUNDS, RETENTION_KEYS, RetentionPolicies, type RetentionKey, type RetentionPoliciesResponse } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-display';
import { useSaveRetentionPolicies } from './queries';

type Values = Record<RetentionKey, string>;
const toValues = (p: Record<RetentionKey, number>): Values => Object.fromEntries(RETENTION_KEYS.map((k) => [k, String(p[k])])) as Values;
/** An empty or non-numeric entry stays NaN, so the contract names the field rather than the form guessing a number. */
const toNumbers = (v: Values) => Object.fromEntries(RETENTION_KEYS.map((k) => [k, v[k].trim() === '' ? Number.NaN : Number(v[k])]));

/** Spec 02 §2 Retention tab: four day counts, Save Policies and Reset to Defaults (which only fills the form). */
export function PoliciesForm({ policies }: { policies: RetentionPoliciesResponse }) {
  const { t } = useTranslation('retention');
  const save = useSaveRetentionPolicies();
  const [values, setValues] = useState<Values>(() => toValues(policies));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [notice, setNotice] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const parsed = RetentionPolicies.safeParse(toNumbers(values));
    if (!parsed.success) {
      const found = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      setErrors(found);
      toast.error(t('policies.failed'), { description: t('policies.fixFields') });
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(toValues(saved));
        toast.success(t('policies.saved'), { description: t('policies.savedDescription') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error(t('policies.failed'), { description: errorText(error, t('policies.failedDescription')) });
      },
    });
  };

  const reset = () => {
    setValues(toValues(policies.defaults));
    setErrors({});
    setNotice(t('policies.resetNotice'));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('policies.title')}</CardTitle>
        <CardDescription>
          {t('policies.description')}{' '}
          {policies.updatedAt ? t('policies.lastSaved', { when: formatDateTime(policies.updatedAt) }) : t('policies.neverSaved')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label={t('policies.title')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {RETENTION_KEYS.map((key) => {
              const id = `retention-${key}`;
              const error = errors[key] ? fieldText(errors[key]) : undefined;
              const hint =
                key === 'auditLogs'
                  ? t('policies.auditMinimum', { days: policies.auditMinimumDays })
                  : t(`policies.hints.${key}`, { min: RETENTION_BOUNDS[key].min, max: RETENTION_BOUNDS[key].max, default: policies.defaults[key] });
              return (
                <Field key={key} id={id} label={t(`policies.labels.${key}`)} required error={error} hint={hint}>
                  <div className="flex items-center gap-2">
                    <Input
                      {...fieldAria(id, error, true)}
                      type="number"
                      inputMode="numeric"
                      step={1}
                      min={RETENTION_BOUNDS[key].min}
                      max={RETENTION_BOUNDS[key].max}
                      className="max-w-40"
                      value={values[key]}
                      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                    />
                    <span className="text-sm text-muted-foreground" aria-hidden="true">
                      {t('policies.days')}
                    </span>
                  </div>
                </Field>
              );
            })}
          </div>
          <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {notice}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending} loadingText={t('policies.saving')}>
              {t('policies.save')}
            </Button>
            <Button type="button" variant="outline" onClick={reset}>
              {t('policies.reset')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
