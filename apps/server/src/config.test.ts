import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      secureCookies: false,
      seed: 'demo',
      databaseUrl: undefined,
    });
    expect(config.preferences).toEqual({
      defaults: {
        backupSchedule: '0 2 * * *',
        copyStatusPublic: false,
        publicStats: false,
        emailEnabled: true,
        sessionIdleMinutes: 30,
        sessionMaxHours: 24,
        lockoutMaxAttempts: 5,
        lockoutMinutes: 15,
        passwordMinLength: 8,
        uploadMaxMb: 10,
        maintenanceMode: false,
        maintenanceMessage: '',
        renditionConcurrency: 1,
        siteTimezone: 'UTC',
        auditReviewPeriodMonths: 1,
        workingHoursStart: 7,
        workingHoursEnd: 19,
        routeToApprovalWhenReviewed: false,
      },
      pinned: [],
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED: 'maybe', SESSION_IDLE_MINUTES: '0' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SEED', 'SESSION_IDLE_MINUTES']) expect(message).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('pins only known preferences, and never lets the minimum password length under 8', () => {
    expect(loadConfig({ PREFERENCES_PINNED: ' sessionIdleMinutes,maintenanceMode,sessionIdleMinutes' }).preferences.pinned).toEqual(['sessionIdleMinutes', 'maintenanceMode']);
    expect(() => loadConfig({ PREFERENCES_PINNED: 'sessionIdleMinutes,databaseUrl' })).toThrow(/PREFERENCES_PINNED/);
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '7' })).toThrow(/PASSWORD_MIN_LENGTH/);
    expect(loadConfig({ PASSWORD_MIN_LENGTH: '12' }).preferences.defaults.passwordMinLength).toBe(12);
  });

  it('accepts the seed modes the README names', () => {
    for (const seed of ['demo', 'demo-users', 'none'] as const) expect(loadConfig({ SEED: seed }).seed).toBe(seed);
  });

  it('shows bad values, except of the connection URLs, which carry passwords', () => {
    let problems: string[] = [];
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://attest:db-secret@db', SMTP_URL: 'http://mail:mail-secret@mx', MAIL_FROM: 'qa@example.com' });
    } catch (e) {
      problems = (e as ConfigError).problems;
    }
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toContain('PORT="eighty"');
    expect(problems.some((p) => p.startsWith('DATABASE_URL: '))).toBe(true);
    expect(problems.some((p) => p.startsWith('SMTP_URL: '))).toBe(true);
    expect(problems.join('\n')).not.toMatch(/secret/);
  });

  it('accepts an IANA site time zone and refuses anything else', () => {
    expect(loadConfig({ SITE_TIMEZONE: 'Europe/Berlin' }).preferences.defaults.siteTimezone).toBe('Europe/Berlin');
    expect(() => loadConfig({ SITE_TIMEZONE: 'Mars/Olympus' })).toThrow(/SITE_TIMEZONE/);
  });

  it('uses secure cookies when served over https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://attest.example.com' }).secureCookies).toBe(true);
  });
});
