import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { TestClock } from '../../platform/clock.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';

// Sessions run on the app's clock like every other record the app stamps: a session's times, its idle timer and its
// 24-hour limit agree with the last sign-in the user record shows. (Audit events are stamped by the database's
// trigger, which the app cannot move.)
const start = new Date('2031-03-03T08:00:00.000Z');
const clock = new TestClock(start);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(async () => {
  await t.close();
});

/** A client whose sessions stay ended when they time out: these tests are about the timeouts. */
function client(): TestClient {
  const made = new TestClient(t.app);
  made.renewsTimedOutSessions = false;
  return made;
}

const sessionTimes = async (userId: string) =>
  rowsOf<{ created_at: Date; last_seen_at: Date; expires_at: Date; revoked_at: Date | null }>(
    await t.database.db.execute(sql`SELECT created_at, last_seen_at, expires_at, revoked_at FROM sessions WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT 1`),
  )[0]!;

describe('sessions on the app clock', () => {
  it('stamps a new session with the time of its sign-in', async () => {
    clock.set(start);
    const { user } = await client().signIn('author@attest.local');
    const times = await sessionTimes(user.id);
    expect(new Date(times.created_at).toISOString()).toBe(start.toISOString());
    expect(new Date(times.last_seen_at).toISOString()).toBe(start.toISOString());
    expect(new Date(times.expires_at).getTime() - start.getTime()).toBe(24 * 3_600_000);
    const [account] = rowsOf<{ last_login: Date }>(await t.database.db.execute(sql`SELECT last_login FROM users WHERE id = ${user.id}`));
    expect(new Date(account!.last_login).toISOString()).toBe(start.toISOString());
  });

  it('ends a session idle past the timeout by the app clock, and keeps one used within it', async () => {
    clock.set(start);
    const person = client();
    await person.signIn('reviewer@attest.local');
    clock.advance(25 * 60_000);
    expect((await person.request('GET', '/api/auth/session')).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    const idle = await person.request('GET', '/api/auth/session');
    expect(idle.statusCode).toBe(401);
    expect(errorCode(idle)).toBe('SESSION_EXPIRED');
  });

  it('ends every session 24 hours after sign-in by the app clock, however active', async () => {
    clock.set(start);
    const person = client();
    await person.signIn('approver@attest.local');
    // A request every 20 minutes keeps the 30-minute idle timer from ending it first.
    for (let minutes = 20; minutes < 24 * 60; minutes += 20) {
      clock.set(new Date(start.getTime() + minutes * 60_000));
      expect((await person.request('GET', '/api/documents')).statusCode).toBe(200);
    }
    clock.set(new Date(start.getTime() + 24 * 3_600_000 + 1_000));
    expect(errorCode(await person.request('GET', '/api/documents'))).toBe('SESSION_EXPIRED');
  });

  it('records a sign-out at the app clock', async () => {
    clock.set(start);
    const person = client();
    const { user } = await person.signIn('coordinator@attest.local');
    clock.advance(5 * 60_000);
    expect((await person.request('POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    const times = await sessionTimes(user.id);
    expect(new Date(times.revoked_at!).toISOString()).toBe(new Date(start.getTime() + 5 * 60_000).toISOString());
  });

  it('lets the tests\' client sign in again after a timeout, as the person would, but never after a revocation', async () => {
    clock.set(start);
    const person = new TestClient(t.app);
    const { user } = await person.signIn('user@attest.local');
    clock.advance(3 * 24 * 3_600_000);
    expect((await person.request('GET', '/api/documents')).statusCode).toBe(200);
    const sessions = rowsOf<{ n: number | string }>(await t.database.db.execute(sql`SELECT count(*) AS n FROM sessions WHERE user_id = ${user.id}`));
    expect(Number(sessions[0]!.n)).toBeGreaterThanOrEqual(2);

    await t.database.db.execute(sql`UPDATE sessions SET revoked_at = ${clock.now().toISOString()}::timestamptz WHERE user_id = ${user.id} AND revoked_at IS NULL`);
    expect(errorCode(await person.request('GET', '/api/documents'))).toBe('SESSION_EXPIRED');
  });
});
