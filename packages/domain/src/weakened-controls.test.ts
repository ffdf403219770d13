import { describe, expect, it } from 'vitest';
import { SIGNATURE_CONFIG_DEFAULTS } from './contracts/signature-config.ts';
import type { SystemPreferences } from './contracts/system-preferences.ts';
import { SIGNATURE_CONFIG_CONTROLS, SYSTEM_PREFERENCE_CONTROLS, TWO_FACTOR_POLICY_CONTROLS, weakenedControls } from './weakened-controls.ts';

const config = SIGNATURE_CONFIG_DEFAULTS;
const prefs = { passwordMinLength: 12, lockoutMaxAttempts: 5, lockoutMinutes: 30, sessionIdleMinutes: 15, sessionMaxHours: 8, auditReviewPeriodMonths: 3, uploadMaxMb: 50 } as SystemPreferences;

describe('weakened controls', () => {
  it('names segregation of duties turned off, and nothing for turning it on', () => {
    const off = { ...config, segregationOfDuties: { enforced: false } };
    expect(weakenedControls(SIGNATURE_CONFIG_CONTROLS, config, off)).toEqual([{ field: 'segregationOfDuties.enforced', from: true, to: false }]);
    expect(weakenedControls(SIGNATURE_CONFIG_CONTROLS, off, config)).toEqual([]);
  });

  it('follows each signature field in its loosening direction only', () => {
    const looser = { ...config, maxSigningAttempts: config.maxSigningAttempts + 1, authenticationMinutes: 10, signingLockMinutes: 5, requireLegalDisclaimer: false, releaseSignatures: { ...config.releaseSignatures, makeEffective: false } };
    expect(weakenedControls(SIGNATURE_CONFIG_CONTROLS, config, looser).map((w) => w.field)).toEqual([
      'maxSigningAttempts',
      'signingLockMinutes',
      'authenticationMinutes',
      'requireLegalDisclaimer',
      'releaseSignatures.makeEffective',
    ]);
    expect(weakenedControls(SIGNATURE_CONFIG_CONTROLS, looser, config)).toEqual([]);
    const on = { ...config, requireSecondFactor: true };
    expect(weakenedControls(SIGNATURE_CONFIG_CONTROLS, on, config)).toEqual([{ field: 'requireSecondFactor', from: true, to: false }]);
  });

  it('ignores fields that govern no control (marks, formats, reminders)', () => {
    expect(weakenedControls(SIGNATURE_CONFIG_CONTROLS, config, { ...config, allowedTypes: ['typed'], reminderFrequency: 'off', maxImageBytes: 20_000 })).toEqual([]);
    expect(weakenedControls(SYSTEM_PREFERENCE_CONTROLS, prefs, { ...prefs, uploadMaxMb: 500 })).toEqual([]);
  });

  it('names a shorter password, a higher lockout threshold, a shorter lockout, longer sessions and rarer audit reviews', () => {
    const looser = { ...prefs, passwordMinLength: 8, lockoutMaxAttempts: 100, lockoutMinutes: 1, sessionIdleMinutes: 60, sessionMaxHours: 24, auditReviewPeriodMonths: 12 };
    expect(weakenedControls(SYSTEM_PREFERENCE_CONTROLS, prefs, looser)).toEqual([
      { field: 'passwordMinLength', from: 12, to: 8 },
      { field: 'lockoutMaxAttempts', from: 5, to: 100 },
      { field: 'lockoutMinutes', from: 30, to: 1 },
      { field: 'sessionIdleMinutes', from: 15, to: 60 },
      { field: 'sessionMaxHours', from: 8, to: 24 },
      { field: 'auditReviewPeriodMonths', from: 3, to: 12 },
    ]);
    expect(weakenedControls(SYSTEM_PREFERENCE_CONTROLS, looser, prefs)).toEqual([]);
  });

  it('names a role taken off the second-factor list, and nothing for a role added', () => {
    expect(weakenedControls(TWO_FACTOR_POLICY_CONTROLS, { requiredRoles: ['admin', 'approver'] }, { requiredRoles: ['approver', 'author'] })).toEqual([{ field: 'requiredRoles.admin', from: true, to: false }]);
    expect(weakenedControls(TWO_FACTOR_POLICY_CONTROLS, { requiredRoles: [] }, { requiredRoles: ['admin'] })).toEqual([]);
  });
});
