import { useEffect } from 'react';
import { useTheme } from '@/features/theme/theme-context';
import { themeOf } from './preference-format';
import { usePreferences } from './queries';

/**
 * Applies the theme saved on the server when the signed-in area loads (and after each save), so a choice follows the
 * user to any device. "System" saved means no server choice: the device's own setting stays.
 */
export function useApplyPreferences(): void {
  const { data } = usePreferences();
  const { setTheme } = useTheme();
  const darkMode = data?.preferences.darkMode;
  const savedAt = data?.updatedAt;
  useEffect(() => {
    if (darkMode === undefined || darkMode === null) return;
    setTheme(themeOf(darkMode));
  }, [darkMode, savedAt, setTheme]);
}
