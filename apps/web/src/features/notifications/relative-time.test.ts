import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-05-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime (spec 02 §9 thresholds)', () => {
  it('counts minutes under an hour, hours under a day, then days', () => {
    expect(relativeTime(ago(30_000), now)).toBe('Just now');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23h ago');
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1d ago');
    expect(relativeTime(ago(30 * 86_400_000), now)).toBe('30d ago');
  });

  it('shows a date after 7 days on the notifications page', () => {
    expect(relativeTime(ago(6 * 86_400_000), now, true)).toBe('6d ago');
    const old = ago(8 * 86_400_000);
    expect(relativeTime(old, now, true)).toBe(new Date(old).toLocaleDateString());
  });

  it('treats a clock slightly ahead of the server as now', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('Just now');
  });
});
