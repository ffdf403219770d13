import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BACKGROUND_HEADER, type SessionResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const auditActions = async (email: string) =>
  rowsOf<{ action: string; reason: string | null }>(
    await t.database.db.execute(sql`
      SELECT a.action, a.reason FROM audit_events a JOIN users u ON u.id::text = a.entity_id
      WHERE u.email = ${email} ORDER BY a.seq`),
  );

describe('check-email', () => {
  it('answers every address alike, so the account step cannot be used to discover accounts', async () => {
    await t.database.db.execute(sql`UPDATE users SET status = 'inactive' WHERE email = 'coordinator@attest.local'`);
    try {
      const client = new TestClient(t.app);
      const answers: { status: number; body: unknown }[] = [];
      // A known active account (any case), an unknown address, an inactive account.
      for (const email of ['  Author@Attest.LOCAL ', 'nobody@attest.local', 'coordinator@attest.local']) {
        const response = await client.request('POST', '/api/auth/check-email', { email });
        answers.push({ status: response.statusCode, body: response.json<unknown>() });
      }
      expect(answers).toEqual(Array(3).fill({ status: 200, body: { next: 'password' } }));
    } finally {
      await t.database.db.execute(sql`UPDATE users SET status = 'active' WHERE email = 'coordinator@attest.local'`);
    }
  });

  it('requires an e-mail with the spec message', async () => {
    const response = await new TestClient(t.app).request('POST', '/api/auth/check-email', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('Please enter your email address');
  });

  it('refuses non-JSON bodies, so a cross-site form cannot post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"author@attest.local"}',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('login and session', () => {
  it('starts a session behind an HttpOnly SameSite cookie and records the sign-in [REQ:A11-12] [REQ:FR-AUTH-1]', async () => {
    const client = new TestClient(t.app);
    const response = await client.request('POST', '/api/auth/login', { email: 'reviewer@attest.local', password: 'Attest-Demo-2026' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'attest_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
    const body = response.json<SessionResponse>();
    expect(body.user).toMatchObject({ email: 'reviewer@attest.local', role: 'reviewer', name: 'Priya Raman' });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const session = await client.request('GET', '/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json<SessionResponse>().user.email).toBe('reviewer@attest.local');
    expect((await auditActions('reviewer@attest.local')).map((a) => a.action)).toContain('Sign-in');
  });

  it('issues a new session id at every sign-in and ends the previous one', async () => {
    const client = new TestClient(t.app);
    await client.signIn('approver@attest.local');
    const first = client.cookie;
    await client.signIn('approver@attest.local');
    expect(client.cookie).not.toBe(first);
    const stale = new TestClient(t.app);
    stale.cookie = first;
    expect((await stale.request('GET', '/api/auth/session')).statusCode).toBe(401);
  });

  it('answers 401 to a visitor without a session [REQ:P11-10d]', async () => {
    const response = await new TestClient(t.app).request('GET', '/api/auth/session');
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });

  it('refuses a wrong password with the spec message and counts the failure [REQ:P11-10d]', async () => {
    const response = await new TestClient(t.app).request('POST', '/api/auth/login', { email: 'user@attest.local', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: unknown }>().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password. Please try again.' });
    const rows = rowsOf<{ failed_login_attempts: number }>(
      await t.database.db.execute(sql`SELECT failed_login_attempts FROM users WHERE email = 'user@attest.local'`),
    );
    expect(rows[0]?.failed_login_attempts).toBe(1);
    // A successful sign-in resets the counter.
    await new TestClient(t.app).signIn('user@attest.local');
    const after = rowsOf<{ failed_login_attempts: number }>(
      await t.database.db.execute(sql`SELECT failed_login_attempts FROM users WHERE email = 'user@attest.local'`),
    );
    expect(after[0]?.failed_login_attempts).toBe(0);
  });

  it('refuses an unknown e-mail the same way as a wrong password', async () => {
    const response = await new TestClient(t.app).request('POST', '/api/auth/login', { email: 'ghost@attest.local', password: 'whatever1' });
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('INVALID_CREDENTIALS');
  });

  it('refuses inactive users', async () => {
    await t.database.db.execute(sql`UPDATE users SET status = 'inactive' WHERE email = 'coordinator@attest.local'`);
    try {
      const client = new TestClient(t.app);
      // A wrong password is refused as for an unknown address; only the right one learns the account is inactive.
      const guess = await client.request('POST', '/api/auth/login', { email: 'coordinator@attest.local', password: 'a-wrong-guess' });
      expect([guess.statusCode, errorCode(guess)]).toEqual([401, 'INVALID_CREDENTIALS']);
      const response = await client.request('POST', '/api/auth/login', { email: 'coordinator@attest.local', password: 'Attest-Demo-2026' });
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('ACCOUNT_INACTIVE');
    } finally {
      await t.database.db.execute(sql`UPDATE users SET status = 'active' WHERE email = 'coordinator@attest.local'`);
    }
  });

  it('ends a live session at once when its user is deactivated', async () => {
    const client = new TestClient(t.app);
    await client.signIn('coordinator@attest.local');
    await t.database.db.execute(sql`UPDATE users SET status = 'inactive' WHERE email = 'coordinator@attest.local'`);
    try {
      expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET status = 'active' WHERE email = 'coordinator@attest.local'`);
    }
  });
});

describe('sign-out, refresh and CSRF', () => {
  it('signs out: the session no longer works and the sign-out is audited [REQ:FR-AUTH-1]', async () => {
    const client = new TestClient(t.app);
    await client.signIn('author@attest.local');
    const cookie = client.cookie;
    const response = await client.request('POST', '/api/auth/logout');
    expect(response.statusCode).toBe(200);
    const replay = new TestClient(t.app);
    replay.cookie = cookie;
    expect((await replay.request('GET', '/api/auth/session')).statusCode).toBe(401);
    const actions = rowsOf<{ action: string }>(
      await t.database.db.execute(sql`SELECT action FROM audit_events WHERE action = 'Sign-out' AND actor_name = 'Daniel Okafor'`),
    );
    expect(actions.length).toBeGreaterThan(0);
  });

  it('refuses a cookie-authenticated mutation without the CSRF token [REQ:P11-10h]', async () => {
    const client = new TestClient(t.app);
    await client.signIn('author@attest.local');
    const withoutToken = await client.request('POST', '/api/auth/refresh', undefined, { 'x-csrf-token': 'forged' });
    expect(withoutToken.statusCode).toBe(403);
    expect(errorCode(withoutToken)).toBe('CSRF_FAILED');
    expect((await client.request('POST', '/api/auth/refresh')).statusCode).toBe(200);
  });

  it('refuses a mutation from another origin [REQ:P11-10h]', async () => {
    const client = new TestClient(t.app);
    await client.signIn('author@attest.local');
    const response = await client.request('POST', '/api/auth/refresh', undefined, { origin: 'https://evil.example', host: 'localhost:8080' });
    expect(errorCode(response)).toBe('CSRF_FAILED');
  });

  it('Refresh Session restarts the idle timer and is audited', async () => {
    const client = new TestClient(t.app);
    const before = await client.signIn('approver@attest.local');
    await t.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '20 minutes' WHERE revoked_at IS NULL AND user_id = ${before.user.id}`);
    const refreshed = await client.request('POST', '/api/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(new Date(refreshed.json<SessionResponse>().idleExpiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    const events = rowsOf<{ n: string | number }>(
      await t.database.db.execute(sql`SELECT count(*) AS n FROM audit_events WHERE action = 'Session Refreshed' AND actor_id = ${before.user.id}`),
    );
    expect(Number(events[0]?.n)).toBe(1);
  });

  it('lets only the person’s own requests restart the idle timer, not background refreshes', async () => {
    const client = new TestClient(t.app);
    client.renewsTimedOutSessions = false;
    const { user } = await client.signIn('author@attest.local');
    const newest = sql`SELECT id FROM sessions WHERE user_id = ${user.id} ORDER BY created_at DESC LIMIT 1`;
    const idleFor = async (minutes: number) =>
      t.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - make_interval(mins => ${minutes}) WHERE id = (${newest})`);
    const lastSeen = async () =>
      rowsOf<{ last_seen_at: string }>(await t.database.db.execute(sql`SELECT last_seen_at::text FROM sessions WHERE id = (${newest})`))[0]!.last_seen_at;

    await idleFor(25);
    const before = await lastSeen();
    expect((await client.request('GET', '/api/documents', undefined, { [BACKGROUND_HEADER]: '1' })).statusCode).toBe(200);
    expect(await lastSeen()).toBe(before);

    expect((await client.request('GET', '/api/documents')).statusCode).toBe(200);
    expect(await lastSeen()).not.toBe(before);

    await idleFor(31);
    expect(errorCode(await client.request('GET', '/api/documents', undefined, { [BACKGROUND_HEADER]: '1' }))).toBe('SESSION_EXPIRED');
  });

  it('expires a session after the idle time and 24 hours after sign-in [REQ:FR-AUTH-3]', async () => {
    const idle = new TestClient(t.app);
    idle.renewsTimedOutSessions = false;
    const idleSession = await idle.signIn('reviewer@attest.local');
    await t.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = ${idleSession.user.id}`);
    const idleResponse = await idle.request('GET', '/api/auth/session');
    expect(idleResponse.statusCode).toBe(401);
    expect(errorCode(idleResponse)).toBe('SESSION_EXPIRED');

    const old = new TestClient(t.app);
    old.renewsTimedOutSessions = false;
    const oldSession = await old.signIn('reviewer@attest.local');
    await t.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${oldSession.user.id}`);
    expect((await old.request('GET', '/api/auth/session')).statusCode).toBe(401);
  });
});
