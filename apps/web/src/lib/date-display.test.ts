import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatZonedDateTime, relativeTime, setDisplayFormats } from './date-display';

const now = new Date('2026-05-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
afterEach(() => setDisplayFormats(null));

describe('dates in the user’s formats', () => {
  const local = new Date(2026, 0, 31, 15, 5).toISOString();
  it('follows the chosen date and time format', () => {
    expect(formatDateTime(local, { dateFormat: 'MM/DD/YYYY', timeFormat: '12h' })).toBe('01/31/2026 3:05 PM');
    expect(formatDateTime(local, { dateFormat: 'DD/MM/YYYY', timeFormat: '24h' })).toBe('31/01/2026 15:05');
    expect(formatDateTime(local, { dateFormat: 'YYYY-MM-DD', timeFormat: '12h' })).toBe('2026-01-31 3:05 PM');
  });
  it('applies the formats set for the signed-in user everywhere, and never shifts a calendar date', () => {
    setDisplayFormats({ dateFormat: 'DD/MM/YYYY', timeFormat: '24h' });
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDateTime(new Date(2026, 2, 1, 0, 30).toISOString())).toBe('01/03/2026 00:30');
    setDisplayFormats(null);
    expect(formatDate('2026-03-01')).toBe(new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(2026, 2, 1)));
  });
  it('shows instants in the profile’s time zone, daylight saving included, and calendar dates unshifted', () => {
    const pst = { dateFormat: 'DD/MM/YYYY', timeFormat: '24h', timeZone: 'PST' } as const;
    expect(formatDateTime('2026-11-28T06:09:00Z', pst)).toBe('27/11/2026 22:09');
    expect(formatDateTime('2026-07-01T06:09:30Z', pst, { seconds: true })).toBe('30/06/2026 23:09:30');
    expect(formatDateTime('2026-11-28T06:09:00Z', { dateFormat: 'YYYY-MM-DD', timeFormat: '12h', timeZone: 'EST' })).toBe('2026-11-28 1:09 AM');
    expect(formatDate('2026-11-28T06:09:00Z', pst)).toBe('27/11/2026');
    expect(formatDate('2026-03-01', pst)).toBe('01/03/2026');
    setDisplayFormats(pst);
    expect(formatZonedDateTime('2026-11-28T06:09:00Z')).toBe('27/11/2026 22:09 PST');
  });
  it('shows a dash for no value and the value itself when it is not a date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('relativeTime (spec 01 §9, 02 §9 thresholds)', () => {
  it('counts minutes under an hour, hours under a day, days under a week', () => {
    expect(relativeTime(ago(30_000), now)).toBe('Just now');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23h ago');
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1d ago');
    expect(relativeTime(ago(6 * 86_400_000), now)).toBe('6d ago');
  });
  it('shows the date after 7 days', () => {
    setDisplayFormats({ dateFormat: 'YYYY-MM-DD', timeFormat: '24h' });
    const old = ago(8 * 86_400_000);
    expect(relativeTime(old, now)).toBe(formatDate(old));
    expect(relativeTime(old, now)).toMatch(/^2026-05-1[12]$/);
  });
  it('treats a clock slightly ahead of the server as now', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('Just now');
  });
});
