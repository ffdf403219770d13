import { PROFILE_TIME_ZONE_IANA, type ProfileTimezone, type UserPreferences } from '@attest/domain';
import { i18n } from '@/i18n';

/** How the signed-in person reads dates: their formats, and their profile's time zone (none: the device's). */
export type DisplayFormats = Pick<UserPreferences, 'dateFormat' | 'timeFormat'> & { timeZone?: ProfileTimezone | null };

/** The signed-in user's saved formats; null until they load (or signed out): the browser's locale is used. */
let current: DisplayFormats | null = null;

/** Called by the signed-in layout whenever the user's preferences load or change. */
export function setDisplayFormats(formats: DisplayFormats | null): void {
  current = formats;
}

const pad = (n: number) => String(n).padStart(2, '0');
// Signed out (the public pages), dates follow the interface's language.
const localeDate = (d: Date) => new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
const localeDateTime = (d: Date) =>
  new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d);

/** The wall-clock fields of an instant, in a time zone (undefined: the device's). */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneReaders = new Map<string, Intl.DateTimeFormat>();
function wallClock(d: Date, timeZone: ProfileTimezone | null | undefined): WallClock {
  if (!timeZone) return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes(), second: d.getSeconds() };
  let reader = zoneReaders.get(timeZone);
  if (!reader) {
    const options = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' } as const;
    reader = new Intl.DateTimeFormat('en-US', { ...options, timeZone: PROFILE_TIME_ZONE_IANA[timeZone] });
    zoneReaders.set(timeZone, reader);
  }
  const parts = Object.fromEntries(reader.formatToParts(d).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

function datePart(c: Pick<WallClock, 'year' | 'month' | 'day'>, format: DisplayFormats['dateFormat']): string {
  const [y, m, day] = [String(c.year), pad(c.month), pad(c.day)];
  if (format === 'MM/DD/YYYY') return `${m}/${day}/${y}`;
  if (format === 'DD/MM/YYYY') return `${day}/${m}/${y}`;
  return `${y}-${m}-${day}`;
}

function timePart(c: WallClock, format: DisplayFormats['timeFormat'], withSeconds: boolean): string {
  const rest = `${pad(c.minute)}${withSeconds ? `:${pad(c.second)}` : ''}`;
  if (format === '24h') return `${pad(c.hour)}:${rest}`;
  return `${c.hour % 12 || 12}:${rest} ${c.hour < 12 ? 'AM' : 'PM'}`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD, no time zone) or a timestamp, as a date in the user's format. */
export function formatDate(value: string | null | undefined, formats: DisplayFormats | null = current): string {
  if (!value) return '—';
  // A bare date is a calendar day: it is shown as it is, never shifted by a time zone.
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar && formats) return datePart({ year: Number(calendar[1]), month: Number(calendar[2]), day: Number(calendar[3]) }, formats.dateFormat);
  const date = calendar ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formats ? datePart(wallClock(date, formats.timeZone), formats.dateFormat) : localeDate(date);
}

/** A timestamp as date and time in the user's formats (MM/DD/YYYY…, 12 h or 24 h) and time zone; seconds on request (the audit trail). */
export function formatDateTime(value: string | null | undefined, formats: DisplayFormats | null = current, options: { seconds?: boolean } = {}): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  if (!formats) return localeDateTime(date);
  const clock = wallClock(date, formats.timeZone);
  return `${datePart(clock, formats.dateFormat)} ${timePart(clock, formats.timeFormat, options.seconds === true)}`;
}

const deviceZone = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' });

/** Date and time with the zone they are in ('28/11/2026 13:43 PST', or the device's 'GMT+1'): beside a record's UTC time. */
export function formatZonedDateTime(value: string, options: { seconds?: boolean } = {}): string {
  const zone = current?.timeZone ?? deviceZone.formatToParts(new Date(value)).find((part) => part.type === 'timeZoneName')?.value;
  const time = formatDateTime(value, current, options);
  return zone ? `${time} ${zone}` : time;
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
