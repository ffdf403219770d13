import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CSRF_HEADER, type ProviderSigningStart, type SessionResponse, type SigningRequirements } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { signInAtProvider, startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc/test-oidc-provider.ts';

const REDIRECT_URI = 'http://localhost:8080/api/auth/sso/callback';
let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestOidcProvider({ redirectUris: [REDIRECT_URI] });
  // Passwords off: the SSO signer proves who they are at the provider; the break-glass administrator keeps a password.
  t = await startTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_ALLOW_HTTP: 'true',
    OIDC_PROVIDER_NAME: 'Test IdP',
    LOCAL_PASSWORDS: 'false',
    BREAK_GLASS_ADMIN_EMAIL: 'admin@attest.local',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A browser signed in through the provider: its session cookie and CSRF token. */
async function ssoBrowser(login: string): Promise<{ cookie: string; csrf: string }> {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
  const state = start.cookies.find((c) => c.name === 'attest_sso_state')?.value ?? '';
  const back = await signInAtProvider(String(start.headers.location), login, REDIRECT_URI);
  const callback = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: `attest_sso_state=${state}` } });
  const cookie = `attest_session=${callback.cookies.find((c) => c.name === 'attest_session')?.value}`;
  const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  return { cookie, csrf: session.json<SessionResponse>().csrfToken };
}

/** Signing step 1 at the provider: start, sign in there as `login`, come back to the callback in the same browser. */
async function reauthenticate(browser: { cookie: string; csrf: string }, login: string) {
  const started = await t.app.inject({ method: 'POST', url: '/api/signatures/authenticate/sso', headers: { cookie: browser.cookie, [CSRF_HEADER]: browser.csrf } });
  expect(started.statusCode).toBe(200);
  const { authorizationUrl, attempt } = started.json<ProviderSigningStart>();
  const state = started.cookies.find((c) => c.name === 'attest_sso_state')?.value;
  const pickUp = () => t.app.inject({ method: 'POST', url: '/api/signatures/authenticate/sso/complete', headers: { cookie: browser.cookie, [CSRF_HEADER]: browser.csrf }, payload: { attempt } });
  const pending = await pickUp();
  const back = await signInAtProvider(authorizationUrl, login, REDIRECT_URI);
  const callback = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: `${browser.cookie}; attest_sso_state=${state}` } });
  return { authorizationUrl: new URL(authorizationUrl), pending, callback, pickUp };
}

describe('Part 11 signing by an SSO user: a fresh sign-in at the provider', () => {
  it('tells the signing dialog to confirm at the provider, and the break-glass administrator to use the password', async () => {
    const browser = await ssoBrowser('user@attest.local');
    const requirements = await t.app.inject({ method: 'GET', url: '/api/signatures/requirements', headers: { cookie: browser.cookie } });
    expect(requirements.json<SigningRequirements>().authenticateAtProvider).toBe('Test IdP');
    const admin = new TestClient(t.app);
    await admin.signIn('admin@attest.local');
    expect((await admin.request('GET', '/api/signatures/requirements')).json<SigningRequirements>().authenticateAtProvider).toBeNull();
  });

  it('forces a new sign-in (prompt=login, max_age=0) and gives the signing token once, after the signer came back', async () => {
    const browser = await ssoBrowser('user@attest.local');
    const { authorizationUrl, pending, callback, pickUp } = await reauthenticate(browser, 'user@attest.local');
    expect(authorizationUrl.searchParams.get('prompt')).toBe('login');
    expect(authorizationUrl.searchParams.get('max_age')).toBe('0');
    expect(authorizationUrl.searchParams.get('login_hint')).toBe('user@attest.local');
    expect(pending.json()).toEqual({ confirmed: false });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/signing-confirmed');

    const picked = await pickUp();
    expect(picked.statusCode).toBe(200);
    const result = picked.json<{ confirmed: boolean; signingToken: string }>();
    expect(result.confirmed).toBe(true);
    expect(result.signingToken.length).toBeGreaterThan(20);
    const tokens = rowsOf<{ method: string }>(await t.database.db.execute(sql`SELECT method FROM signing_tokens st JOIN users u ON u.id = st.user_id WHERE u.email = 'user@attest.local'`));
    expect(tokens.map((row) => row.method)).toEqual(['sso-reauth']);

    const again = await pickUp();
    expect(again.statusCode).toBe(403);
    expect(errorCode(again)).toBe('SIGNING_TOKEN_INVALID');
  });

  it('refuses a re-authentication in which someone else signed in at the provider, audited', async () => {
    const browser = await ssoBrowser('coordinator@attest.local');
    const { callback, pickUp } = await reauthenticate(browser, 'reviewer@attest.local');
    expect(callback.headers.location).toBe('/signing-confirmed?sso_error=SIGNING_REAUTH_FAILED');
    const picked = await pickUp();
    expect(picked.statusCode).toBe(403);
    expect(errorCode(picked)).toBe('SIGNING_REAUTH_FAILED');
    const failed = rowsOf<{ reason: string }>(
      await t.database.db.execute(sql`SELECT reason FROM audit_events WHERE action = 'Signature Authentication Failed' AND actor_name = 'Tom Lindqvist' ORDER BY seq`),
    );
    expect(failed.map((row) => row.reason)).toEqual(['The provider signed in another person than the signer']);
  });
});
