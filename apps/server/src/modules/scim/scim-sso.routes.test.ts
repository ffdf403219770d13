import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SessionResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { signInAtProvider, startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc/test-oidc-provider.ts';
import { issueScimToken, ScimClient, type ScimUser } from '../../../test/scim-client.ts';

const REDIRECT_URI = 'http://localhost:8080/api/auth/sso/callback';

let provider: TestOidcProvider;
let t: TestApp;
let scim: ScimClient;
beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUris: [REDIRECT_URI],
    accounts: {
      'ada-lovelace': { email: 'ada@sso.example', email_verified: true, name: 'Ada Lovelace', groups: ['staff'] },
      'alan-turing': { email: 'alan@sso.example', email_verified: true, name: 'Alan Turing', groups: ['staff'] },
    },
  });
  t = await startTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_ALLOW_HTTP: 'true',
    OIDC_PROVIDER_NAME: 'Test IdP',
    OIDC_ALLOWED_DOMAINS: 'sso.example',
    OIDC_JIT_PROVISIONING: 'true',
    OIDC_DEFAULT_ROLE: 'user',
  });
  const admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
  scim = new ScimClient(t.app, (await issueScimToken(admin, 'Test IdP')).token);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The browser's round trip: start at Attest, sign in at the provider, come back to the callback. */
async function ssoSignIn(login: string) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
  const state = start.cookies.find((c) => c.name === 'attest_sso_state')?.value ?? '';
  const back = await signInAtProvider(String(start.headers.location), login, REDIRECT_URI);
  return t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: `attest_sso_state=${state}`, 'sec-fetch-site': 'cross-site' } });
}

async function sessionUserOf(response: Awaited<ReturnType<typeof ssoSignIn>>): Promise<SessionResponse['user'] | undefined> {
  const cookie = response.cookies.find((c) => c.name === 'attest_session' && c.value !== '');
  if (!cookie) return undefined;
  const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `attest_session=${cookie.value}` } });
  return session.json<SessionResponse>().user;
}

const usersWithEmail = async (email: string) => rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`));

describe('SCIM and single sign-on together', () => {
  it('a user provisioned by SCIM who signs in by SSO with the same address is linked to that account, not made again', async () => {
    const made = await scim.ok<ScimUser>('POST', '/Users', { userName: 'ada@sso.example', name: { givenName: 'Ada', familyName: 'Lovelace' }, active: true }, 201);
    const signedIn = await sessionUserOf(await ssoSignIn('ada-lovelace'));
    expect(signedIn?.id).toBe(made.id);
    expect(await usersWithEmail('ada@sso.example')).toEqual([{ id: made.id }]);
    const linked = rowsOf<{ entity_id: string }>(await t.database.db.execute(sql`SELECT entity_id FROM audit_events WHERE action = 'SSO Identity Linked'`));
    expect(linked.map((e) => e.entity_id)).toEqual([made.id]);
  });

  it('a user SCIM deactivated cannot sign in by SSO, and is not provisioned again', async () => {
    const made = await scim.ok<ScimUser>('POST', '/Users', { userName: 'alan@sso.example', name: { formatted: 'Alan Turing' } }, 201);
    expect((await scim.call('DELETE', `/Users/${made.id}`)).statusCode).toBe(204);
    const response = await ssoSignIn('alan-turing');
    expect(await sessionUserOf(response)).toBeUndefined();
    expect(new URL(String(response.headers.location), 'http://localhost').searchParams.get('sso_error')).toBe('ACCOUNT_INACTIVE');
    expect(await usersWithEmail('alan@sso.example')).toEqual([{ id: made.id }]);
  });
});
