import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

const at = (h: number, m = 0) => new Date(2026, 0, 1, h, m);

describe('greetingFor', () => {
  it('changes at 12:00 and 18:00', () => {
    expect(greetingFor(at(0))).toBe('Good morning');
    expect(greetingFor(at(11, 59))).toBe('Good morning');
    expect(greetingFor(at(12))).toBe('Good afternoon');
    expect(greetingFor(at(17, 59))).toBe('Good afternoon');
    expect(greetingFor(at(18))).toBe('Good evening');
    expect(greetingFor(at(23, 59))).toBe('Good evening');
  });
});
