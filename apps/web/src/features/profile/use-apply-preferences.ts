import { useEffect } from 'react';
import { useTheme } from '@/lib/theme-context';
import { applyLanguage, currentLanguage } from '@/i18n/language';
import { setDisplayFormats } from '@/lib/date-display';
import { themeOf } from './preference-format';
import { usePreferences } from '@/lib/api/profile/queries';

/**
 * Applies the theme saved on the server when the signed-in area loads (and after each save), so a choice follows the
 * user to any device. "System" saved means no server choice: the device's own setting stays. Date and time
 * formats and the profile's time zone apply to every date the app shows; the language redraws the interface in it.
 * `settled` turns true once they have loaded (or failed to): the shell renders pages only then, so a page's first
 * render already shows dates the person's way, whether it was reached by a link or reloaded.
 */
export function useApplyPreferences(): { settled: boolean } {
  const { data, isPending } = usePreferences();
  const { setTheme } = useTheme();
  // Set during render, before the pages below format any date with them.
  setDisplayFormats(data ? { dateFormat: data.preferences.dateFormat, timeFormat: data.preferences.timeFormat, timeZone: data.timeZone } : null);
  const darkMode = data?.preferences.darkMode;
  const savedAt = data?.updatedAt;
  useEffect(() => {
    if (darkMode === undefined || darkMode === null) return;
    setTheme(themeOf(darkMode));
  }, [darkMode, savedAt, setTheme]);
  const language = data?.preferences.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void applyLanguage(language);
  }, [language]);
  return { settled: !isPending };
}
