import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

/**
 * The interface's one translation instance. English is bundled and ready before the first render; the other
 * languages are loaded when chosen (see language.ts). A key missing in a language falls back to English.
 */
void i18n.use(initReactI18next).init({
  resources: { en },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es', 'fr', 'de'],
  ns: Object.keys(en),
  defaultNS: 'common',
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
