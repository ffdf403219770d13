import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { SYSTEM_ACTOR } from '../audit/audit.repo.ts';
import { createUser } from '../users/users.service.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { systemClock } from '../../platform/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const newUser = (email: string) =>
  t.database.db.transaction((tx) =>
    createUser(tx, { name: 'New Starter', email, role: 'author' }, { actor: SYSTEM_ACTOR, setupCodeTtlHours: 72, now: systemClock.now() }),
  );

describe('first password with a one-time setup code', () => {
  it('sends a new user to password setup, accepts the code once, then signs in [REQ:FR-AUTH-4]', async () => {
    const { setupCode } = await newUser('starter@attest.local');
    expect(setupCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const client = new TestClient(t.app);
    const check = await client.request('POST', '/api/auth/check-email', { email: 'starter@attest.local' });
    expect(check.json()).toEqual({ next: 'password' });

    const setup = await client.request('POST', '/api/auth/setup-password', {
      email: 'starter@attest.local',
      code: setupCode.toLowerCase(),
      password: 'a-good-password',
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json<{ message: string }>().message).toBe('Your password has been set successfully. You can now log in.');

    // The code is spent; an account with a password is refused like an unknown one, so no one learns it exists.
    const again = await client.request('POST', '/api/auth/setup-password', { email: 'starter@attest.local', code: setupCode, password: 'another-password' });
    expect(errorCode(again)).toBe('INVALID_SETUP_CODE');
    const session = await client.signIn('starter@attest.local', 'a-good-password');
    expect(session.user.role).toBe('author');

    const actions = rowsOf<{ action: string }>(
      await t.database.db.execute(sql`SELECT action FROM audit_events WHERE entity_id = ${session.user.id} ORDER BY seq`),
    ).map((r) => r.action);
    expect(actions).toEqual(['User Created', 'Password Setup Code Issued', 'Password Set', 'Sign-in']);
  });

  it('refuses a wrong code, an expired code, and a short password', async () => {
    const { setupCode } = await newUser('second@attest.local');
    const client = new TestClient(t.app);
    const wrong = await client.request('POST', '/api/auth/setup-password', { email: 'second@attest.local', code: 'AAAAA-BBBBB-CCCCC', password: 'a-good-password' });
    expect(errorCode(wrong)).toBe('INVALID_SETUP_CODE');

    const short = await client.request('POST', '/api/auth/setup-password', { email: 'second@attest.local', code: setupCode, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { message: string } }>().error.message).toBe('Password must be at least 8 characters long');

    await t.database.db.execute(sql`UPDATE setup_codes SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = 'second@attest.local')`);
    const expired = await client.request('POST', '/api/auth/setup-password', { email: 'second@attest.local', code: setupCode, password: 'a-good-password' });
    expect(errorCode(expired)).toBe('INVALID_SETUP_CODE');
  });

  it('cannot be used to overwrite the password of an existing account', async () => {
    const response = await new TestClient(t.app).request('POST', '/api/auth/setup-password', { email: 'admin@attest.local', code: 'AAAAA-BBBBB-CCCCC', password: 'takeover-password' });
    const unknown = await new TestClient(t.app).request('POST', '/api/auth/setup-password', { email: 'ghost@attest.local', code: 'AAAAA-BBBBB-CCCCC', password: 'takeover-password' });
    expect([errorCode(response), response.json()]).toEqual([errorCode(unknown), unknown.json()]);
    expect(errorCode(response)).toBe('INVALID_SETUP_CODE');
    await new TestClient(t.app).signIn('admin@attest.local');
  });

  it('never reuses an e-mail [REQ:P11-100] [REQ:FR-USR-1]', async () => {
    await expect(newUser('ADMIN@attest.local')).rejects.toMatchObject({ code: 'EMAIL_IN_USE' });
  });
});
