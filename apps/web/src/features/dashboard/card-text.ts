import type { DashboardCard } from '@attest/domain';
import { i18n } from '@/i18n';
import { currentLanguage } from '@/i18n/language';
import { en } from '@/i18n/locales/en';

/** The key whose English text is `text`, if the catalogue knows it. */
function keyOf<K extends string>(texts: Record<K, string>, text: string): K | undefined {
  return (Object.keys(texts) as K[]).find((key) => texts[key] === text);
}

/*
 * A card's title and hint are written by the server in English. English keeps the server's words; another
 * language looks the text up among the known card texts, and a text it does not know stays in English.
 */

export function cardTitle({ title }: Pick<DashboardCard, 'title'>): string {
  const key = currentLanguage() === 'en' ? undefined : keyOf(en.dashboard.cardTitles, title);
  return key ? i18n.t(`dashboard:cardTitles.${key}`) : title;
}

export function cardHint({ hint }: Pick<DashboardCard, 'hint'>): string {
  const key = currentLanguage() === 'en' ? undefined : keyOf(en.dashboard.cardHints, hint);
  return key ? i18n.t(`dashboard:cardHints.${key}`) : hint;
}
