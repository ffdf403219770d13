import { useState, type FormEvent, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import {
  SIGNATURE_CONFIG_BOUNDS,
  SIGNATURE_IMAGE_FORMATS,
  SIGNATURE_REMINDER_FREQUENCIES,
  SIGNATURE_TYPES,
  SignatureConfigUpdate,
  type SignatureConfig,
  type SignatureConfigResponse,
} from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-display';
import { LockedItems } from './locked-items';
import { useSaveSignatureConfig } from './queries';
import { isPendingChange } from '@/lib/api/setting-changes/api';

/** Release actions the configuration may sign (meanings released, retired, archived, restored). */
const RELEASE_SWITCHES = ['makeEffective', 'markObsolete', 'archive', 'restore'] as const;
const NUMBERS = ['maxSigningAttempts', 'signingLockMinutes', 'authenticationMinutes'] as const;
type NumberKey = (typeof NUMBERS)[number];
interface Values {
  config: SignatureConfig;
  /** What the inputs hold, so an empty or partial entry is shown as typed and the contract names it. */
  numbers: Record<NumberKey | 'maxImageKb', string>;
}
const toValues = (config: SignatureConfig): Values => ({
  config,
  numbers: { maxSigningAttempts: String(config.maxSigningAttempts), signingLockMinutes: String(config.signingLockMinutes), authenticationMinutes: String(config.authenticationMinutes), maxImageKb: String(config.maxImageBytes / 1024) },
});
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((x) => x !== item));

function CheckboxRow({ id, checked, onChange, children }: { id: string; checked: boolean; onChange: (on: boolean) => void; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="font-normal">
        {children}
      </Label>
    </div>
  );
}

/** Spec 02 §3 Signature configuration as a form: the marks, the image rules, attempts and lifetime, the disclaimer, reminders and segregation of duties. */
export function SignatureConfigForm({ current }: { current: SignatureConfigResponse }) {
  const { t } = useTranslation('signatureConfig');
  const { t: ts } = useTranslation('security');
  const { t: tc } = useTranslation('settingChanges');
  const save = useSaveSignatureConfig();
  const [values, setValues] = useState<Values>(() => toValues(current));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [notice, setNotice] = useState('');
  const config = values.config;
  const set = (change: Partial<SignatureConfig>) => setValues((v) => ({ ...v, config: { ...v.config, ...change } }));
  const setNumber = (key: keyof Values['numbers'], text: string) => setValues((v) => ({ ...v, numbers: { ...v.numbers, [key]: text } }));
  const errorOf = (key: string) => (errors[key] ? fieldText(errors[key]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const body = {
      ...config,
      maxSigningAttempts: numberOf(values.numbers.maxSigningAttempts),
      signingLockMinutes: numberOf(values.numbers.signingLockMinutes),
      authenticationMinutes: numberOf(values.numbers.authenticationMinutes),
      maxImageBytes: Math.round(numberOf(values.numbers.maxImageKb) * 1024),
      reason,
    };
    const parsed = SignatureConfigUpdate.safeParse(body);
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
          // Not in force: the form shows the configuration that is, the panel above the pending change.
          setValues(toValues(current));
          setNotice(tc('savedPending'));
          toast.info(tc('title'), { description: tc('savedPending') });
          return;
        }
        setValues(toValues(saved));
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
          <div className="grid gap-6 md:grid-cols-2">
            <fieldset className="grid content-start gap-2" aria-describedby={errors.allowedTypes ? 'signature-types-error' : undefined}>
              <legend className="mb-1 text-sm font-medium">{t('fields.allowedTypes')}</legend>
              {SIGNATURE_TYPES.map((type) => (
                <CheckboxRow key={type} id={`signature-type-${type}`} checked={config.allowedTypes.includes(type)} onChange={(on) => set({ allowedTypes: toggled(config.allowedTypes, type, on) })}>
                  {t(`types.${type}`)}
                </CheckboxRow>
              ))}
              <FieldError id="signature-types" message={errorOf('allowedTypes')} />
            </fieldset>
            <fieldset className="grid content-start gap-2" aria-describedby={errors.imageFormats ? 'signature-formats-error' : undefined}>
              <legend className="mb-1 text-sm font-medium">{t('fields.imageFormats')}</legend>
              {SIGNATURE_IMAGE_FORMATS.map((format) => (
                <CheckboxRow key={format} id={`signature-format-${format}`} checked={config.imageFormats.includes(format)} onChange={(on) => set({ imageFormats: toggled(config.imageFormats, format, on) })}>
                  {format.toUpperCase()}
                </CheckboxRow>
              ))}
              <FieldError id="signature-formats" message={errorOf('imageFormats')} />
            </fieldset>
          </div>

          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Field id="signature-max-image" label={t('fields.maxImageKb')} required error={errorOf('maxImageBytes')} hint={t('hints.maxImageKb', { min: SIGNATURE_CONFIG_BOUNDS.maxImageBytes.min / 1024, max: SIGNATURE_CONFIG_BOUNDS.maxImageBytes.max / 1024 })}>
              <Input {...fieldAria('signature-max-image', errorOf('maxImageBytes'), true)} type="number" inputMode="numeric" step={1} className="max-w-40" value={values.numbers.maxImageKb} onChange={(e) => setNumber('maxImageKb', e.target.value)} />
            </Field>
            {NUMBERS.map((key) => (
              <Field key={key} id={`signature-${key}`} label={t(`fields.${key}`)} required error={errorOf(key)} hint={t(`hints.${key}`, SIGNATURE_CONFIG_BOUNDS[key])}>
                <Input {...fieldAria(`signature-${key}`, errorOf(key), true)} type="number" inputMode="numeric" step={1} min={SIGNATURE_CONFIG_BOUNDS[key].min} max={SIGNATURE_CONFIG_BOUNDS[key].max} className="max-w-40" value={values.numbers[key]} onChange={(e) => setNumber(key, e.target.value)} />
              </Field>
            ))}
          </div>

          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid content-start gap-1.5">
              <CheckboxRow id="signature-disclaimer-required" checked={config.requireLegalDisclaimer} onChange={(on) => set({ requireLegalDisclaimer: on })}>
                {t('fields.requireLegalDisclaimer')}
              </CheckboxRow>
              <p className="text-xs text-muted-foreground">{t('hints.requireLegalDisclaimer')}</p>
            </div>
            <Field id="signature-reminders" label={t('fields.reminderFrequency')} hint={t('hints.reminderFrequency')}>
              <Select id="signature-reminders" className="max-w-48" value={config.reminderFrequency} onChange={(e) => set({ reminderFrequency: e.target.value as SignatureConfig['reminderFrequency'] })}>
                {SIGNATURE_REMINDER_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {t(`reminders.${frequency}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          <div className="grid gap-1.5 rounded-md border p-3">
            <CheckboxRow id="signature-sod" checked={config.segregationOfDuties.enforced} onChange={(on) => set({ segregationOfDuties: { enforced: on } })}>
              {t('fields.segregationOfDuties')}
            </CheckboxRow>
            <p className="text-xs text-muted-foreground">{t('hints.segregationOfDuties')}</p>
            {!config.segregationOfDuties.enforced && (
              <p role="alert" className="flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-300">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('segregationOffWarning')}
              </p>
            )}
          </div>

          <div className="grid gap-1.5 rounded-md border p-3">
            <CheckboxRow id="signature-second-factor" checked={config.requireSecondFactor} onChange={(on) => set({ requireSecondFactor: on })}>
              {ts('signing.requireSecondFactor')}
            </CheckboxRow>
            <p className="text-xs text-muted-foreground">{ts('signing.requireSecondFactorHint')}</p>
          </div>

          <fieldset className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t('releaseSignatures.title')}</legend>
            <p className="text-xs text-muted-foreground">{t('releaseSignatures.hint')}</p>
            {RELEASE_SWITCHES.map((key) => (
              <CheckboxRow key={key} id={`signature-release-${key}`} checked={config.releaseSignatures[key]} onChange={(on) => set({ releaseSignatures: { ...config.releaseSignatures, [key]: on } })}>
                {t(`releaseSignatures.${key}`)}
              </CheckboxRow>
            ))}
          </fieldset>

          <LockedItems items={current.locked} />

          <Field id="signature-config-reason" label={t('fields.reason')} required error={errorOf('reason')} hint={t('hints.reason')}>
            <Textarea {...fieldAria('signature-config-reason', errorOf('reason'), true)} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
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
