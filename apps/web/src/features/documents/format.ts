const countFormat = new Intl.NumberFormat('en-US');

/** Dates follow the signed-in user's preferences (lib/date-display); re-exported for the features using them. */
export { formatDate, formatDateTime } from '@/lib/date-display';

export function formatCount(value: number): string {
  return countFormat.format(value);
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The extension of a file name, upper case, for badges ('DOCX'); empty when there is none. */
export function extensionLabel(fileName: string | null | undefined): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName ?? '');
  return match?.[1] ? match[1].toUpperCase() : '';
}

export const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
