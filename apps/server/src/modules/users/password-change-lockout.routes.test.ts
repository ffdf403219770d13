import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { newSignedInUser } from '../../../test/users-helpers.ts';

const PASSWORD = 'start-password-1';
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp({ LOCKOUT_MAX_ATTEMPTS: '3', LOCKOUT_MINUTES: '15' });
  admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
});
afterAll(async () => {
  await t.close();
});

const change = (client: TestClient, currentPassword: string) =>
  client.request('POST', '/api/profile/password', { currentPassword, newPassword: 'next-password-2', confirmPassword: 'next-password-2' });
const signInAttempt = (email: string, password: string) => new TestClient(t.app).request('POST', '/api/auth/login', { email, password });
const counterOf = async (id: string) =>
  rowsOf<{ failed_login_attempts: number; account_locked_until: Date | null }>(
    await t.database.db.execute(sql`SELECT failed_login_attempts, account_locked_until FROM users WHERE id = ${id}`),
  )[0]!;
const actionsOf = async (id: string) =>
  rowsOf<{ action: string; new_values: Record<string, unknown> | null }>(
    await t.database.db.execute(sql`SELECT action, new_values FROM audit_events WHERE entity_id = ${id} ORDER BY seq`),
  );

describe('changing one’s password is no guessing oracle', () => {
  it('counts wrong current passwords with failed sign-ins, locks at the limit and ends every session', async () => {
    const email = 'guess.target@attest.local';
    const { client, id } = await newSignedInUser(t.app, admin, { email }, PASSWORD);
    const other = new TestClient(t.app);
    await other.signIn(email, PASSWORD);

    expect(errorCode(await signInAttempt(email, 'wrong-sign-in'))).toBe('INVALID_CREDENTIALS');
    expect(errorCode(await change(client, 'wrong-guess-1'))).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await counterOf(id)).failed_login_attempts).toBe(2);

    const third = await change(client, 'wrong-guess-2');
    expect(third.statusCode).toBe(423);
    expect(errorCode(third)).toBe('ACCOUNT_LOCKED');
    const row = await counterOf(id);
    expect(row.failed_login_attempts).toBe(3);
    expect(new Date(row.account_locked_until!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    // The session that guessed and every other one are over; the right password no longer signs in.
    expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(401);
    expect((await other.request('GET', '/api/auth/session')).statusCode).toBe(401);
    expect(errorCode(await signInAttempt(email, PASSWORD))).toBe('ACCOUNT_LOCKED');

    const actions = await actionsOf(id);
    const failures = actions.filter((a) => a.action === 'Password Change Failed');
    expect(failures.map((a) => a.new_values?.failedLoginAttempts)).toEqual([2, 3]);
    expect(actions.filter((a) => a.action === 'Account Locked')).toHaveLength(1);
  });

  it('resets the counter when the right current password is given, as a sign-in does', async () => {
    const email = 'right.later@attest.local';
    const { client, id } = await newSignedInUser(t.app, admin, { email }, PASSWORD);
    expect(errorCode(await change(client, 'wrong-guess-1'))).toBe('CURRENT_PASSWORD_INCORRECT');
    expect(errorCode(await change(client, 'wrong-guess-2'))).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await counterOf(id)).failed_login_attempts).toBe(2);
    expect((await change(client, PASSWORD)).statusCode).toBe(200);
    expect(await counterOf(id)).toMatchObject({ failed_login_attempts: 0, account_locked_until: null });
    expect(errorCode(await signInAttempt(email, 'wrong-again'))).toBe('INVALID_CREDENTIALS');
    expect(errorCode(await signInAttempt(email, 'wrong-again-2'))).toBe('INVALID_CREDENTIALS');
    expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(200);
  });
});
