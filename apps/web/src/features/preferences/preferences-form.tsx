import { useState, type FormEvent, type ReactNode } from 'react';
import { AlertTriangle, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import {
  MAINTENANCE_MESSAGE_MAX,
  SYSTEM_PREFERENCE_BOUNDS,
  SystemPreferencesUpdate,
  type SystemPreferenceKey,
  type SystemPreferences,
  type SystemPreferencesResponse,
} from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-display';
import { useSaveSystemPreferences } from '@/lib/api/preferences/queries';
import { isPendingChange } from '@/lib/api/setting-changes/api';
import { TimeZoneInput } from './time-zone-input';

type NumberKey = keyof typeof SYSTEM_PREFERENCE_BOUNDS;
const SECURITY: NumberKey[] = ['sessionIdleMinutes', 'sessionMaxHours', 'lockoutMaxAttempts', 'lockoutMinutes', 'passwordMinLength'];
const AUDIT_REVIEW: NumberKey[] = ['auditReviewPeriodMonths', 'workingHoursStart', 'workingHoursEnd'];
const NUMBER_KEYS: NumberKey[] = [...SECURITY, 'uploadMaxMb', 'renditionConcurrency', ...AUDIT_REVIEW];

interface Values {
  preferences: SystemPreferences;
  /** What the number inputs hold, so an empty or partial entry is shown as typed and the contract names it. */
  numbers: Record<NumberKey, string>;
}
const toValues = (preferences: SystemPreferences): Values => ({
  preferences,
  numbers: Object.fromEntries(NUMBER_KEYS.map((key) => [key, String(preferences[key])])) as Record<NumberKey, string>,
});
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const valuesOf = (response: SystemPreferencesResponse): SystemPreferences => {
  const { defaults: _defaults, pinned: _pinned, updatedAt: _updatedAt, updatedBy: _updatedBy, ...preferences } = response;
  return preferences;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`preferences-${id}-title`} className="grid gap-4 rounded-md border p-4">
      <h3 id={`preferences-${id}-title`} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Spec 02 §2 System Preferences: General, Security, Performance, Backup, Audit-trail review and Maintenance, each value applied at once on every server. */
export function PreferencesForm({ current }: { current: SystemPreferencesResponse }) {
  const { t } = useTranslation('systemPreferences');
  const { t: tc } = useTranslation('settingChanges');
  const save = useSaveSystemPreferences();
  const [values, setValues] = useState<Values>(() => toValues(valuesOf(current)));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [notice, setNotice] = useState('');
  const preferences = values.preferences;
  const pins = new Map(current.pinned.map((pin) => [pin.key, pin]));
  const set = (change: Partial<SystemPreferences>) => setValues((v) => ({ ...v, preferences: { ...v.preferences, ...change } }));
  const setNumber = (key: NumberKey, text: string) => setValues((v) => ({ ...v, numbers: { ...v.numbers, [key]: text } }));
  const errorOf = (key: string) => (errors[key] ? fieldText(errors[key]) : undefined);

  /** The lock and the environment's reason beside a pinned preference. */
  const pinOf = (key: SystemPreferenceKey) => {
    const pin = pins.get(key);
    if (!pin) return null;
    return (
      <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <Badge variant="outline">{t('pinned')}</Badge>
        <span>{pin.reason}</span>
      </p>
    );
  };

  const numberField = (key: NumberKey) => (
    <div key={key} className="grid content-start gap-1">
      <Field id={`preference-${key}`} label={t(`fields.${key}`)} required error={errorOf(key)} hint={t(`hints.${key}`, SYSTEM_PREFERENCE_BOUNDS[key])}>
        <Input
          {...fieldAria(`preference-${key}`, errorOf(key), true)}
          type="number"
          inputMode="numeric"
          step={1}
          min={SYSTEM_PREFERENCE_BOUNDS[key].min}
          max={SYSTEM_PREFERENCE_BOUNDS[key].max}
          className="max-w-40"
          disabled={pins.has(key)}
          value={values.numbers[key]}
          onChange={(e) => setNumber(key, e.target.value)}
        />
      </Field>
      {pinOf(key)}
    </div>
  );

  const checkboxField = (key: 'copyStatusPublic' | 'publicStats' | 'emailEnabled' | 'maintenanceMode' | 'routeToApprovalWhenReviewed') => (
    <div className="grid content-start gap-1.5">
      <div className="flex items-center gap-2">
        <Checkbox id={`preference-${key}`} checked={preferences[key]} disabled={pins.has(key)} onCheckedChange={(state) => set({ [key]: state === true })} />
        <Label htmlFor={`preference-${key}`} className="font-normal">
          {t(`fields.${key}`)}
        </Label>
      </div>
      <p className="text-xs text-muted-foreground">{t(`hints.${key}`)}</p>
      {errorOf(key) && <p className="text-sm text-destructive">{errorOf(key)}</p>}
      {pinOf(key)}
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const numbers = Object.fromEntries(NUMBER_KEYS.map((key) => [key, numberOf(values.numbers[key])]));
    const parsed = SystemPreferencesUpdate.safeParse({ ...preferences, ...numbers, reason });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      toast.error(t('toasts.failed'), { description: t('toasts.fixFields') });
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setReason('');
        if (isPendingChange(saved)) {
          // Not in force: the form shows the preferences that are, the panel above the pending change.
          setValues(toValues(valuesOf(current)));
          setNotice(tc('savedPending'));
          toast.info(tc('title'), { description: tc('savedPending') });
          return;
        }
        setValues(toValues(valuesOf(saved)));
        toast.success(t('toasts.saved'), { description: t('toasts.savedDescription') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error(t('toasts.failed'), { description: errorText(error, t('toasts.failedDescription')) });
      },
    });
  };

  const reset = () => {
    setValues(toValues(current.defaults));
    setErrors({});
    setNotice(t('resetNotice'));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
        <CardDescription>
          {t('description')} {current.updatedAt ? t('lastSaved', { when: formatDateTime(current.updatedAt) }) : t('neverSaved')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-6" onSubmit={submit} noValidate aria-label={t('title')}>
          <Section id="general" title={t('sections.general')}>
            <div className="grid content-start gap-1">
              <Field id="preference-siteTimezone" label={t('fields.siteTimezone')} required error={errorOf('siteTimezone')} hint={t('hints.siteTimezone')}>
                <TimeZoneInput
                  {...fieldAria('preference-siteTimezone', errorOf('siteTimezone'), true)}
                  disabled={pins.has('siteTimezone')}
                  value={preferences.siteTimezone}
                  onChange={(siteTimezone) => set({ siteTimezone })}
                />
              </Field>
              {pinOf('siteTimezone')}
            </div>
            {checkboxField('copyStatusPublic')}
            {checkboxField('publicStats')}
            {checkboxField('emailEnabled')}
          </Section>
          <Section id="security" title={t('sections.security')}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{SECURITY.map(numberField)}</div>
          </Section>
          <Section id="performance" title={t('sections.performance')}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {numberField('uploadMaxMb')}
              {numberField('renditionConcurrency')}
            </div>
          </Section>
          <Section id="backup" title={t('sections.backup')}>
            <div className="grid content-start gap-1">
              <Field id="preference-backupSchedule" label={t('fields.backupSchedule')} required error={errorOf('backupSchedule')} hint={t('hints.backupSchedule')}>
                <Input
                  {...fieldAria('preference-backupSchedule', errorOf('backupSchedule'), true)}
                  className="max-w-60 font-mono"
                  spellCheck={false}
                  autoComplete="off"
                  disabled={pins.has('backupSchedule')}
                  value={preferences.backupSchedule}
                  onChange={(e) => set({ backupSchedule: e.target.value })}
                />
              </Field>
              {pinOf('backupSchedule')}
            </div>
            <p className="text-sm text-muted-foreground">{t('backupNote')}</p>
          </Section>
          <Section id="auditReview" title={t('sections.auditReview')}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{AUDIT_REVIEW.map(numberField)}</div>
          </Section>
          <Section id="workflow" title={t('sections.workflow')}>
            {checkboxField('routeToApprovalWhenReviewed')}
          </Section>
          <Section id="maintenance" title={t('sections.maintenance')}>
            {checkboxField('maintenanceMode')}
            {preferences.maintenanceMode && (
              <p role="alert" className="flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-300">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('maintenanceOnWarning')}
              </p>
            )}
            <Field id="preference-maintenanceMessage" label={t('fields.maintenanceMessage')} error={errorOf('maintenanceMessage')} hint={t('hints.maintenanceMessage')}>
              <Textarea
                {...fieldAria('preference-maintenanceMessage', errorOf('maintenanceMessage'), false)}
                maxLength={MAINTENANCE_MESSAGE_MAX}
                disabled={pins.has('maintenanceMessage')}
                value={preferences.maintenanceMessage}
                onChange={(e) => set({ maintenanceMessage: e.target.value })}
              />
            </Field>
            {pinOf('maintenanceMessage')}
          </Section>

          <Field id="preferences-reason" label={t('fields.reason')} required error={errorOf('reason')} hint={t('hints.reason')}>
            <Textarea {...fieldAria('preferences-reason', errorOf('reason'), true)} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>

          <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {notice}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending} loadingText={t('saving')}>
              {t('save')}
            </Button>
            <Button type="button" variant="outline" onClick={reset}>
              {t('reset')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
