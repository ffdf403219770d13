import { describe, expect, it } from 'vitest';
import { loginStatusOf } from './users.ts';

describe('login-status badge (spec 02 §4)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const base = { accountLockedUntil: null, failedLoginAttempts: 0, lastLogin: '2026-05-30T08:00:00Z', isFirstLogin: false };
  it('applies the rules in order, first match wins', () => {
    expect(loginStatusOf({ ...base, accountLockedUntil: '2026-06-01T12:10:00Z', failedLoginAttempts: 9, lastLogin: null }, now)).toBe('locked');
    expect(loginStatusOf({ ...base, accountLockedUntil: '2026-06-01T11:00:00Z', failedLoginAttempts: 6 }, now)).toBe('high-failures');
    expect(loginStatusOf({ ...base, failedLoginAttempts: 5, lastLogin: null }, now)).toBe('never-logged-in');
    expect(loginStatusOf({ ...base, isFirstLogin: true }, now)).toBe('first-login');
    expect(loginStatusOf(base, now)).toBe('active');
  });
});
