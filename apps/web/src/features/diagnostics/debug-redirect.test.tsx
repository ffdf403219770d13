import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, useLocation, useParams } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role, SessionResponse } from '@attest/domain';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi } from '@/test/render';
import { DebugRedirect, TestPageRedirect } from './debug-redirect';

const sessionAs = (role: Role): SessionResponse => ({
  user: { id: 'u1', name: 'Someone', email: 'someone@example.com', role, status: 'active', department: 'Quality Assurance', avatarUrl: null, employeeId: null, designation: null },
  csrfToken: 'csrf',
  expiresAt: '2030-01-01T00:00:00.000Z',
  idleExpiresAt: '2030-01-01T00:00:00.000Z',
  message: 'Welcome back',
});

function DiagnosticsStandIn() {
  const { role } = useParams({ strict: false });
  const { hash } = useLocation();
  return <p data-testid="diagnostics">{`diagnostics for ${role ?? ''} at #${hash}`}</p>;
}

/** The app's /test, /debug and diagnostics paths, with the diagnostics page stood in for. */
async function open(path: string, session: SessionResponse | null) {
  const api = fakeApi({
    '/api/client-log': () => ({ status: 204 }),
    '/api/auth/session': () => (session ? { status: 200, json: session } : { status: 401, json: { error: { code: 'UNAUTHENTICATED', message: 'Sign in.' } } }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const rootRoute = createRootRoute();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({
    history,
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/test', component: TestPageRedirect }),
      createRoute({ getParentRoute: () => rootRoute, path: '/debug', component: DebugRedirect }),
      createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/$role/debug', component: DiagnosticsStandIn }),
    ]),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.load();
  return history;
}

afterEach(() => vi.unstubAllGlobals());

describe('/test (spec 02 §2 test suite: the Integration checks)', () => {
  it('takes an administrator to the Integration checks on the Diagnostics page', async () => {
    const history = await open('/test', sessionAs('admin'));
    expect((await screen.findByTestId('diagnostics')).textContent).toBe('diagnostics for admin at #integration-checks');
    expect(history.location.pathname).toBe('/dashboard/admin/debug');
  });

  it('shows anyone else the not-found page', async () => {
    for (const role of ['author', 'reviewer', 'approver', 'user'] as const) {
      const history = await open('/test', sessionAs(role));
      expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
      expect(screen.queryByTestId('diagnostics')).toBeNull();
      expect(history.location.pathname).toBe('/test');
      document.body.innerHTML = '';
    }
  });

  it('shows the not-found page when nobody is signed in', async () => {
    await open('/test', null);
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
  });

  it('leaves /debug going to Diagnostics without an anchor', async () => {
    await open('/debug', sessionAs('admin'));
    expect((await screen.findByTestId('diagnostics')).textContent).toBe('diagnostics for admin at #');
  });
});
