import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** The claims the test provider gives a login; a login not listed gets its own name as subject and address. */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export const TEST_OIDC_CLIENT = { clientId: 'attest-test', clientSecret: 'attest-test-secret-0123456789abcdef' };

/**
 * A real OpenID provider (the oidc-provider package) for the tests: authorization code with PKCE, its development
 * login page (any login and password are accepted; the login names the account), consent given without asking.
 */
export async function startTestOidcProvider(options: {
  redirectUris: string[];
  accounts?: Record<string, TestAccountClaims>;
  port?: number;
  host?: string;
}): Promise<TestOidcProvider> {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const accounts = options.accounts ?? {};

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.clientId,
        client_secret: TEST_OIDC_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    // The scopes' claims in the ID token itself, as most enterprise providers put them.
    conformIdTokenClaims: false,
    cookies: { keys: ['attest-test-oidc-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, login) => {
      const claims = accounts[login] ?? { email: login, email_verified: true, name: login };
      return { accountId: login, claims: () => ({ sub: login, ...claims }) };
    },
    // A first-party client: consent is given without a screen.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  handler = (req, res) => void callback(req, res);
  return {
    issuer,
    ...TEST_OIDC_CLIENT,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * What a browser does at the provider, done with fetch: follows the redirects, fills the login page with this login,
 * and stops at the redirect back to the relying party, whose URL it returns.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let next: { url: URL; init?: RequestInit } = { url: new URL(authorizationUrl) };
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(next.url, { ...next.init, redirect: 'manual', headers: { ...(next.init?.headers ?? {}), cookie: cookieHeader() } });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.toString().startsWith(redirectUri)) return target;
      next = { url: target };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || !html.includes('name="login"')) throw new Error(`the provider answered ${response.status} without a login form: ${html.slice(0, 300)}`);
    next = {
      url: new URL(action.replace(/&amp;/g, '&'), next.url),
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString() },
    };
  }
  throw new Error('too many redirects at the provider');
}
