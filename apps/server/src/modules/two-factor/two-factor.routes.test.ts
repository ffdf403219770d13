import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import {
  SIGNATURE_CONFIG_DEFAULTS,
  type EnrolSignInResponse,
  type RecoveryCodesResponse,
  type SecondStepResponse,
  type SessionResponse,
  type SigningRequirements,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { TestClock } from '../../platform/clock.ts';
import { DEMO_PASSWORD } from '../users/demo-password.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { restoreSetting } from '../../../test/four-eyes-helpers.ts';
import { SIGNATURE_CONFIG_SETTING } from '../signatures/signature-config.ts';
import { twoFactorPolicySetting } from './two-factor-policy.ts';

const clock = new TestClock(new Date());
let t: TestApp;
let admin: TestClient;
/** The admin's authenticator secret, as the phone would hold it. */
let adminSecret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  t = await startTestApp({ LOCKOUT_MAX_ATTEMPTS: '5' }, { clock });
  admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
});
afterAll(async () => t.close());

/** The code the phone shows now; the clock moves on a step first, as a code works once per step. */
const nextCode = (secret: string) => {
  clock.advance(30_000);
  return generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
};

const userRow = async (email: string) =>
  rowsOf<{ id: string; failed_login_attempts: number; account_locked_until: Date | null }>(
    await t.database.db.execute(sql`SELECT id, failed_login_attempts, account_locked_until FROM users WHERE email = ${email}`),
  )[0]!;

const auditCount = async (action: string, email: string) =>
  Number(
    rowsOf<{ n: string | number }>(
      await t.database.db.execute(sql`SELECT count(*) AS n FROM audit_events WHERE action = ${action} AND entity_id = (SELECT id::text FROM users WHERE email = ${email})`),
    )[0]?.n,
  );

/** The password step: returns the second step (and the client, still signed out). */
async function passwordStep(email: string): Promise<{ client: TestClient; step: SecondStepResponse }> {
  const client = new TestClient(t.app);
  const response = await client.request('POST', '/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(200);
  return { client, step: response.json<SecondStepResponse>() };
}

async function enrolInProfile(client: TestClient): Promise<{ secret: string; codes: string[] }> {
  const setup = await client.request('POST', '/api/profile/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri, qrCode } = setup.json<TwoFactorSetupResponse>();
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(errorCode(await client.request('POST', '/api/profile/two-factor/confirm', { code: '000000' }))).toBe('SECOND_FACTOR_INVALID');
  const confirmed = await client.request('POST', '/api/profile/two-factor/confirm', { code: nextCode(secret) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, codes: confirmed.json<RecoveryCodesResponse>().recoveryCodes };
}

describe('two-factor sign-in', () => {
  it('enrols in Profile Settings with a QR code and a confirmation code; the secret is encrypted at rest, the recovery codes hashed [REQ:FR-AUTH-6]', async () => {
    const before = (await admin.request('GET', '/api/profile/two-factor')).json<TwoFactorStatus>();
    expect(before).toMatchObject({ enrolled: false, recoveryCodesLeft: 0, requiredForRole: false });
    const enrolled = await enrolInProfile(admin);
    adminSecret = enrolled.secret;
    recoveryCodes = enrolled.codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await admin.request('GET', '/api/profile/two-factor')).json<TwoFactorStatus>()).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });

    const { id } = await userRow('admin@attest.local');
    const [stored] = rowsOf<{ secret_ciphertext: string }>(await t.database.db.execute(sql`SELECT secret_ciphertext FROM user_totp WHERE user_id = ${id}`));
    expect(stored!.secret_ciphertext).not.toContain(adminSecret);
    expect(stored!.secret_ciphertext).toMatch(/^v1\./);
    const hashes = rowsOf<{ code_hash: string }>(await t.database.db.execute(sql`SELECT code_hash FROM recovery_codes WHERE user_id = ${id}`));
    expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0]);
    expect(await auditCount('Two-Factor Enrolled', 'admin@attest.local')).toBe(1);
    // A second enrolment over the first is refused: turn it off first.
    expect(errorCode(await admin.request('POST', '/api/profile/two-factor/setup'))).toBe('TWO_FACTOR_ALREADY_ENROLLED');
  });

  it('an enrolled administrator cannot sign in without the code: the password gives only the second step [REQ:FR-AUTH-6]', async () => {
    const { client, step } = await passwordStep('admin@attest.local');
    expect(step).toMatchObject({ secondStep: 'code', name: 'Sarah Mitchell' });
    expect(step).not.toHaveProperty('csrfToken');
    expect(client.cookie).toBeUndefined();
    expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(401);

    const done = await client.request('POST', '/api/auth/login/second-factor', { challengeToken: step.challengeToken, code: nextCode(adminSecret) });
    expect(done.statusCode).toBe(200);
    expect(done.json<SessionResponse>().user.email).toBe('admin@attest.local');
    expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(200);
    // The challenge is used up; a code works once.
    expect(errorCode(await client.request('POST', '/api/auth/login/second-factor', { challengeToken: step.challengeToken, code: nextCode(adminSecret) }))).toBe('SIGN_IN_STEP_EXPIRED');
  });

  it('refuses a wrong code and a replayed one, and counts them towards the lockout', async () => {
    const { client, step } = await passwordStep('admin@attest.local');
    const wrong = await client.request('POST', '/api/auth/login/second-factor', { challengeToken: step.challengeToken, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(errorCode(wrong)).toBe('SECOND_FACTOR_INVALID');
    expect((await userRow('admin@attest.local')).failed_login_attempts).toBe(1);

    const code = nextCode(adminSecret);
    expect((await client.request('POST', '/api/auth/login/second-factor', { challengeToken: step.challengeToken, code })).statusCode).toBe(200);
    expect((await userRow('admin@attest.local')).failed_login_attempts).toBe(0);
    const again = await passwordStep('admin@attest.local');
    expect(errorCode(await again.client.request('POST', '/api/auth/login/second-factor', { challengeToken: again.step.challengeToken, code }))).toBe('SECOND_FACTOR_INVALID');
    expect((await userRow('admin@attest.local')).failed_login_attempts).toBe(1);
    expect(await auditCount('Sign-in Failed', 'admin@attest.local')).toBeGreaterThanOrEqual(2);
  });

  it('locks the account when wrong codes reach the limit, even with the right password', async () => {
    const email = 'reviewer@attest.local';
    const reviewer = new TestClient(t.app);
    await reviewer.signIn(email);
    const { secret } = await enrolInProfile(reviewer);
    for (let i = 0; i < 5; i++) {
      const { client, step } = await passwordStep(email);
      const response = await client.request('POST', '/api/auth/login/second-factor', { challengeToken: step.challengeToken, code: `00000${i}` });
      expect(errorCode(response)).toBe(i < 4 ? 'SECOND_FACTOR_INVALID' : 'ACCOUNT_LOCKED');
    }
    expect((await userRow(email)).account_locked_until).not.toBeNull();
    expect(errorCode(await new TestClient(t.app).request('POST', '/api/auth/login', { email, password: DEMO_PASSWORD }))).toBe('ACCOUNT_LOCKED');
    expect(secret).toBeTruthy();
  });

  it('a recovery code signs in once [REQ:P11-300] [REQ:FR-AUTH-6]', async () => {
    const [code] = recoveryCodes;
    const first = await passwordStep('admin@attest.local');
    const used = await first.client.request('POST', '/api/auth/login/second-factor', { challengeToken: first.step.challengeToken, code: code!.toLowerCase() });
    expect(used.statusCode).toBe(200);
    expect((await admin.request('GET', '/api/profile/two-factor')).json<TwoFactorStatus>().recoveryCodesLeft).toBe(9);
    expect(await auditCount('Recovery Code Used', 'admin@attest.local')).toBe(1);

    const second = await passwordStep('admin@attest.local');
    expect(errorCode(await second.client.request('POST', '/api/auth/login/second-factor', { challengeToken: second.step.challengeToken, code }))).toBe('SECOND_FACTOR_INVALID');
  });

  it('a role the administrator requires it for is sent to enrolment after the password, and cannot turn it off', async () => {
    const saved = await admin.request('PUT', '/api/system/two-factor-policy', { requiredRoles: ['admin', 'author'], reason: 'Policy IT-SEC-7' });
    expect(saved.statusCode).toBe(200);
    expect(await auditCount('Sign-in Failed', 'author@attest.local')).toBe(0);

    const { client, step } = await passwordStep('author@attest.local');
    expect(step.secondStep).toBe('enrol');
    expect(client.cookie).toBeUndefined();
    // The enrolment step is no sign-in: the code step refuses it.
    expect(errorCode(await client.request('POST', '/api/auth/login/second-factor', { challengeToken: step.challengeToken, code: '123456' }))).toBe('SIGN_IN_STEP_EXPIRED');
    const setup = (await client.request('POST', '/api/auth/two-factor/setup', { challengeToken: step.challengeToken })).json<TwoFactorSetupResponse>();
    expect(errorCode(await client.request('POST', '/api/auth/two-factor/confirm', { challengeToken: step.challengeToken, code: '000000' }))).toBe('SECOND_FACTOR_INVALID');
    const confirmed = await client.request('POST', '/api/auth/two-factor/confirm', { challengeToken: step.challengeToken, code: nextCode(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json<EnrolSignInResponse>();
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.user.email).toBe('author@attest.local');
    client.csrf = body.csrfToken;
    expect((await client.request('GET', '/api/profile/two-factor')).json<TwoFactorStatus>()).toMatchObject({ enrolled: true, requiredForRole: true });

    expect((await passwordStep('author@attest.local')).step.secondStep).toBe('code');
    expect(errorCode(await client.request('POST', '/api/profile/two-factor/disable', { currentPassword: DEMO_PASSWORD }))).toBe('TWO_FACTOR_REQUIRED');
    const policyAudit = rowsOf<{ new_values: unknown }>(await t.database.db.execute(sql`SELECT new_values FROM audit_events WHERE action = 'Two-Factor Policy Changed'`));
    expect(policyAudit.map((row) => row.new_values)).toEqual([{ requiredRoles: ['admin', 'author'] }]);

    // An administrator removes the author's authenticator (a lost phone): enrolment again at the next sign-in.
    const { id } = await userRow('author@attest.local');
    const noReason = await admin.request('POST', `/api/users/${id}/two-factor/reset`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await admin.request('POST', `/api/users/${id}/two-factor/reset`, { reason: 'Lost phone, ticket IT-4711' })).statusCode).toBe(200);
    const reset = rowsOf<{ actor_name: string; reason: string }>(
      await t.database.db.execute(sql`SELECT actor_name, reason FROM audit_events WHERE action = 'Two-Factor Reset' AND entity_id = ${id} ORDER BY seq DESC LIMIT 1`),
    );
    expect(reset).toEqual([{ actor_name: 'Sarah Mitchell', reason: 'Lost phone, ticket IT-4711' }]);
    const again = await admin.request('POST', `/api/users/${id}/two-factor/reset`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('TWO_FACTOR_NOTHING_TO_RESET');
    expect((await passwordStep('author@attest.local')).step.secondStep).toBe('enrol');
    // Taking roles off the list waits for a second administrator (four-eyes rule): the test puts it back directly.
    await restoreSetting(t.app, twoFactorPolicySetting({ secureCookies: false }), { requiredRoles: [] });
    expect((await new TestClient(t.app).request('POST', '/api/auth/login', { email: 'author@attest.local', password: DEMO_PASSWORD })).json<SessionResponse>().csrfToken).toBeTruthy();
  });

  it('signing requires the code once the signature configuration asks for a second factor [REQ:P11-200] [REQ:FR-AUTH-6]', async () => {
    const turnOn = await admin.request('PUT', '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, requireSecondFactor: true, reason: 'CC-2026-023' });
    expect(turnOn.statusCode).toBe(200);
    const requirements = (await admin.request('GET', '/api/signatures/requirements')).json<SigningRequirements>();
    expect(requirements).toMatchObject({ requiresSecondFactor: true, secondFactorEnrolled: true });

    const noCode = await admin.request('POST', '/api/signatures/authenticate', { email: 'admin@attest.local', password: DEMO_PASSWORD });
    expect(errorCode(noCode)).toBe('SIGNING_AUTH_FAILED');
    const wrongCode = await admin.request('POST', '/api/signatures/authenticate', { email: 'admin@attest.local', password: DEMO_PASSWORD, code: '000000' });
    expect(errorCode(wrongCode)).toBe('SIGNING_AUTH_FAILED');
    const ok = await admin.request('POST', '/api/signatures/authenticate', { email: 'admin@attest.local', password: DEMO_PASSWORD, code: nextCode(adminSecret) });
    expect(ok.statusCode).toBe(200);
    const [token] = rowsOf<{ method: string }>(await t.database.db.execute(sql`SELECT method FROM signing_tokens ORDER BY authenticated_at DESC LIMIT 1`));
    expect(token!.method).toBe('email+password+totp');

    // A signer without an authenticator cannot sign at all while it is on.
    const approver = new TestClient(t.app);
    await approver.signIn('approver@attest.local');
    expect((await approver.request('GET', '/api/signatures/requirements')).json<SigningRequirements>().secondFactorEnrolled).toBe(false);
    expect(errorCode(await approver.request('POST', '/api/signatures/authenticate', { email: 'approver@attest.local', password: DEMO_PASSWORD }))).toBe('TWO_FACTOR_NOT_ENROLLED');
    await restoreSetting(t.app, SIGNATURE_CONFIG_SETTING, SIGNATURE_CONFIG_DEFAULTS);
  });

  it('turns off with the password when the role does not require it', async () => {
    expect(errorCode(await admin.request('POST', '/api/profile/two-factor/disable', { currentPassword: 'not-the-password' }))).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await admin.request('POST', '/api/profile/two-factor/disable', { currentPassword: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await admin.request('GET', '/api/profile/two-factor')).json<TwoFactorStatus>().enrolled).toBe(false);
    expect(await auditCount('Two-Factor Disabled', 'admin@attest.local')).toBe(1);
    expect((await new TestClient(t.app).request('POST', '/api/auth/login', { email: 'admin@attest.local', password: DEMO_PASSWORD })).json<SessionResponse>().csrfToken).toBeTruthy();
  });
});
