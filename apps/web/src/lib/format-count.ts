import { i18n } from '@/i18n';

/** A whole number with the reader's digit grouping ('1,234' in English, '1 234' in French). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(i18n.language).format(value);
}
