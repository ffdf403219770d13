import type { DashboardCard } from '@attest/domain';
import { i18n } from '@/i18n';
import { en } from '@/i18n/locales/en';
import { knownText } from '@/i18n/server-text';

/*
 * A card's title and hint are written by the server in English, from packages/domain's card texts. English keeps
 * the server's words; another language translates a known text, and a text it does not know stays in English.
 */

export const cardTitle = ({ title }: Pick<DashboardCard, 'title'>) =>
  knownText(en.dashboard.cardTitles, title, (key) => i18n.t(`dashboard:cardTitles.${key}`));

export const cardHint = ({ hint }: Pick<DashboardCard, 'hint'>) =>
  knownText(en.dashboard.cardHints, hint, (key) => i18n.t(`dashboard:cardHints.${key}`));
