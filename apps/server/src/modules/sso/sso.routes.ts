import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, SIGNING_CONFIRMED_PATH, SSO_ERROR_PARAM, SsoCallbackQuery } from '@attest/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../core/app-error.ts';
import { originOf } from '../../core/request-context.ts';
import { sessionCookieName, sessionCookieOptions } from '../../core/session-cookie.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import type { TwoFactorPolicyReader } from '../two-factor/two-factor-policy.ts';
import { logout } from '../auth/auth.service.ts';
import { authSettingsReader } from '../auth/auth-settings.ts';
import { requireSso, stateCookieOf } from './sso-context.ts';
import { completeSsoSignIn, SSO_ATTEMPT_MINUTES, startSsoSignIn, takeAttempt, type SsoContext } from './sso.service.ts';
import { confirmSigningReauth } from './sso-signing.service.ts';

const Redirect = z.null().describe('A redirect (Location): to the provider, to the app once signed in, or to the sign-in page with sso_error');

/**
 * OpenID Connect sign-in (authorization code with PKCE). Both routes are browser navigations, so they answer with
 * redirects; a refusal lands on the sign-in page with its error code. Registered always; 404 when not configured.
 */
export function ssoRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; sso: SsoContext | undefined; preferences: PreferencesService; clock: Clock; twoFactorPolicy: TwoFactorPolicyReader },
): void {
  const { db, config, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const authSettings = authSettingsReader(deps);
  const { name: stateCookie, options: stateCookieOptions } = stateCookieOf(config);
  const refused = (reply: FastifyReply, code: string) => reply.redirect(`/login?${SSO_ERROR_PARAM}=${encodeURIComponent(code)}`, 302);
  const configured = () => requireSso(deps.sso);

  api.get('/api/auth/sso/start', {
    config: { access: 'public', ...limited },
    schema: { tags: ['auth'], summary: 'Single sign-on: go to the identity provider (authorization code with PKCE)', response: { 302: Redirect, 404: ErrorResponse } },
    handler: async (request, reply) => {
      const ctx = configured();
      reply.header('cache-control', 'no-store');
      let started: { url: URL; state: string };
      try {
        started = await startSsoSignIn(ctx, clock.now());
      } catch (error) {
        request.log.error({ err: error }, 'single sign-on could not start (is the provider reachable?)');
        return refused(reply, 'SSO_FAILED');
      }
      reply.setCookie(stateCookie, started.state, { ...stateCookieOptions, maxAge: SSO_ATTEMPT_MINUTES * 60 });
      return reply.redirect(started.url.toString(), 302);
    },
  });

  api.get('/api/auth/sso/callback', {
    config: { access: 'public', ...limited },
    schema: { tags: ['auth'], summary: 'Single sign-on: the provider sends the browser back here; starts a session', querystring: SsoCallbackQuery, response: { 302: Redirect, 404: ErrorResponse } },
    handler: async (request, reply) => {
      const ctx = configured();
      reply.header('cache-control', 'no-store');
      reply.clearCookie(stateCookie, stateCookieOptions);
      const callbackUrl = new URL(ctx.settings.redirectUri);
      callbackUrl.search = new URL(request.url, callbackUrl).search;
      const origin = originOf(request);
      let attempt: Awaited<ReturnType<typeof takeAttempt>>;
      try {
        attempt = await takeAttempt(ctx, { callbackUrl, cookieState: request.cookies[stateCookie] }, origin, clock.now());
      } catch (error) {
        if (error instanceof AppError) return refused(reply, error.code);
        throw error;
      }
      if (attempt.purpose === 'signing') {
        // A signer's re-authentication (in its own window): the signing dialog picks the result up.
        try {
          await confirmSigningReauth(ctx, { callbackUrl, attempt }, request.auth, origin);
          return reply.redirect(SIGNING_CONFIRMED_PATH, 302);
        } catch (error) {
          if (error instanceof AppError) return reply.redirect(`${SIGNING_CONFIRMED_PATH}?${SSO_ERROR_PARAM}=${encodeURIComponent(error.code)}`, 302);
          throw error;
        }
      }
      try {
        // A new session id at every sign-in: any session the browser held before is ended.
        if (request.auth) await logout(db, request.auth.session, request.auth.user, origin, request.now);
        const { token, session } = await completeSsoSignIn(ctx, { callbackUrl, attempt }, origin, await authSettings(), clock.now());
        reply.setCookie(sessionCookieName(config), token, { ...sessionCookieOptions(config), expires: session.expiresAt });
        // The sign-in page sends a signed-in visitor on to their dashboard.
        return reply.redirect('/login', 302);
      } catch (error) {
        if (error instanceof AppError) return refused(reply, error.code);
        throw error;
      }
    },
  });
}
