import { describe, expect, it } from 'vitest';
import { CheckEmailRequest, SetupPasswordRequest } from './auth.ts';

describe('sign-in contracts', () => {
  it('normalises e-mails and requires one with the spec message', () => {
    expect(CheckEmailRequest.parse({ email: '  Jane.Doe@Example.COM ' }).email).toBe('jane.doe@example.com');
    const empty = CheckEmailRequest.safeParse({ email: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Please enter your email address');
  });

  it('requires passwords of at least 8 characters', () => {
    const short = SetupPasswordRequest.safeParse({ email: 'a@b.co', code: 'X', password: '1234567' });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters long');
    expect(SetupPasswordRequest.safeParse({ email: 'a@b.co', code: 'X', password: '12345678' }).success).toBe(true);
  });
});
