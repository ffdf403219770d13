import { describe, expect, it } from 'vitest';
import { todayIn } from './site-date.ts';

describe('todayIn', () => {
  it("gives the site's calendar date, not UTC's", () => {
    const lateEveningInNewYork = new Date('2026-11-23T02:30:00Z');
    expect(todayIn('UTC', lateEveningInNewYork)).toBe('2026-11-23');
    expect(todayIn('America/New_York', lateEveningInNewYork)).toBe('2026-11-22');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });
});
