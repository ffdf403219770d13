import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BACKGROUND_HEADER, CSRF_HEADER, hasPermission } from '@attest/domain';
import type { Config } from '../config.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/client.ts';
import { safeEqual } from '../platform/crypto.ts';
import { findLiveSession, touchSession } from '../modules/users/sessions.repo.ts';
import type { PreferencesService } from '../modules/preferences/system-preferences.ts';
import { AppError } from '../core/app-error.ts';
import { sessionCookieName, sessionCookieOptions } from '../core/session-cookie.ts';
import '../core/request-context.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Activity refreshes the idle timer at most once a minute per session, not on every request.
const TOUCH_INTERVAL_MS = 60_000;

/** Whether a request shows the person at work, so it restarts the idle timer (background refreshes do not). */
function isActivity(request: FastifyRequest): boolean {
  return request.routeOptions.config?.activity !== false && request.headers[BACKGROUND_HEADER] !== '1';
}

function checkSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new AppError('CSRF_FAILED');
  }
  if (host !== request.headers.host) throw new AppError('CSRF_FAILED');
}

/**
 * Resolves the session cookie and enforces each route's declared access, deny by default: a route under /api
 * without a declaration cannot even be registered. Cookie-authenticated mutations need the session's CSRF token.
 */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config; preferences: PreferencesService; clock: Clock }) => {
  const cookieName = sessionCookieName(opts.config);
  app.decorateRequest('auth', null);
  // Read on first use and kept, so every record of one request carries the same time.
  const times = new WeakMap<FastifyRequest, Date>();
  app.decorateRequest('now', {
    getter(this: FastifyRequest) {
      let at = times.get(this);
      if (!at) times.set(this, (at = opts.clock.now()));
      return at;
    },
  });

  app.addHook('onRoute', (route) => {
    // The generated API documentation is public reading; everything else under /api must say what it needs.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // The web app's files and shell are the same for everyone: no session lookup, no database query.
    if (!request.url.startsWith('/api') || request.routeOptions.config?.anonymous) return;
    const access = request.routeOptions.config?.access;
    if (MUTATING.has(request.method)) checkSameOrigin(request);
    const token = request.cookies[cookieName];
    if (token) {
      const found = await findLiveSession(opts.db, token, await opts.preferences.get('sessionIdleMinutes'), request.now);
      if (found && found.user.status === 'active') {
        request.auth = { session: found.session, user: found.user };
      } else {
        reply.clearCookie(cookieName, sessionCookieOptions(opts.config));
      }
    }
    if (!access || access === 'public') return;
    const auth = request.auth;
    if (!auth) throw new AppError(token ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
    if (MUTATING.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !safeEqual(sent, auth.session.csrfToken)) throw new AppError('CSRF_FAILED');
    }
    if (access !== 'authenticated' && !hasPermission(auth.user.role, access)) throw new AppError('FORBIDDEN');
    const now = request.now;
    if (isActivity(request) && now.getTime() - auth.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(opts.db, auth.session.id, now);
      auth.session = { ...auth.session, lastSeenAt: now };
    }
  });
});
