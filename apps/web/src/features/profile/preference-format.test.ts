import { describe, expect, it } from 'vitest';
import { formatWithPreferences, relativeTime, themeOf } from './preference-format';

describe('preference formatting', () => {
  const local = new Date(2026, 0, 31, 15, 5).toISOString();
  it('follows the chosen date and time format', () => {
    expect(formatWithPreferences(local, { dateFormat: 'MM/DD/YYYY', timeFormat: '12h' })).toBe('01/31/2026 3:05 PM');
    expect(formatWithPreferences(local, { dateFormat: 'DD/MM/YYYY', timeFormat: '24h' })).toBe('31/01/2026 15:05');
    expect(formatWithPreferences(local, { dateFormat: 'YYYY-MM-DD', timeFormat: '12h' })).toBe('2026-01-31 3:05 PM');
  });
  it('writes relative time in minutes, hours, then days', () => {
    const now = new Date('2026-01-31T12:00:00Z');
    expect(relativeTime('2026-01-31T11:15:00Z', now)).toBe('45 minutes ago');
    expect(relativeTime('2026-01-31T07:00:00Z', now)).toBe('5 hours ago');
    expect(relativeTime('2026-01-28T12:00:00Z', now)).toBe('3 days ago');
  });
  it('maps darkMode to the theme', () => {
    expect([themeOf(true), themeOf(false), themeOf(null)]).toEqual(['dark', 'light', 'system']);
  });
});
