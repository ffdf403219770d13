import type { UserPreferences } from '@attest/domain';
import { i18n } from '@/i18n';

export type DisplayFormats = Pick<UserPreferences, 'dateFormat' | 'timeFormat'>;

/** The signed-in user's saved formats; null until they load (or signed out): the browser's locale is used. */
let current: DisplayFormats | null = null;

/** Called by the signed-in layout whenever the user's preferences load or change. */
export function setDisplayFormats(formats: DisplayFormats | null): void {
  current = formats;
}

const pad = (n: number) => String(n).padStart(2, '0');
// Before the user's formats load, dates follow the interface's language.
const localeDate = (d: Date) => new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
const localeDateTime = (d: Date) =>
  new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d);

function datePart(d: Date, format: DisplayFormats['dateFormat']): string {
  const [y, m, day] = [String(d.getFullYear()), pad(d.getMonth() + 1), pad(d.getDate())];
  if (format === 'MM/DD/YYYY') return `${m}/${day}/${y}`;
  if (format === 'DD/MM/YYYY') return `${day}/${m}/${y}`;
  return `${y}-${m}-${day}`;
}

function timePart(d: Date, format: DisplayFormats['timeFormat']): string {
  const minutes = pad(d.getMinutes());
  if (format === '24h') return `${pad(d.getHours())}:${minutes}`;
  return `${d.getHours() % 12 || 12}:${minutes} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** A calendar date (YYYY-MM-DD, no time zone) or a timestamp, as a date in the user's format. */
export function formatDate(value: string | null | undefined, formats: DisplayFormats | null = current): string {
  if (!value) return '—';
  // A bare date is a calendar day: read it as local midnight so it never shifts by a time zone.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formats ? datePart(date, formats.dateFormat) : localeDate(date);
}

/** A timestamp as local date and time in the user's formats (MM/DD/YYYY…, 12 h or 24 h). */
export function formatDateTime(value: string | null | undefined, formats: DisplayFormats | null = current): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formats ? `${datePart(date, formats.dateFormat)} ${timePart(date, formats.timeFormat)}` : localeDateTime(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec 01 §2/§9, 02 §9: under 60 minutes 'Nm ago', under 24 h 'Nh ago', under 7 days 'Nd ago', else a date (in the reader's language). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < MINUTE) return i18n.t('time.justNow');
  if (elapsed < HOUR) return i18n.t('time.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return i18n.t('time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 7 * DAY) return i18n.t('time.daysAgo', { count: Math.floor(elapsed / DAY) });
  return formatDate(iso);
}
