import { LANGUAGES, type UserPreferences } from '@attest/domain';
import type { Catalogue } from './locales/en';
import type { Messages } from './messages';
import { withManyForms } from './plural-forms';
import { i18n } from './index';

export type Language = UserPreferences['language'];

/** The last language used in this browser, so the sign-in page greets a returning user in it. */
const STORAGE_KEY = 'attest.language';

// Loaded on first use, so an English reader never downloads the other catalogues.
const CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages<Catalogue> }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
};
const loaded = new Set<Language>(['en']);

/** Switches the interface to `language`: loads its catalogue if needed, then redraws and marks the page's lang. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!loaded.has(language) && language !== 'en') {
    const { default: catalogue } = await CATALOGUES[language]();
    for (const [namespace, messages] of Object.entries(catalogue)) i18n.addResourceBundle(language, namespace, withManyForms(messages));
    loaded.add(language);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the language still applies to this page.
  }
}

export function rememberedLanguage(): Language {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    return 'en';
  }
  return LANGUAGES.find((language) => language === saved) ?? 'en';
}

export const currentLanguage = (): Language => LANGUAGES.find((language) => language === i18n.language) ?? 'en';
