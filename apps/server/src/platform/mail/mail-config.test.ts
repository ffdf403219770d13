import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('mail configuration', () => {
  it('is off unless SMTP_URL is set', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Attest <attest@example.com>' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'Attest <attest@example.com>',
    });
  });

  it('refuses an SMTP_URL without MAIL_FROM, and one that is not smtp(s)://', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM.*required when SMTP_URL is set/);
    try {
      loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL$/);
    }
  });
});
