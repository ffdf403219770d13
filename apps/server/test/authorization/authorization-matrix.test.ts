import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, expectedAccess, ROLES, rolesAllowed, type NarrowedAccess, type Role, type RouteAccess } from '@attest/domain';
import { DEMO_USERS } from '../../src/seed/demo-users.ts';
import { startTestApp, TestClient, type TestApp } from '../harness.ts';
import type { InjectMethod } from '../../src/http/inject-client.ts';

/**
 * The authorization matrix, generated from the routes the real app registers: every route × each of the six roles
 * × signed out, compared with AUTHORIZATION_MATRIX in packages/domain. Denied means the access gate answered (401,
 * or 403 FORBIDDEN); anything else (200, 400 on the empty body, 404 on the random id…) means the caller got in.
 */

type Caller = Role | 'signed-out';
const CALLERS: readonly Caller[] = ['signed-out', ...ROLES];
// Routes that end or replace the caller's session: each caller uses a session of its own for them.
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'POST /api/auth/refresh']);
// The live event stream never ends by itself: read its status and headers, then drop it.
const STREAMS = new Set(['GET /api/events']);
const BATCH = 40;

interface RegisteredRoute {
  key: string;
  method: InjectMethod | 'HEAD';
  url: string;
  route: RouteOptions;
}

/** "METHOD /path" for each method of each route; Fastify's automatic HEAD beside a GET is the same handler. */
function routeKeys(all: RouteOptions[], scim = false): RegisteredRoute[] {
  // SCIM routes authenticate by a SCIM token, never a session: their own test below.
  const routes = all.filter((route) => route.url.startsWith('/scim/') === scim);
  const gets = new Set(routes.filter((r) => [r.method].flat().includes('GET')).map((r) => r.url));
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .map(String)
      .filter((method) => method !== 'HEAD' || !gets.has(route.url))
      .map((method) => ({ key: `${method} ${route.url}`, method: method as RegisteredRoute['method'], url: route.url, route })),
  );
}

/** A syntactically valid path: every parameter a fresh uuid, a wildcard a plain file name. */
const concretePath = (url: string): string => url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID()).replace(/\*$/, 'index.html');

let t: TestApp;
const registered: RouteOptions[] = [];
const clients = new Map<Caller, TestClient>();

const signedIn = async (caller: Caller): Promise<TestClient> => {
  const client = new TestClient(t.app);
  const user = DEMO_USERS.find((u) => u.role === caller);
  if (user) await client.signIn(user.email);
  return client;
};

beforeAll(async () => {
  t = await startTestApp({}, { onRoute: (route) => registered.push(route) });
  for (const caller of CALLERS) clients.set(caller, await signedIn(caller));
});
afterAll(async () => {
  await t.close();
});

async function call(route: RegisteredRoute, caller: Caller): Promise<{ status: number; code?: string }> {
  const client = SESSION_ENDING.has(route.key) ? await signedIn(caller) : clients.get(caller)!;
  const url = concretePath(route.url);
  if (STREAMS.has(route.key)) {
    const response = await t.app.inject({ method: 'GET', url, headers: client.cookie ? { cookie: client.cookie } : {}, payloadAsStream: true });
    response.stream().destroy();
    return { status: response.statusCode };
  }
  const response = route.method === 'HEAD' ? await t.app.inject({ method: 'HEAD', url, headers: client.cookie ? { cookie: client.cookie } : {} }) : await client.request(route.method, url);
  let code: string | undefined;
  try {
    code = response.json<{ error?: { code?: string } }>().error?.code;
  } catch {
    code = undefined;
  }
  return { status: response.statusCode, code };
}

const table: Record<string, RouteAccess | NarrowedAccess> = AUTHORIZATION_MATRIX;

const denied = (result: { status: number; code?: string }): boolean => result.status === 401 || (result.status === 403 && result.code === 'FORBIDDEN');

describe('the authorization matrix', () => {
  it('has an entry for every registered route, with the access the route declares [REQ:FR-ROLE-2]', () => {
    const routes = routeKeys(registered);
    expect(routes.length).toBeGreaterThan(100);
    const problems = routes.flatMap(({ key, route }) => {
      const entry = table[key];
      if (!entry) return [`${key}: no entry in AUTHORIZATION_MATRIX (packages/domain/src/authorization-matrix.ts)`];
      const declared = route.config?.access;
      const { declares } = expectedAccess(entry);
      return declared === declares ? [] : [`${key}: declares ${String(declared)}, the table expects ${declares}`];
    });
    const stale = Object.keys(table).filter((key) => !routes.some((route) => route.key === key));
    expect([...problems, ...stale.map((key) => `${key}: in the table but not registered`)]).toEqual([]);
  });

  it('lets exactly the expected callers through every route [REQ:P11-10d] [REQ:P11-10g] [REQ:A11-12] [REQ:FR-ROLE-2]', { timeout: 120_000 }, async () => {
    const cases = routeKeys(registered)
      .filter((route) => table[route.key])
      .flatMap((route) => CALLERS.map((caller) => ({ route, caller })));
    const mismatches: string[] = [];
    for (let start = 0; start < cases.length; start += BATCH) {
      await Promise.all(
        cases.slice(start, start + BATCH).map(async ({ route, caller }) => {
          const allowed = rolesAllowed(expectedAccess(table[route.key]!).allows);
          const expectedIn = caller === 'signed-out' ? allowed.signedOut : allowed.roles.includes(caller);
          const result = await call(route, caller);
          if (denied(result) === expectedIn) {
            mismatches.push(`${route.key} as ${caller}: expected ${expectedIn ? 'allowed' : 'denied'}, got ${result.status}${result.code ? ` ${result.code}` : ''}`);
          }
        }),
      );
    }
    expect(mismatches.sort()).toEqual([]);
  });

  it('refuses every session, of every role, on every SCIM route: only a SCIM token gets in', { timeout: 60_000 }, async () => {
    const scim = routeKeys(registered, true);
    expect(scim.length).toBeGreaterThan(10);
    const admitted: string[] = [];
    for (const route of scim) {
      for (const caller of CALLERS) {
        const client = clients.get(caller)!;
        const response = await t.app.inject({ method: route.method, url: concretePath(route.url), headers: client.cookie ? { cookie: client.cookie } : {} });
        if (response.statusCode !== 401 || !response.json<{ schemas?: string[] }>().schemas?.includes('urn:ietf:params:scim:api:messages:2.0:Error')) {
          admitted.push(`${route.key} as ${caller}: ${response.statusCode}`);
        }
      }
    }
    expect(admitted).toEqual([]);
  });
});
