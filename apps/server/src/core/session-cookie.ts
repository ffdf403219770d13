import type { Config } from '../config.ts';

export function sessionCookieName(config: Config): string {
  return config.secureCookies ? '__Host-attest_session' : 'attest_session';
}

/** The attributes the session cookie is set with; clearing needs the same ones (a __Host- cookie is Secure). */
export function sessionCookieOptions(config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies } as const;
}
