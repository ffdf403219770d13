import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestClient, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://attest.example.com' });
});
afterAll(async () => {
  await t.close();
});

describe('route access', () => {
  it('refuses to register an API route that declares no access [REQ:FR-ROLE-2]', () => {
    expect(() => t.app.get('/api/undeclared', () => 'open')).toThrow();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await new TestClient(t.app).request('GET', '/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
  });

  it('over https names the cookie __Host- and marks it Secure', async () => {
    const client = new TestClient(t.app);
    const response = await client.request('POST', '/api/auth/login', { email: 'user@attest.local', password: 'Attest-Demo-2026' });
    const cookie = response.cookies.find((c) => c.name === '__Host-attest_session');
    expect(cookie?.secure).toBe(true);
    expect(cookie?.path).toBe('/');
    expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(200);

    // Sign-out clears it with the same attributes, or a browser keeps a __Host- cookie.
    const out = await client.request('POST', '/api/auth/logout');
    const cleared = out.cookies.find((c) => c.name === '__Host-attest_session');
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/', httpOnly: true });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe('system endpoints', () => {
  it('reports health with the database kind and version', async () => {
    const response = await new TestClient(t.app).request('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown,
      dependencies: { database: 'up' },
    });
  });

  it('gives a signed-in user the real counts of the landing page', async () => {
    const client = new TestClient(t.app);
    await client.signIn('user@attest.local');
    const body = (await client.request('GET', '/api/public/stats')).json<{ activeUsers: number; auditEvents: number }>();
    expect(body.activeUsers).toBe(6);
    expect(body.auditEvents).toBeGreaterThan(0);
  });

  // How many people use the system and how busy it is are not a visitor's to learn by default.
  it('tells a visitor no figures unless an administrator made them public (PUBLIC_STATS)', async () => {
    const response = await new TestClient(t.app).request('GET', '/api/public/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shown: false });
    const open = await startTestApp({ PUBLIC_STATS: 'true' });
    try {
      expect((await new TestClient(open.app).request('GET', '/api/public/stats')).json()).toMatchObject({ shown: true, activeUsers: 6 });
    } finally {
      await open.close();
    }
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await new TestClient(t.app).request('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const spec = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/check-email', '/api/health', '/api/audit/verify']));
  });

  it('accepts unknown-route reports from the web app', async () => {
    const response = await new TestClient(t.app).request('POST', '/api/client-log', { event: 'route-not-found', path: '/nowhere' });
    expect(response.statusCode).toBe(204);
  });
});
