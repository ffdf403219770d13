import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { SessionResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { signInAtProvider, startTestOidcProvider, type TestAccountClaims, type TestOidcProvider } from '../../../test/oidc/test-oidc-provider.ts';

const REDIRECT_URI = 'http://localhost:8080/api/auth/sso/callback';
const accounts: Record<string, TestAccountClaims> = {
  'ada-lovelace': { email: 'ada@sso.example', email_verified: true, name: 'Ada Lovelace', groups: ['staff', 'qa-approvers'] },
  'no-group': { email: 'grace@sso.example', email_verified: true, name: 'Grace Hopper', groups: ['staff'] },
  unverified: { email: 'mallory@sso.example', email_verified: false, name: 'Mallory' },
};

let provider: TestOidcProvider;
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  provider = await startTestOidcProvider({ redirectUris: [REDIRECT_URI], accounts });
  const oidc = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_ALLOW_HTTP: 'true', OIDC_PROVIDER_NAME: 'Test IdP' };
  t = await startTestApp({ ...oidc, OIDC_ROLE_MAP: 'qa-approvers=approver,qa-authors=author', OIDC_ALLOWED_DOMAINS: 'attest.local, sso.example', OIDC_JIT_PROVISIONING: 'true' });
  // Just-in-time provisioning off, and passwords off except for the break-glass administrator.
  strict = await startTestApp({ ...oidc, LOCAL_PASSWORDS: 'false', BREAK_GLASS_ADMIN_EMAIL: 'admin@attest.local' });
});
afterAll(async () => {
  await t.close();
  await strict.close();
  await provider.close();
});

const auditOf = async (app: TestApp, action: string) =>
  rowsOf<{ actor_name: string; entity_id: string | null; old_values: Record<string, unknown> | null; new_values: Record<string, unknown> | null; reason: string | null }>(
    await app.database.db.execute(sql`SELECT actor_name, entity_id, old_values, new_values, reason FROM audit_events WHERE action = ${action} ORDER BY seq`),
  );

/** Start at the app, sign in at the provider as this login, and bring the browser back to the callback. */
async function ssoSignIn(app: TestApp, login: string): Promise<{ back: URL; state: string; response: LightMyRequestResponse }> {
  const start = await app.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
  expect(start.statusCode).toBe(302);
  const state = start.cookies.find((c) => c.name === 'attest_sso_state')?.value ?? '';
  expect(state).not.toBe('');
  const back = await signInAtProvider(String(start.headers.location), login, REDIRECT_URI);
  const response = await app.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: `attest_sso_state=${state}`, 'sec-fetch-site': 'cross-site' } });
  return { back, state, response };
}

async function sessionOf(app: TestApp, response: LightMyRequestResponse): Promise<SessionResponse> {
  const cookie = response.cookies.find((c) => c.name === 'attest_session');
  expect(cookie?.httpOnly).toBe(true);
  const session = await app.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `attest_session=${cookie?.value}` } });
  expect(session.statusCode).toBe(200);
  return session.json<SessionResponse>();
}

const refusal = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(302);
  expect(response.cookies.find((c) => c.name === 'attest_session' && c.value !== '')).toBeUndefined();
  return new URL(String(response.headers.location), 'http://localhost').searchParams.get('sso_error');
};

describe('single sign-on with OpenID Connect', () => {
  it('tells the sign-in page which provider to offer, and that passwords are on', async () => {
    const notice = await t.app.inject({ method: 'GET', url: '/api/system/notice' });
    expect(notice.json()).toMatchObject({ sso: { providerName: 'Test IdP' }, localPasswords: true });
    const without = await strict.app.inject({ method: 'GET', url: '/api/system/notice' });
    expect(without.json()).toMatchObject({ localPasswords: false });
  });

  it('sends the browser to the provider with the authorization code flow, PKCE (S256), a state and a nonce', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    const location = new URL(String(start.headers.location));
    expect(`${location.origin}`).toBe(provider.issuer);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    const state = start.cookies.find((c) => c.name === 'attest_sso_state');
    expect(state?.value).toBe(location.searchParams.get('state'));
    expect(state?.httpOnly).toBe(true);
    expect(state?.sameSite).toBe('Lax');
  });

  it('signs an existing user in from the callback, links the identity by the verified address, and audits both', async () => {
    const { response } = await ssoSignIn(t, 'author@attest.local');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
    const session = await sessionOf(t, response);
    expect(session.user).toMatchObject({ email: 'author@attest.local', role: 'author' });
    const linked = await auditOf(t, 'SSO Identity Linked');
    expect(linked.at(-1)?.new_values).toMatchObject({ issuer: provider.issuer, subject: 'author@attest.local' });
    const signIns = await auditOf(t, 'Sign-in');
    expect(signIns.at(-1)?.new_values).toMatchObject({ method: 'sso', provider: 'Test IdP', email: 'author@attest.local' });
  });

  it('provisions an unknown person just in time with the role their group maps to, and follows a changed group later', async () => {
    const first = await ssoSignIn(t, 'ada-lovelace');
    const session = await sessionOf(t, first.response);
    expect(session.user).toMatchObject({ email: 'ada@sso.example', name: 'Ada Lovelace', role: 'approver' });
    const provisioned = await auditOf(t, 'SSO User Provisioned');
    expect(provisioned.at(-1)?.new_values).toMatchObject({ email: 'ada@sso.example', role: 'approver', subject: 'ada-lovelace' });

    accounts['ada-lovelace'] = { ...accounts['ada-lovelace'], groups: ['qa-authors'] };
    const again = await ssoSignIn(t, 'ada-lovelace');
    expect((await sessionOf(t, again.response)).user).toMatchObject({ email: 'ada@sso.example', role: 'author' });
    const changed = await auditOf(t, 'SSO Role Changed');
    expect(changed.at(-1)).toMatchObject({ old_values: { role: 'approver' }, new_values: { role: 'author' } });
    const users = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE email = 'ada@sso.example'`));
    expect(users[0]?.n).toBe(1);
  });

  it('refuses an e-mail domain that is not allowed, audited', async () => {
    const { response } = await ssoSignIn(t, 'eve@elsewhere.example');
    expect(refusal(response)).toBe('SSO_DOMAIN_NOT_ALLOWED');
    const refused = await auditOf(t, 'SSO Sign-in Refused');
    expect(refused.at(-1)).toMatchObject({ actor_name: 'eve@elsewhere.example', reason: 'E-mail domain not allowed' });
  });

  it('refuses to provision someone no mapping gives a role (no default role), and an unverified address', async () => {
    expect(refusal((await ssoSignIn(t, 'no-group')).response)).toBe('SSO_NO_ROLE');
    expect(refusal((await ssoSignIn(t, 'unverified')).response)).toBe('SSO_FAILED');
    const rows = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE email IN ('grace@sso.example', 'mallory@sso.example')`));
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a callback whose state is not the one this browser started with, and a callback used twice', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    const back = await signInAtProvider(String(start.headers.location), 'reviewer@attest.local', REDIRECT_URI);
    const forged = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: 'attest_sso_state=someone-elses-state' } });
    expect(refusal(forged)).toBe('SSO_FAILED');
    const noCookie = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
    expect(refusal(noCookie)).toBe('SSO_FAILED');
    expect((await auditOf(t, 'SSO Sign-in Refused')).at(-1)?.reason).toBe('The state does not match the one this browser started with');

    const { back: used, state, response } = await ssoSignIn(t, 'reviewer@attest.local');
    expect(response.headers.location).toBe('/login');
    const replay = await t.app.inject({ method: 'GET', url: used.pathname + used.search, headers: { cookie: `attest_sso_state=${state}` } });
    expect(refusal(replay)).toBe('SSO_FAILED');
    expect((await auditOf(t, 'SSO Sign-in Refused')).at(-1)?.reason).toBe('Unknown, used or expired sign-in attempt');
  });

  it('refuses an unknown person when just-in-time provisioning is off, and still signs in a known one', async () => {
    expect(refusal((await ssoSignIn(strict, 'ada-lovelace')).response)).toBe('SSO_NOT_PROVISIONED');
    const known = await ssoSignIn(strict, 'user@attest.local');
    expect((await sessionOf(strict, known.response)).user.email).toBe('user@attest.local');
  });

  it('with passwords off, refuses a password sign-in except for the break-glass administrator', async () => {
    const client = new TestClient(strict.app);
    const refused = await client.request('POST', '/api/auth/login', { email: 'author@attest.local', password: 'Attest-Demo-2026' });
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('LOCAL_SIGN_IN_DISABLED');
    expect(errorCode(await client.request('POST', '/api/auth/check-email', { email: 'author@attest.local' }))).toBe('LOCAL_SIGN_IN_DISABLED');
    // An unknown address gets the same answer at both steps.
    expect(errorCode(await client.request('POST', '/api/auth/check-email', { email: 'ghost@attest.local' }))).toBe('LOCAL_SIGN_IN_DISABLED');
    expect(errorCode(await client.request('POST', '/api/auth/login', { email: 'ghost@attest.local', password: 'Attest-Demo-2026' }))).toBe('LOCAL_SIGN_IN_DISABLED');
    expect((await auditOf(strict, 'Sign-in Failed')).at(-1)?.reason).toBe('Local passwords are off');
    const admin = await client.signIn('admin@attest.local');
    expect(admin.user.email).toBe('admin@attest.local');
  });
});

describe('single sign-on not configured', () => {
  it('answers 404 and the sign-in page offers none', async () => {
    const plain = await startTestApp();
    try {
      const start = await plain.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
      expect(start.statusCode).toBe(404);
      expect(errorCode(start)).toBe('SSO_NOT_CONFIGURED');
      expect((await plain.app.inject({ method: 'GET', url: '/api/system/notice' })).json()).toMatchObject({ sso: null, localPasswords: true });
    } finally {
      await plain.close();
    }
  });
});
