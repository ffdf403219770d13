/** darkMode true/false/null is the theme dark/light/system. */
export const themeOf = (darkMode: boolean | null) => (darkMode === null ? 'system' : darkMode ? 'dark' : 'light');
