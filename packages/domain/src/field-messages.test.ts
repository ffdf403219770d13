import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './field-messages.ts';
import { ChangePasswordRequest, PASSWORD_MISMATCH_MESSAGE } from './contracts/profile.ts';
import { uploadRowProblems } from './contracts/user-upload.ts';

describe('FIELD_MESSAGES', () => {
  it('gives each message once, so its English text names one key', () => {
    const texts = Object.values(FIELD_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('is what the contracts report', () => {
    const result = ChangePasswordRequest.safeParse({ currentPassword: 'old', newPassword: 'long enough 1', confirmPassword: 'other' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([FIELD_MESSAGES.passwordMismatch]);
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('New password and confirm password do not match.');
    expect(uploadRowProblems({ employee_name: 'A', email_id: 'a@example.com', status: 'gone' })).toEqual(['status must be one of active, inactive, suspended']);
  });
});
