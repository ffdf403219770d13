import { describe, expect, it } from 'vitest';
import { formatUptime } from './format-uptime';

describe('formatUptime', () => {
  it('shows less than a minute for a fresh start', () => {
    expect(formatUptime(0)).toBe('< 1 min');
    expect(formatUptime(59.9)).toBe('< 1 min');
  });

  it('uses the two largest units', () => {
    expect(formatUptime(12 * 60 + 5)).toBe('12 min');
    expect(formatUptime(2 * 3600 + 5 * 60 + 30)).toBe('2h 5m');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59 * 60)).toBe('3d 4h');
  });
});
