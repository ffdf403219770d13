import { i18n } from '@/i18n';

/** Dates follow the signed-in user's preferences (lib/date-display); re-exported for the features using them. */
export { formatDate, formatDateTime } from '@/lib/date-display';

export { formatCount } from '@/lib/format-count';

/** One decimal, in the reader's language ('2.3' in English, '2,3' in German). */
export function formatOneDecimal(value: number): string {
  return new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A percentage (0–100) with one decimal, as the reader's language writes it ('9.4%', '9,4 %'). */
export function formatPercent(percentage: number): string {
  return new Intl.NumberFormat(i18n.language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percentage / 100);
}

const BYTE_UNITS = ['kilobytes', 'megabytes', 'gigabytes'] as const;

/** A size with one decimal under 10 ('1.5 MB'), none above; the unit and decimal mark in the reader's language. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  if (bytes < 1024) return i18n.t('documents:units.bytes', { value: bytes });
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  return i18n.t(`documents:units.${BYTE_UNITS[unit] ?? 'gigabytes'}`, { value: number.format(value) });
}

/** The extension of a file name, upper case, for badges ('DOCX'); empty when there is none. */
export function extensionLabel(fileName: string | null | undefined): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName ?? '');
  return match?.[1] ? match[1].toUpperCase() : '';
}

export const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
