import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FIELD_MESSAGES, type SessionListResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { buildApp } from '../../http/app.ts';
import { DEMO_PASSWORD } from '../users/demo-password.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
});
afterAll(async () => t.close());

async function signedIn(email: string, userAgent: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  client.userAgent = userAgent;
  await client.signIn(email);
  return client;
}

const revokedAudits = async () =>
  rowsOf<{ actor_name: string; new_values: { by: string; device: string } }>(
    await t.database.db.execute(sql`SELECT actor_name, new_values FROM audit_events WHERE action = 'Session Revoked' ORDER BY seq`),
  );

describe('sessions', () => {
  it('lists my live sessions with device, address and times, this one marked; I can end another [REQ:FR-AUTH-7]', async () => {
    const laptop = await signedIn('author@attest.local', FIREFOX);
    const phone = await signedIn('author@attest.local', SAFARI);
    const listed = (await laptop.request('GET', '/api/profile/sessions')).json<SessionListResponse>().sessions;
    expect(listed).toHaveLength(2);
    const mine = listed.find((s) => s.current)!;
    const other = listed.find((s) => !s.current)!;
    expect(mine.device).toBe('Firefox on Windows');
    expect(other.device).toBe('Safari on iOS');
    expect(other.ip).toBe('127.0.0.1');
    expect(Date.parse(other.createdAt)).not.toBeNaN();
    expect(Date.parse(other.lastSeenAt)).not.toBeNaN();

    expect((await laptop.request('DELETE', `/api/profile/sessions/${other.id}`)).statusCode).toBe(200);
    const ended = await phone.request('GET', '/api/auth/session');
    expect(ended.statusCode).toBe(401);
    expect((await laptop.request('GET', '/api/auth/session')).statusCode).toBe(200);
    expect((await laptop.request('GET', '/api/profile/sessions')).json<SessionListResponse>().sessions).toHaveLength(1);
    expect(errorCode(await laptop.request('DELETE', `/api/profile/sessions/${other.id}`))).toBe('SESSION_NOT_FOUND');
    expect((await revokedAudits()).at(-1)).toMatchObject({ actor_name: 'Daniel Okafor', new_values: { by: 'owner', device: 'Safari on iOS' } });
  });

  it("cannot end someone else's session from Profile Settings", async () => {
    const reviewer = await signedIn('reviewer@attest.local', FIREFOX);
    const theirs = (await reviewer.request('GET', '/api/profile/sessions')).json<SessionListResponse>().sessions[0]!;
    const author = await signedIn('author@attest.local', FIREFOX);
    expect(errorCode(await author.request('DELETE', `/api/profile/sessions/${theirs.id}`))).toBe('SESSION_NOT_FOUND');
    expect((await reviewer.request('GET', '/api/auth/session')).statusCode).toBe(200);
  });

  it("an administrator lists and ends anyone's session; others may not [REQ:FR-AUTH-7]", async () => {
    const user = await signedIn('user@attest.local', SAFARI);
    const [row] = rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = 'user@attest.local'`));
    const listed = await admin.request('GET', `/api/users/${row!.id}/sessions`);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<SessionListResponse>().sessions;
    expect(sessions.map((s) => [s.device, s.current])).toEqual([['Safari on iOS', false]]);

    const approver = await signedIn('approver@attest.local', FIREFOX);
    expect((await approver.request('GET', `/api/users/${row!.id}/sessions`)).statusCode).toBe(403);
    expect((await approver.request('DELETE', `/api/users/${row!.id}/sessions/${sessions[0]!.id}`)).statusCode).toBe(403);

    expect((await admin.request('DELETE', `/api/users/${row!.id}/sessions/${sessions[0]!.id}`)).statusCode).toBe(200);
    expect(errorCode(await user.request('GET', '/api/documents'))).toBe('SESSION_EXPIRED');
    expect((await revokedAudits()).at(-1)).toMatchObject({ actor_name: 'Sarah Mitchell', new_values: { by: 'administrator' } });
  });
});

describe('passwords (NIST SP 800-63B)', () => {
  it('refuses a commonly used password, whatever its case, with a field message; accepts an uncommon one with no composition rule [REQ:P11-300] [REQ:FR-AUTH-5]', async () => {
    const client = await signedIn('coordinator@attest.local', FIREFOX);
    for (const newPassword of ['password123', 'Password123', 'qwertyuiop']) {
      const refused = await client.request('POST', '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        fields: { newPassword: FIELD_MESSAGES.passwordTooCommon },
      });
    }
    const fine = 'plum orchard lantern';
    const accepted = await client.request('POST', '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword: fine, confirmPassword: fine });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  it('is counted in the database: two app instances on one database share the limit per client address', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const second = await buildApp({ config: limited.config, database: limited.database, store: limited.store, serveWeb: false });
    await second.ready();
    try {
      // Fixed one-minute windows: start well inside one, so all four requests count in the same window.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
      const first = new TestClient(limited.app);
      const other = new TestClient(second);
      const codes: number[] = [];
      for (const client of [first, other, first, other]) {
        codes.push((await client.request('POST', '/api/auth/check-email', { email: 'user@attest.local' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const [row] = rowsOf<{ hits: number }>(await limited.database.db.execute(sql`SELECT sum(hits)::int AS hits FROM rate_limit_hits`));
      expect(row!.hits).toBe(4);
    } finally {
      await second.close();
      await limited.close();
    }
  });
});
