import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SIGNATURE_CONFIG_DEFAULTS, type SigningRequirements } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { TestClock } from '../../platform/clock.ts';
import { errorCode, errorOf, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { newSignedInUser } from '../../../test/users-helpers.ts';
import { saveSetting } from '../../../test/four-eyes-helpers.ts';

const clock = new TestClock(new Date());
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
});
afterAll(async () => t.close());

const PASSWORD = 'start-password-1';
const authenticate = (client: TestClient, email: string, password: string) => client.request('POST', '/api/signatures/authenticate', { email, password });
const signedIn = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, PASSWORD);
  return client;
};
const countOf = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number | string }>(await t.database.db.execute(query))[0]?.n ?? 0);

describe('the signing-attempt limit (21 CFR 11.300(d))', () => {
  it('counts failures per person across sessions: a fresh sign-in gives no new attempts; the lock is audited, admins told, and it ends after the configured time [REQ:P11-300]', async () => {
    const email = 'lock-signer@attest.local';
    const { client, id } = await newSignedInUser(t.app, as.admin, { email, name: 'Lena Lock', role: 'approver' });
    for (const remaining of ['2 attempts', '1 attempt']) expect(errorOf(await authenticate(client, email, 'wrong-password')).message).toBe(`Authentication failed. ${remaining} remaining.`);

    // Signing out and in again does not reset the count.
    await client.request('POST', '/api/auth/logout');
    const again = await signedIn(email);
    expect((await again.request('GET', '/api/signatures/requirements')).json<SigningRequirements>()).toMatchObject({ attemptsLeft: 1, maxAttempts: 3 });
    const third = await authenticate(again, email, 'wrong-password');
    expect([third.statusCode, errorCode(third)]).toEqual([423, 'SIGNING_LOCKED']);

    // Locked in every session, even with the right password.
    const other = await signedIn(email);
    expect(errorCode(await authenticate(other, email, PASSWORD))).toBe('SIGNING_LOCKED');
    expect((await other.request('GET', '/api/signatures/requirements')).json<SigningRequirements>()).toMatchObject({ attemptsLeft: 0 });
    expect(await countOf(sql`SELECT count(*) AS n FROM audit_events WHERE action = 'Signing Locked' AND entity_id = ${id}`)).toBe(1);
    const summary = (await as.admin.request('GET', '/api/audit?search=Signing%20Locked')).json<{ summary: { securityEvents: number } }>();
    expect(summary.summary.securityEvents).toBeGreaterThan(0);
    expect(await countOf(sql`SELECT count(*) AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.role = 'admin' AND n.title = 'Signing locked' AND n.message LIKE '%Lena Lock%'`)).toBeGreaterThan(0);

    // The lock lasts the configured 30 minutes by the server's clock.
    clock.advance(29 * 60_000);
    expect(errorCode(await authenticate(await signedIn(email), email, PASSWORD))).toBe('SIGNING_LOCKED');
    clock.advance(2 * 60_000);
    const after = await signedIn(email);
    expect((await after.request('GET', '/api/signatures/requirements')).json<SigningRequirements>()).toMatchObject({ attemptsLeft: 3 });
    expect((await authenticate(after, email, PASSWORD)).statusCode).toBe(200);
  });

  it('takes the limit and the lock time from the signature configuration', async () => {
    // A shorter lock weakens the control: the second administrator approves it.
    const saved = await saveSetting(t.app, as.admin, '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, maxSigningAttempts: 2, signingLockMinutes: 5, reason: 'CC-2026-031' });
    expect(saved.statusCode).toBe(200);
    const email = 'lock-signer-2@attest.local';
    const { client } = await newSignedInUser(t.app, as.admin, { email, name: 'Lars Lock', role: 'approver' });
    expect(errorCode(await authenticate(client, email, 'wrong-password'))).toBe('SIGNING_AUTH_FAILED');
    expect(errorCode(await authenticate(await signedIn(email), email, 'wrong-password'))).toBe('SIGNING_LOCKED');
    clock.advance(6 * 60_000);
    expect((await authenticate(await signedIn(email), email, PASSWORD)).statusCode).toBe(200);
  });
});
