import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { actorOf } from '../auth/auth.service.ts';
import { identityFromClaims } from './sso-claims.ts';
import { exchangeCode, SSO_ATTEMPT_MINUTES, type SsoContext } from './sso.service.ts';
import { confirmAttempt, findIdentityUser, hasAnyIdentity, saveAttempt, type SsoAttemptRow } from './sso.repo.ts';
import { sha256Hex } from '../../platform/crypto.ts';

/** The authentication method of a signing token got by a fresh sign-in at the identity provider. */
export const SSO_REAUTH_METHOD = 'sso-reauth';

/** A provider's clock a little behind ours: how much earlier than the request a sign-in may say it happened. */
const CLOCK_SKEW_MS = 5_000;

/**
 * Whether this signer proves who they are at the identity provider rather than with a password (21 CFR 11.200): an
 * SSO user (linked identity) without a local password, or anyone linked while local passwords are off (the
 * break-glass administrator keeps the password). Returns the provider's name, or null.
 */
export async function providerSigningName(db: Db, config: Config, user: AuthContext['user']): Promise<string | null> {
  if (!config.sso) return null;
  const passwordUsable = user.passwordHash !== null && (config.localPasswords || user.email === config.breakGlassAdminEmail);
  if (passwordUsable) return null;
  return (await hasAnyIdentity(db, user.id)) ? config.sso.providerName : null;
}

/**
 * Signing step 1 for an SSO signer: a new sign-in at the provider, forced (prompt=login) and required fresh
 * (max_age=0), for this session. The state is both the browser's cookie and the handle the dialog picks the
 * result up with.
 */
export async function startSigningReauth(ctx: SsoContext, auth: AuthContext, now: Date): Promise<{ url: URL; state: string }> {
  if (!(await hasAnyIdentity(ctx.db, auth.user.id))) throw new AppError('SSO_NOT_PROVISIONED');
  const request = await ctx.client.authorizationRequest({ prompt: 'login', max_age: '0', login_hint: auth.user.email });
  await ctx.db.transaction((tx) =>
    saveAttempt(tx, {
      state: request.state,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      now,
      expiresAt: new Date(now.getTime() + SSO_ATTEMPT_MINUTES * 60_000),
      signing: { sessionId: auth.session.id, userId: auth.user.id },
    }),
  );
  return { url: request.url, state: request.state };
}

async function refuseSigning(db: Db, auth: AuthContext | null, origin: RequestOrigin, reason: string): Promise<never> {
  if (auth) {
    await db.transaction((tx) =>
      appendAuditEvent(tx, { actor: actorOf(auth.user), origin, action: 'Signature Authentication Failed', entityType: 'user', entityId: auth.user.id, newValues: { method: SSO_REAUTH_METHOD }, reason }),
    );
  }
  throw new AppError('SIGNING_REAUTH_FAILED');
}

/**
 * The provider sent the signer back: the same session must be signed in, the ID token must name the identity
 * linked to the signer, and the sign-in must have happened after the signing began (auth_time), else refused.
 */
export async function confirmSigningReauth(
  ctx: SsoContext,
  input: { callbackUrl: URL; attempt: SsoAttemptRow & { state: string } },
  auth: AuthContext | null,
  origin: RequestOrigin,
): Promise<void> {
  const { attempt } = input;
  if (!auth || auth.session.id !== attempt.sessionId || auth.user.id !== attempt.userId) {
    return refuseSigning(ctx.db, auth, origin, 'The re-authentication came back to another session');
  }
  const claims = await exchangeCode(ctx, input.callbackUrl, attempt, origin);
  const identity = identityFromClaims(claims, ctx.settings.roleClaim);
  if ((await findIdentityUser(ctx.db, identity.issuer, identity.subject)) !== auth.user.id) {
    return refuseSigning(ctx.db, auth, origin, 'The provider signed in another person than the signer');
  }
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : null;
  if (authTime === null || authTime < attempt.createdAt.getTime() - CLOCK_SKEW_MS) {
    return refuseSigning(ctx.db, auth, origin, 'The provider did not authenticate the signer afresh (auth_time)');
  }
  await ctx.db.transaction((tx) => confirmAttempt(tx, sha256Hex(attempt.state), new Date(authTime)));
}
