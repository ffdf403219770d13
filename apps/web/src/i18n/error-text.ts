import { ApiError } from '@/lib/api-client';
import validation from './locales/en/validation';
import { knownText, serverText } from './server-text';
import { i18n } from './index';

/**
 * What to tell the user about a failed request: the server's words in English, the stable error code's
 * translation otherwise. `fallback` (already translated) covers failures that never reached the server.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return serverText(error.message, () => i18n.t(`errors:${error.code}`));
}

/**
 * A field message from the shared contracts (client-side zod checks, or a server's `fields`), in the reader's
 * language. The contracts speak English; a message they define is looked up by its English text.
 */
export function fieldText(message: string): string {
  return knownText(validation, message, (key) => i18n.t(`validation:${key}`));
}
