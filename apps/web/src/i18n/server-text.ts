import { currentLanguage } from './language';

/**
 * Text the server wrote in English. An English reader sees the server's own words (they can be more specific
 * than a catalogue entry, e.g. attempts remaining); any other reader sees `translated()`.
 */
export function serverText(english: string, translated: () => string): string {
  return currentLanguage() === 'en' ? english : translated();
}

/**
 * Text the server or a shared contract wrote in English from a known list (`texts`, the English catalogue section
 * built from packages/domain): translated under the same key, or left as written when the list does not hold it.
 */
export function knownText<K extends string>(texts: Record<K, string>, text: string, translate: (key: K) => string): string {
  return serverText(text, () => {
    const key = (Object.keys(texts) as K[]).find((candidate) => texts[candidate] === text);
    return key ? translate(key) : text;
  });
}
