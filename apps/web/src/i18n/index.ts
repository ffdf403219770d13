import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enFirstScreen } from './locales/en/first-screen';

/**
 * The interface's one translation instance. The English the first screen needs is bundled and ready before the
 * first render, the rest of English loads with the first page that needs it (catalogue.ts); the other languages are
 * loaded whole when chosen (see language.ts). A key missing in a language falls back to English.
 */
void i18n.use(initReactI18next).init({
  resources: { en: enFirstScreen },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es', 'fr', 'de'],
  ns: Object.keys(enFirstScreen),
  defaultNS: 'common',
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
