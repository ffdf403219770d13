import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CheckEmailRequest,
  CheckEmailResponse,
  CSRF_HEADER,
  ErrorResponse,
  LoginRequest,
  OkResponse,
  SessionResponse,
  SetupPasswordRequest,
  SetupPasswordResponse,
} from '@attest/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { originOf, requireAuth, sessionCookieName, sessionCookieOptions } from '../../http/access.ts';
import { toCurrentUser, type UserRow } from '../users/users.repo.ts';
import { idleExpiry, type SessionRow } from './sessions.repo.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import { checkEmail, login, logout, refreshSession, setupPassword } from './auth.service.ts';

export function authRoutes(app: FastifyInstance, deps: { db: Db; config: Config; preferences: PreferencesService }): void {
  const { db, config, preferences } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cookieName = sessionCookieName(config);
  const limited = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  const present = async (session: SessionRow, user: UserRow, message?: string): Promise<SessionResponse> => ({
    user: toCurrentUser(user),
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: idleExpiry(session, await preferences.get('sessionIdleMinutes')).toISOString(),
    ...(message ? { message } : {}),
  });

  const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(cookieName, token, { ...sessionCookieOptions(config), expires: expiresAt });

  api.post('/api/auth/check-email', {
    config: { access: 'public', ...limited },
    schema: { tags: ['auth'], summary: 'Sign-in step 1: look up an e-mail', body: CheckEmailRequest, response: { 200: CheckEmailResponse } },
    handler: async (request) => checkEmail(db, request.body.email),
  });

  api.post('/api/auth/setup-password', {
    config: { access: 'public', ...limited },
    schema: { tags: ['auth'], summary: 'Set a password with a one-time setup code', body: SetupPasswordRequest, response: { 200: SetupPasswordResponse } },
    handler: async (request) => {
      await setupPassword(db, request.body, originOf(request), await preferences.get('passwordMinLength'));
      return { success: true as const, message: 'Your password has been set successfully. You can now log in.' };
    },
  });

  api.post('/api/auth/login', {
    config: { access: 'public', ...limited },
    schema: {
      tags: ['auth'],
      summary: 'Sign-in step 2: password; starts a session',
      body: LoginRequest,
      response: { 200: SessionResponse, 423: ErrorResponse.describe('Locked after too many failed sign-ins (ACCOUNT_LOCKED)') },
    },
    handler: async (request, reply) => {
      // A new session id at every sign-in: any session the browser held before is ended.
      if (request.auth) await logout(db, request.auth.session, request.auth.user, originOf(request));
      const { value } = await preferences.inForce();
      const { user, token, session } = await login(db, request.body, originOf(request), value);
      setCookie(reply, token, session.expiresAt);
      return present(session, user, `Welcome back, ${user.name}!`);
    },
  });

  api.get('/api/auth/session', {
    config: { access: 'authenticated' },
    schema: { tags: ['auth'], summary: 'The current session', response: { 200: SessionResponse } },
    handler: async (request) => {
      const { session, user } = requireAuth(request);
      return present(session, user);
    },
  });

  api.post('/api/auth/refresh', {
    config: { access: 'authenticated' },
    schema: { tags: ['auth'], summary: 'Refresh Session: restart the idle timer', response: { 200: SessionResponse } },
    handler: async (request) => {
      const { session, user } = requireAuth(request);
      const refreshed = await refreshSession(db, session, user, originOf(request));
      return present(refreshed, user, 'Session refreshed.');
    },
  });

  api.post('/api/auth/logout', {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Sign out', response: { 200: OkResponse } },
    handler: async (request, reply) => {
      // Signing out is allowed without the CSRF token only when no live session remains to protect.
      if (request.auth) {
        const sent = request.headers[CSRF_HEADER];
        if (sent === request.auth.session.csrfToken) {
          await logout(db, request.auth.session, request.auth.user, originOf(request));
        }
      }
      reply.clearCookie(cookieName, sessionCookieOptions(config));
      return { ok: true as const };
    },
  });
}
