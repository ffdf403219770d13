import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type SetupCodeIssued } from '@attest/domain';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { STRONG_TEST_PASSWORD } from '../../../test/users-helpers.ts';
import { DEMO_PASSWORD } from '../users/demo-password.ts';
import type { ApiResponse } from '../../../test/api-client.ts';

/** The outside test's weak passwords (FR-AUTH-5): repeated characters, the product's name, name + year. */
const WEAK = ['aaaaaaaa', 'attestattest', 'Attest2026'];

const errorOf = (response: ApiResponse) => response.json<{ error: { code: string; fields: Record<string, string> } }>().error;

/** An administrator creates the account; the one-time code is returned for the password setup. */
async function newAccount(t: TestApp, email: string, name: string): Promise<string> {
  const admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
  const created = await admin.request('POST', '/api/users', { name, email, role: 'author' });
  expect(created.statusCode).toBe(200);
  return created.json<SetupCodeIssued>().setupCode;
}

const setup = (t: TestApp, email: string, code: string, password: string) =>
  new TestClient(t.app).request('POST', '/api/auth/setup-password', { email, code, password });

describe('weak passwords outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses repeated characters, the product name, a name and year, and the demo password at first setup, saying why [REQ:FR-AUTH-5]', async () => {
    const code = await newAccount(t, 'jordan.ellsworth@attest.local', 'Jordan Ellsworth');
    for (const password of [...WEAK, DEMO_PASSWORD, 'JordanEllsworth', 'jordan.ellsworth@attest']) {
      const refused = await setup(t, 'jordan.ellsworth@attest.local', code, password);
      expect(refused.statusCode, password).toBe(400);
      const error = errorOf(refused);
      expect(error.code, password).toBe('PASSWORD_TOO_WEAK');
      expect(Object.values(FIELD_MESSAGES), password).toContain(error.fields.password);
    }
    expect(errorOf(await setup(t, 'jordan.ellsworth@attest.local', code, 'aaaaaaaa')).fields.password).toBe(FIELD_MESSAGES.passwordWeak);
    expect(errorOf(await setup(t, 'jordan.ellsworth@attest.local', code, 'JordanEllsworth')).fields.password).toBe(FIELD_MESSAGES.passwordWeakPersonal);
    expect(errorOf(await setup(t, 'jordan.ellsworth@attest.local', code, DEMO_PASSWORD)).fields.password).toBe(FIELD_MESSAGES.passwordIsDemo);
    // The code was not used up by the refusals: a strong password is accepted with it.
    expect((await setup(t, 'jordan.ellsworth@attest.local', code, STRONG_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('tells a visitor without the setup code nothing about whose name an address carries', async () => {
    // An address that does not spell the name; a password built from a guessed name, with a wrong code: the same
    // answer as for any wrong code (a password built from the typed address is refused alike for every address).
    const code = await newAccount(t, 'mq.4471@attest.local', 'Morgan Quill');
    const guessed = await setup(t, 'mq.4471@attest.local', '000000', 'MorganQuill#1');
    const unrelated = await setup(t, 'mq.4471@attest.local', '000000', 'BrickworkHarbourLantern77');
    expect(errorOf(guessed).code).toBe('INVALID_SETUP_CODE');
    expect(errorOf(guessed)).toEqual(errorOf(unrelated));
    // With the code, the name counts; the refusal leaves the code usable.
    expect(errorOf(await setup(t, 'mq.4471@attest.local', code, 'MorganQuill#1')).fields.password).toBe(FIELD_MESSAGES.passwordWeakPersonal);
    expect((await setup(t, 'mq.4471@attest.local', code, STRONG_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the same passwords when a user changes their own', async () => {
    const client = new TestClient(t.app);
    await client.signIn('coordinator@attest.local');
    for (const newPassword of [...WEAK, DEMO_PASSWORD, 'TomLindqvist1', 'coordinator@attest']) {
      const refused = await client.request('POST', '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword });
      expect(refused.statusCode, newPassword).toBe(400);
      expect(errorOf(refused).code, newPassword).toBe('PASSWORD_TOO_WEAK');
      expect(errorOf(refused).fields.newPassword, newPassword).toBeTruthy();
    }
    const accepted = await client.request('POST', '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword: STRONG_TEST_PASSWORD, confirmPassword: STRONG_TEST_PASSWORD });
    expect(accepted.statusCode).toBe(200);
  });

  it('answers a very long password quickly: the estimate looks at its start only', async () => {
    const code = await newAccount(t, 'long.input@attest.local', 'Long Input');
    const started = performance.now();
    const refused = await setup(t, 'long.input@attest.local', code, 'a'.repeat(256));
    expect(errorOf(refused).code).toBe('PASSWORD_TOO_WEAK');
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('the demo password in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED: 'demo-users' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is accepted, while the other weak passwords are still refused', async () => {
    const code = await newAccount(t, 'demo.person@attest.local', 'Demo Person');
    for (const password of WEAK) expect(errorOf(await setup(t, 'demo.person@attest.local', code, password)).code, password).toBe('PASSWORD_TOO_WEAK');
    expect((await setup(t, 'demo.person@attest.local', code, DEMO_PASSWORD)).statusCode).toBe(200);
    await new TestClient(t.app).signIn('demo.person@attest.local', DEMO_PASSWORD);
  });
});
