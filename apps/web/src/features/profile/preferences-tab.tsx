import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { DATE_FORMATS, LANGUAGES, TIME_FORMATS, type UserPreferences } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useTheme } from '@/lib/theme-context';
import { i18n } from '@/i18n';
import { applyLanguage } from '@/i18n/language';
import { themeOf } from './preference-format';
import { usePreferences, useSavePreferences } from '@/lib/api/profile/queries';

// Each language in its own name, so readers find theirs whatever language the interface is in.
const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };
const SWITCHES = ['emailNotifications', 'pushNotifications'] as const;

/** Preferences (spec 02 §3): saved on the server; once saved, the theme, language and formats apply (useApplyPreferences). */
export function PreferencesTab() {
  const { t } = useTranslation('profile');
  const preferences = usePreferences();
  if (preferences.isPending) return <Spinner />;
  if (preferences.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('preferences.loadFailed')}
      </p>
    );
  }
  return <PreferencesForm initial={preferences.data.preferences} />;
}

function PreferencesForm({ initial }: { initial: UserPreferences }) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(initial);
  const save = useSavePreferences();
  const { setTheme } = useTheme();
  const set = (patch: Partial<UserPreferences>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    try {
      const result = await save.mutateAsync(values);
      // "System" clears the device's choice too; a light or dark choice is applied by useApplyPreferences.
      if (result.preferences.darkMode === null) setTheme('system');
      // Switch first, so the confirmation already speaks the chosen language (this form is redrawn by the switch).
      await applyLanguage(result.preferences.language);
      toast.success(i18n.t('profile:preferences.updated'), { description: i18n.t('profile:preferences.updatedDescription') });
    } catch {
      toast.error(t('preferences.updateFailed'), { description: t('preferences.updateFailedDescription') });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('preferences.title')}</CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="pref-theme" label={t('preferences.theme')}>
            <Select id="pref-theme" value={themeOf(values.darkMode)} onChange={(e) => set({ darkMode: e.target.value === 'system' ? null : e.target.value === 'dark' })}>
              <option value="system">{t('preferences.themes.system')}</option>
              <option value="light">{t('preferences.themes.light')}</option>
              <option value="dark">{t('preferences.themes.dark')}</option>
            </Select>
          </Field>
          <Field id="pref-language" label={t('preferences.language')} hint={t('preferences.languageHint')}>
            <Select id="pref-language" value={values.language} onChange={(e) => set({ language: e.target.value as UserPreferences['language'] })}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_LABELS[l]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="pref-date" label={t('preferences.dateFormat')} hint={t('preferences.dateFormatHint')}>
            <Select id="pref-date" value={values.dateFormat} onChange={(e) => set({ dateFormat: e.target.value as UserPreferences['dateFormat'] })}>
              {DATE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="pref-time" label={t('preferences.timeFormat')}>
            <Select id="pref-time" value={values.timeFormat} onChange={(e) => set({ timeFormat: e.target.value as UserPreferences['timeFormat'] })}>
              {TIME_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`preferences.timeFormats.${f}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('preferences.notifications')}</legend>
          {SWITCHES.map((key) => (
            <div key={key} className="flex items-start gap-3">
              <Checkbox id={`pref-${key}`} checked={values[key]} onCheckedChange={(checked) => set({ [key]: checked === true })} aria-describedby={`pref-${key}-hint`} />
              <div className="grid gap-0.5">
                <Label htmlFor={`pref-${key}`}>{t(`preferences.${key}.label`)}</Label>
                <p id={`pref-${key}-hint`} className="text-xs text-muted-foreground">
                  {t(`preferences.${key}.hint`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <Button className="justify-self-start" onClick={() => void submit()} loading={save.isPending} loadingText={t('preferences.saving')}>
          {t('preferences.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
