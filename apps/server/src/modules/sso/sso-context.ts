import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { sessionCookieOptions } from '../../core/session-cookie.ts';
import { OidcClient } from './oidc-client.ts';
import type { SsoContext } from './sso.service.ts';

/** Single sign-on as configured, one provider client for the whole app; undefined when OIDC_ISSUER is not set. */
export function ssoContextOf(db: Db, config: Config): SsoContext | undefined {
  return config.sso && { db, settings: config.sso, client: new OidcClient(config.sso), breakGlassAdminEmail: config.breakGlassAdminEmail };
}

export function requireSso(context: SsoContext | undefined): SsoContext {
  if (!context) throw new AppError('SSO_NOT_CONFIGURED');
  return context;
}

/** The state also travels in a short-lived cookie, so a callback is accepted only in the browser that started it. */
export function stateCookieOf(config: Config) {
  return { name: config.secureCookies ? '__Host-attest_sso_state' : 'attest_sso_state', options: sessionCookieOptions(config) };
}
