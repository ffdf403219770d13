import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, SSO_ERROR_PARAM, SsoCallbackQuery } from '@attest/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../http/app-error.ts';
import { originOf, sessionCookieName, sessionCookieOptions } from '../../http/access.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import type { TwoFactorPolicyReader } from '../two-factor/two-factor-policy.ts';
import { logout } from '../auth/auth.service.ts';
import { authSettingsReader } from '../auth/auth-settings.ts';
import { OidcClient } from './oidc-client.ts';
import { completeSsoSignIn, SSO_ATTEMPT_MINUTES, startSsoSignIn, type SsoContext } from './sso.service.ts';

const Redirect = z.null().describe('A redirect (Location): to the provider, to the app once signed in, or to the sign-in page with sso_error');

/**
 * OpenID Connect sign-in (authorization code with PKCE). Both routes are browser navigations, so they answer with
 * redirects; a refusal lands on the sign-in page with its error code. Registered always; 404 when not configured.
 */
export function ssoRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; preferences: PreferencesService; clock: Clock; twoFactorPolicy: TwoFactorPolicyReader },
): void {
  const { db, config, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const context: SsoContext | undefined = config.sso && { db, settings: config.sso, client: new OidcClient(config.sso), breakGlassAdminEmail: config.breakGlassAdminEmail };
  const authSettings = authSettingsReader(deps);
  // The state travels in the browser too, so a callback is accepted only in the browser that started the sign-in.
  const stateCookie = config.secureCookies ? '__Host-attest_sso_state' : 'attest_sso_state';
  const stateCookieOptions = sessionCookieOptions(config);
  const refused = (reply: FastifyReply, code: string) => reply.redirect(`/login?${SSO_ERROR_PARAM}=${encodeURIComponent(code)}`, 302);
  const configured = (): SsoContext => {
    if (!context) throw new AppError('SSO_NOT_CONFIGURED');
    return context;
  };

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
      try {
        // A new session id at every sign-in: any session the browser held before is ended.
        if (request.auth) await logout(db, request.auth.session, request.auth.user, originOf(request));
        const { token, session } = await completeSsoSignIn(ctx, { callbackUrl, cookieState: request.cookies[stateCookie] }, originOf(request), await authSettings(), clock.now());
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
