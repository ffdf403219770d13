import { ApiError } from '@/lib/api-client';
import { en } from './locales/en';
import { currentLanguage } from './language';
import { i18n } from './index';

type ValidationKey = keyof typeof en.validation;

/**
 * What to tell the user about a failed request. In English, the server's own words (they can be more specific
 * than the code's text, e.g. attempts remaining); in another language, the translation of the stable error code.
 * `fallback` (already translated) covers failures that never reached the server.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return currentLanguage() === 'en' ? error.message : i18n.t(`errors:${error.code}`);
}

/**
 * A field message from the shared contracts (client-side zod checks, or a server's `fields`), in the reader's
 * language. The contracts speak English; a message they define is looked up by its English text.
 */
export function fieldText(message: string): string {
  if (currentLanguage() === 'en') return message;
  const key = (Object.keys(en.validation) as ValidationKey[]).find((k) => en.validation[k] === message);
  return key ? i18n.t(`validation:${key}`) : message;
}
