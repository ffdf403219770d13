import { useState } from 'react';
import { toast } from 'sonner';
import { DATE_FORMATS, LANGUAGES, TIME_FORMATS, type UserPreferences } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useTheme } from '@/features/theme/theme-context';
import { themeOf } from './preference-format';
import { usePreferences, useSavePreferences } from './queries';

const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };
const SWITCHES = [
  { key: 'emailNotifications', label: 'E-mail notifications', hint: 'Also receive your notifications by e-mail when mail is configured.' },
  { key: 'pushNotifications', label: 'In-app notifications', hint: 'Show a toast when a new notification arrives.' },
] as const;

/** Preferences (spec 02 §3): saved on the server; the theme is applied at once on this device. */
export function PreferencesTab() {
  const preferences = usePreferences();
  if (preferences.isPending) return <Spinner />;
  if (preferences.isError) return <p role="alert" className="text-sm text-destructive">Failed to load your preferences. Please try again.</p>;
  return <PreferencesForm initial={preferences.data.preferences} />;
}

function PreferencesForm({ initial }: { initial: UserPreferences }) {
  const [values, setValues] = useState(initial);
  const save = useSavePreferences();
  const { setTheme } = useTheme();
  const set = (patch: Partial<UserPreferences>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () =>
    save.mutate(values, {
      onSuccess: (result) => {
        // "System" clears the device's choice too; a light or dark choice is applied by useApplyPreferences.
        if (result.preferences.darkMode === null) setTheme('system');
        toast.success('Preferences Updated', { description: 'Your preferences were saved.' });
      },
      onError: () => toast.error('Update Failed', { description: 'Failed to update preferences. Please try again.' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Preferences</CardTitle>
        <CardDescription>Saved to your account, so they follow you to any device.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="pref-theme" label="Theme">
            <Select id="pref-theme" value={themeOf(values.darkMode)} onChange={(e) => set({ darkMode: e.target.value === 'system' ? null : e.target.value === 'dark' })}>
              <option value="system">System</option>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </Select>
          </Field>
          <Field id="pref-language" label="Language" hint="Kept with your account; the interface is in English.">
            <Select id="pref-language" value={values.language} onChange={(e) => set({ language: e.target.value as UserPreferences['language'] })}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_LABELS[l]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="pref-date" label="Date Format" hint="Dates and times in your activity follow these formats.">
            <Select id="pref-date" value={values.dateFormat} onChange={(e) => set({ dateFormat: e.target.value as UserPreferences['dateFormat'] })}>
              {DATE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="pref-time" label="Time Format">
            <Select id="pref-time" value={values.timeFormat} onChange={(e) => set({ timeFormat: e.target.value as UserPreferences['timeFormat'] })}>
              {TIME_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f === '12h' ? '12-hour' : '24-hour'}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">Notifications</legend>
          {SWITCHES.map(({ key, label, hint }) => (
            <div key={key} className="flex items-start gap-3">
              <Checkbox id={`pref-${key}`} checked={values[key]} onCheckedChange={(checked) => set({ [key]: checked === true })} aria-describedby={`pref-${key}-hint`} />
              <div className="grid gap-0.5">
                <Label htmlFor={`pref-${key}`}>{label}</Label>
                <p id={`pref-${key}-hint`} className="text-xs text-muted-foreground">
                  {hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <Button className="justify-self-start" onClick={submit} loading={save.isPending} loadingText="Saving…">
          Save Preferences
        </Button>
      </CardContent>
    </Card>
  );
}
