import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOCKOUT_MAX_ATTEMPTS: '5', LOCKOUT_MINUTES: '15' });
});
afterAll(async () => {
  await t.close();
});

const userRow = async (email: string) =>
  rowsOf<{ failed_login_attempts: number; account_locked_until: Date | null }>(
    await t.database.db.execute(sql`SELECT failed_login_attempts, account_locked_until FROM users WHERE email = ${email}`),
  )[0];

const attempt = (email: string, password: string) =>
  new TestClient(t.app).request('POST', '/api/auth/login', { email, password });

describe('lockout', () => {
  it('locks the account at the fifth failure for 15 minutes, refuses the right password, and audits it [REQ:P11-300] [REQ:FR-AUTH-2]', async () => {
    const email = 'author@attest.local';
    for (let i = 1; i <= 4; i++) expect(errorCode(await attempt(email, `wrong-${i}-pass`))).toBe('INVALID_CREDENTIALS');
    const fifth = await attempt(email, 'wrong-5-pass');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json<{ error: { message: string } }>().error.message).toMatch(/locked/i);

    const row = await userRow(email);
    expect(row?.failed_login_attempts).toBe(5);
    const minutes = (new Date(row!.account_locked_until!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.5);
    expect(minutes).toBeLessThanOrEqual(15);

    expect(errorCode(await attempt(email, 'Attest-Demo-2026'))).toBe('ACCOUNT_LOCKED');
    const locked = rowsOf<{ n: string | number }>(
      await t.database.db.execute(sql`SELECT count(*) AS n FROM audit_events WHERE action = 'Account Locked' AND entity_id = (SELECT id::text FROM users WHERE email = ${email})`),
    );
    expect(Number(locked[0]?.n)).toBe(1);
  });

  it('lets the user in again once the lock has run out, with a fresh count', async () => {
    const email = 'author@attest.local';
    await t.database.db.execute(sql`UPDATE users SET account_locked_until = now() - interval '1 second' WHERE email = ${email}`);
    expect(errorCode(await attempt(email, 'still-wrong'))).toBe('INVALID_CREDENTIALS');
    expect((await userRow(email))?.failed_login_attempts).toBe(1);
    expect((await attempt(email, 'Attest-Demo-2026')).statusCode).toBe(200);
    expect((await userRow(email))?.failed_login_attempts).toBe(0);
  });

  it('counts parallel failures exactly and locks once', async () => {
    const email = 'approver@attest.local';
    const responses = await Promise.all(Array.from({ length: 4 }, (_, i) => attempt(email, `parallel-wrong-${i}`)));
    expect(responses.every((r) => errorCode(r) === 'INVALID_CREDENTIALS')).toBe(true);
    expect((await userRow(email))?.failed_login_attempts).toBe(4);

    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => attempt(email, `parallel-more-${i}`)));
    expect(racing.every((r) => ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED'].includes(errorCode(r) ?? ''))).toBe(true);
    const row = await userRow(email);
    expect(row?.account_locked_until).not.toBeNull();
    const lockEvents = rowsOf<{ n: string | number }>(
      await t.database.db.execute(sql`SELECT count(*) AS n FROM audit_events WHERE action = 'Account Locked' AND entity_id = (SELECT id::text FROM users WHERE email = ${email})`),
    );
    expect(Number(lockEvents[0]?.n)).toBe(1);
  });
});

describe('rate limiting', () => {
  it('limits sign-in requests per client', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const client = new TestClient(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await client.request('POST', '/api/auth/check-email', { email: 'user@attest.local' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const last = await client.request('POST', '/api/auth/check-email', { email: 'user@attest.local' });
      expect(errorCode(last)).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
