const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const countFormat = new Intl.NumberFormat('en-US');

/** A calendar date (YYYY-MM-DD, no time zone) or a timestamp, as a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  // A bare date is a calendar day: read it as local midnight so it never shifts by a time zone.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

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
