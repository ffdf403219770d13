import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, ProviderSigningPickUp, ProviderSigningResult, ProviderSigningStart } from '@attest/domain';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../../core/settings/settings.ts';
import type { Config } from '../../config.ts';
import { originOf, requireAuth } from '../../core/request-context.ts';
import { SIGNATURE_CONFIG_SETTING } from './signature-config.ts';
import { requireSso, stateCookieOf } from '../sso/sso-context.ts';
import { startSigningReauth } from '../sso/sso-signing.service.ts';
import { pickUpSigningReauth } from './provider-signing.ts';
import { SSO_ATTEMPT_MINUTES, type SsoContext } from '../sso/sso.service.ts';

/**
 * Signing step 1 for a signer who signs in at the identity provider (21 CFR 11.200, README "Signing by SSO users"):
 * a fresh sign-in there in a window of its own, then the signing token picked up by the dialog.
 */
export function ssoSigningRoutes(app: FastifyInstance, deps: { config: Config; sso: SsoContext | undefined; settings: SettingsService; clock: Clock }): void {
  const { config, settings, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['signatures'];
  const limited = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const stateCookie = stateCookieOf(config);

  api.post('/api/signatures/authenticate/sso', {
    config: { access: 'authenticated', ...limited },
    schema: { tags, summary: 'Signing step 1 at the identity provider: where to sign in afresh (prompt=login, max_age=0)', response: { 200: ProviderSigningStart, 404: ErrorResponse } },
    handler: async (request, reply) => {
      const ctx = requireSso(deps.sso);
      const started = await startSigningReauth(ctx, requireAuth(request), clock.now());
      reply.setCookie(stateCookie.name, started.state, { ...stateCookie.options, maxAge: SSO_ATTEMPT_MINUTES * 60 });
      reply.header('cache-control', 'no-store');
      return { authorizationUrl: started.url.toString(), attempt: started.state };
    },
  });

  api.post('/api/signatures/authenticate/sso/complete', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Signing step 1 at the identity provider: pending until the signer is back, then the single-use signing token (once)', body: ProviderSigningPickUp, response: { 200: ProviderSigningResult, 404: ErrorResponse.describe('Single sign-on is not set up (SSO_NOT_CONFIGURED)') } },
    handler: async (request, reply) => {
      requireSso(deps.sso);
      const { authenticationMinutes } = (await settings.get(SIGNATURE_CONFIG_SETTING)).value;
      const result = await pickUpSigningReauth(deps.sso!.db, requireAuth(request), request.body.attempt, { authenticationMinutes, origin: originOf(request), now: clock.now() });
      reply.header('cache-control', 'no-store');
      return result.confirmed ? { ...result, expiresAt: result.expiresAt.toISOString() } : result;
    },
  });
}
