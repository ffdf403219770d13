import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CheckEmailRequest,
  CheckEmailResponse,
  ChallengeRequest,
  EnrolSignInResponse,
  CSRF_HEADER,
  ErrorResponse,
  LoginRequest,
  LoginResponse,
  OkResponse,
  SecondFactorRequest,
  TwoFactorSetupResponse,
  SessionResponse,
  SetupPasswordRequest,
  SetupPasswordResponse,
} from '@attest/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { originOf, requireAuth } from '../../core/request-context.ts';
import { sessionCookieName, sessionCookieOptions } from '../../core/session-cookie.ts';
import { toCurrentUser, type UserRow } from '../users/users.repo.ts';
import { idleExpiry, type SessionRow } from '../users/sessions.repo.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import type { Clock } from '../../platform/clock.ts';
import type { TwoFactorPolicyReader } from '../two-factor/two-factor-policy.ts';
import { checkEmail, login, logout, refreshSession, setupPassword } from './auth.service.ts';
import { authSettingsReader, passwordPolicyOf } from './auth-settings.ts';
import { completeSecondFactor, enrolmentConfirm, enrolmentSetup } from './second-step.service.ts';
import { passwordRulesOf } from '../users/new-password.ts';

export function authRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; preferences: PreferencesService; clock: Clock; twoFactorPolicy: TwoFactorPolicyReader },
): void {
  const { db, config, preferences, clock, twoFactorPolicy } = deps;
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

  const authSettings = authSettingsReader({ config, preferences, twoFactorPolicy });

  api.post('/api/auth/check-email', {
    config: { access: 'public', ...limited },
    schema: { tags: ['auth'], summary: 'Sign-in step 1: the account step (the same answer for every address)', body: CheckEmailRequest, response: { 200: CheckEmailResponse } },
    handler: async (request) => checkEmail(request.body.email, passwordPolicyOf(config)),
  });

  api.post('/api/auth/setup-password', {
    config: { access: 'public', ...limited },
    schema: { tags: ['auth'], summary: 'Set a password with a one-time setup code', body: SetupPasswordRequest, response: { 200: SetupPasswordResponse } },
    handler: async (request) => {
      await setupPassword(db, request.body, originOf(request), passwordRulesOf(config, await preferences.get('passwordMinLength')), passwordPolicyOf(config), clock.now());
      return { success: true as const, message: 'Your password has been set successfully. You can now log in.' };
    },
  });

  api.post('/api/auth/login', {
    config: { access: 'public', ...limited },
    schema: {
      tags: ['auth'],
      summary: 'Sign-in step 2: password; starts a session, or the second step when the user has (or their role requires) a second factor',
      body: LoginRequest,
      response: { 200: LoginResponse, 423: ErrorResponse.describe('Locked after too many failed sign-ins (ACCOUNT_LOCKED)') },
    },
    handler: async (request, reply): Promise<LoginResponse> => {
      // A new session id at every sign-in: any session the browser held before is ended.
      if (request.auth) await logout(db, request.auth.session, request.auth.user, originOf(request), request.now);
      const outcome = await login(db, request.body, originOf(request), await authSettings(), clock.now());
      if (outcome.kind === 'second-step') {
        reply.header('cache-control', 'no-store');
        return { secondStep: outcome.challenge.kind, challengeToken: outcome.token, expiresAt: outcome.challenge.expiresAt.toISOString(), name: outcome.user.name };
      }
      setCookie(reply, outcome.token, outcome.session.expiresAt);
      return present(outcome.session, outcome.user, `Welcome back, ${outcome.user.name}!`);
    },
  });

  api.post('/api/auth/login/second-factor', {
    config: { access: 'public', ...limited },
    schema: { tags: ['auth'], summary: 'Sign-in step 3: the authenticator code or a recovery code; starts a session', body: SecondFactorRequest, response: { 200: SessionResponse } },
    handler: async (request, reply) => {
      const { user, token, session } = await completeSecondFactor(db, request.body, originOf(request), await authSettings(), clock.now());
      setCookie(reply, token, session.expiresAt);
      return present(session, user, `Welcome back, ${user.name}!`);
    },
  });

  api.post('/api/auth/two-factor/setup', {
    config: { access: 'public', ...limited },
    schema: { tags: ['auth'], summary: 'Sign-in enrolment step 1 (a role requires a second factor): a new authenticator secret and its QR code', body: ChallengeRequest, response: { 200: TwoFactorSetupResponse } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return enrolmentSetup(db, request.body.challengeToken, originOf(request), clock.now());
    },
  });

  api.post('/api/auth/two-factor/confirm', {
    config: { access: 'public', ...limited },
    schema: { tags: ['auth'], summary: 'Sign-in enrolment step 2: confirm a code; starts a session and gives the recovery codes once', body: SecondFactorRequest, response: { 200: EnrolSignInResponse } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, token, session, recoveryCodes } = await enrolmentConfirm(db, request.body, originOf(request), await authSettings(), clock.now());
      setCookie(reply, token, session.expiresAt);
      return { ...(await present(session, user, `Welcome back, ${user.name}!`)), recoveryCodes };
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
      const refreshed = await refreshSession(db, session, user, originOf(request), request.now);
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
          await logout(db, request.auth.session, request.auth.user, originOf(request), request.now);
        }
      }
      reply.clearCookie(cookieName, sessionCookieOptions(config));
      return { ok: true as const };
    },
  });
}
