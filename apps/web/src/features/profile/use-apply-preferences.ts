import { useEffect } from 'react';
import { useTheme } from '@/features/theme/theme-context';
import { applyLanguage, currentLanguage } from '@/i18n/language';
import { setDisplayFormats } from '@/lib/date-display';
import { themeOf } from './preference-format';
import { usePreferences } from './queries';

/**
 * Applies the theme saved on the server when the signed-in area loads (and after each save), so a choice follows the
 * user to any device. "System" saved means no server choice: the device's own setting stays. Date and time
 * formats apply to every date the app shows; the language redraws the interface in it.
 */
export function useApplyPreferences(): void {
  const { data } = usePreferences();
  const { setTheme } = useTheme();
  // Set during render, before the pages below format any date with them.
  setDisplayFormats(data ? { dateFormat: data.preferences.dateFormat, timeFormat: data.preferences.timeFormat } : null);
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
}
