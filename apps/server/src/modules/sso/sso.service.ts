import { DEFAULT_DEPARTMENT_BY_ROLE, hasPermission, type ErrorCode, type Role } from '@attest/domain';
import type { SsoSettings } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { AUTH_AUDIT_ACTIONS } from '../audit/audit-actions.ts';
import { findUserByEmail, findUserById, insertUser, lockUserById, retiredEmailOwner, toCurrentUser, updateUser, type UserRow } from '../users/users.repo.ts';
import { userEvents } from '../users/user-events.ts';
import { actorOf, startSession, type AuthSettings } from '../auth/auth.service.ts';
import { isLocked } from '../users/failed-attempts.ts';
import type { SessionRow } from '../users/sessions.repo.ts';
import type { OidcClient } from './oidc-client.ts';
import { domainAllowed, identityFromClaims, mappedRole, type SsoIdentity } from './sso-claims.ts';
import { consumeAttempt, findIdentityUser, hasIdentityAt, linkIdentity, saveAttempt, touchIdentity, type SsoAttemptRow } from './sso.repo.ts';

/** How long a person may take at the provider before the sign-in must start again. */
export const SSO_ATTEMPT_MINUTES = 10;

export interface SsoContext {
  db: Db;
  settings: SsoSettings;
  client: OidcClient;
  /** The break-glass administrator's address: never changed by the role mapping. */
  breakGlassAdminEmail: string | undefined;
}

/** Starts a sign-in at the provider: the PKCE verifier and nonce stay in the database, the state goes to the browser. */
export async function startSsoSignIn(ctx: SsoContext, now: Date): Promise<{ url: URL; state: string }> {
  const request = await ctx.client.authorizationRequest();
  await ctx.db.transaction((tx) =>
    saveAttempt(tx, { state: request.state, codeVerifier: request.codeVerifier, nonce: request.nonce, now, expiresAt: new Date(now.getTime() + SSO_ATTEMPT_MINUTES * 60_000) }),
  );
  return { url: request.url, state: request.state };
}

type Started = { user: UserRow; token: string; session: SessionRow };

export async function refuse(db: Db, code: ErrorCode, reason: string, origin: RequestOrigin, who: { user?: UserRow; identity?: SsoIdentity }): Promise<never> {
  const actor: AuditActor = who.user ? actorOf(who.user) : { id: null, name: who.identity?.email ?? 'unknown', role: null };
  await db.transaction((tx) =>
    appendAuditEvent(tx, {
      actor,
      origin,
      action: AUTH_AUDIT_ACTIONS.ssoSignInRefused,
      entityType: 'user',
      entityId: who.user?.id ?? null,
      newValues: who.identity ? { issuer: who.identity.issuer, subject: who.identity.subject, email: who.identity.email } : {},
      reason,
    }),
  );
  throw new AppError(code);
}

/** The callback, whatever the purpose: the state must be this browser's (its cookie) and a live attempt's, used once. */
export async function takeAttempt(ctx: SsoContext, input: { callbackUrl: URL; cookieState: string | undefined }, origin: RequestOrigin, now: Date): Promise<SsoAttemptRow & { state: string }> {
  const state = input.callbackUrl.searchParams.get('state');
  if (!state || !input.cookieState || state !== input.cookieState) {
    return refuse(ctx.db, 'SSO_FAILED', 'The state does not match the one this browser started with', origin, {});
  }
  const attempt = await ctx.db.transaction((tx) => consumeAttempt(tx, state, now));
  if (!attempt) return refuse(ctx.db, 'SSO_FAILED', 'Unknown, used or expired sign-in attempt', origin, {});
  return { ...attempt, state };
}

/** The code exchanged with the attempt's PKCE verifier, the ID token checked against its nonce; its claims. */
export async function exchangeCode(ctx: SsoContext, callbackUrl: URL, attempt: SsoAttemptRow & { state: string }, origin: RequestOrigin): Promise<Record<string, unknown>> {
  try {
    return await ctx.client.completeAuthorization(callbackUrl, { state: attempt.state, nonce: attempt.nonce, codeVerifier: attempt.codeVerifier });
  } catch (error) {
    return refuse(ctx.db, 'SSO_FAILED', `The provider's answer was refused: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500), origin, {});
  }
}

/**
 * A sign-in come back from the provider (its attempt taken by takeAttempt). The person is found by their linked
 * identity, else linked by a verified address, else provisioned when allowed; every refusal is audited.
 */
export async function completeSsoSignIn(
  ctx: SsoContext,
  input: { callbackUrl: URL; attempt: SsoAttemptRow & { state: string } },
  origin: RequestOrigin,
  settings: AuthSettings,
  now: Date,
): Promise<Started> {
  const { db } = ctx;
  const claims = await exchangeCode(ctx, input.callbackUrl, input.attempt, origin);
  const read = identityFromClaims(claims, ctx.settings.roleClaim);
  if (!read.email) return refuse(db, 'SSO_FAILED', 'The ID token has no e-mail address', origin, { identity: read });
  if (read.emailVerified === false) return refuse(db, 'SSO_FAILED', 'The provider has not verified the e-mail address', origin, { identity: read });
  const identity = { ...read, email: read.email };
  if (!domainAllowed(identity.email, ctx.settings.allowedDomains)) return refuse(db, 'SSO_DOMAIN_NOT_ALLOWED', 'E-mail domain not allowed', origin, { identity });

  const user = await resolveUser(ctx, identity, origin, now);
  if (user.status !== 'active') return refuse(db, 'ACCOUNT_INACTIVE', 'Account inactive', origin, { user, identity });
  if (isLocked(user, now)) return refuse(db, 'ACCOUNT_LOCKED', 'Account locked', origin, { user, identity });
  if (settings.maintenanceMode && !hasPermission(user.role, 'manage-system')) return refuse(db, 'MAINTENANCE_MODE', 'Maintenance mode', origin, { user, identity });

  return db.transaction(async (tx) => {
    const locked = await lockUserById(tx, user.id);
    if (!locked) throw new AppError('SSO_FAILED');
    const current = await syncRole(tx, ctx, locked, identity, origin, now);
    await touchIdentity(tx, identity.issuer, identity.subject, now);
    return startSession(tx, current, origin, settings, { method: 'sso', provider: ctx.settings.providerName, issuer: identity.issuer, subject: identity.subject }, now);
  });
}

/** The user of a linked identity; else an existing user with this address (linked now); else a provisioned one. */
async function resolveUser(ctx: SsoContext, identity: SsoIdentity & { email: string }, origin: RequestOrigin, now: Date): Promise<UserRow> {
  const { db } = ctx;
  const linkedId = await findIdentityUser(db, identity.issuer, identity.subject);
  if (linkedId) {
    const linked = await findUserById(db, linkedId);
    if (linked) return linked;
  }
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (await hasIdentityAt(db, existing.id, identity.issuer)) {
      return refuse(db, 'SSO_FAILED', 'This account is linked to another identity at the provider', origin, { user: existing, identity });
    }
    await db.transaction(async (tx) => {
      await linkIdentity(tx, { issuer: identity.issuer, subject: identity.subject, userId: existing.id, now });
      await appendAuditEvent(tx, { actor: actorOf(existing), origin, action: AUTH_AUDIT_ACTIONS.ssoIdentityLinked, entityType: 'user', entityId: existing.id, newValues: { issuer: identity.issuer, subject: identity.subject, email: identity.email } });
    });
    return existing;
  }
  if (!ctx.settings.jitProvisioning) return refuse(db, 'SSO_NOT_PROVISIONED', 'No account and just-in-time provisioning is off', origin, { identity });
  if (await retiredEmailOwner(db, identity.email)) return refuse(db, 'SSO_NOT_PROVISIONED', 'The address belonged to another user (addresses are never reused)', origin, { identity });
  const role = mappedRole(identity, ctx.settings.roleMap) ?? ctx.settings.defaultRole;
  if (!role) return refuse(db, 'SSO_NO_ROLE', 'No role mapping matched and no default role is configured', origin, { identity });
  return db.transaction(async (tx) => provision(tx, identity, role, origin, now));
}

async function provision(tx: Db, identity: SsoIdentity & { email: string }, role: Role, origin: RequestOrigin, now: Date): Promise<UserRow> {
  const user = await insertUser(tx, { name: identity.name ?? identity.email, email: identity.email, role, department: DEFAULT_DEPARTMENT_BY_ROLE[role] });
  await linkIdentity(tx, { issuer: identity.issuer, subject: identity.subject, userId: user.id, now });
  const actor = actorOf(user);
  await appendAuditEvent(tx, {
    actor,
    origin,
    action: AUTH_AUDIT_ACTIONS.ssoUserProvisioned,
    entityType: 'user',
    entityId: user.id,
    newValues: { ...toCurrentUser(user), issuer: identity.issuer, subject: identity.subject, roleClaim: identity.roleValues },
    reason: 'Just-in-time provisioning at the first single sign-on',
  });
  await userEvents.publish(tx, 'user-changed', { userId: user.id, actor, origin });
  return user;
}

/** The role mapping is the source of truth when it matches: a changed group at the provider changes the role here, audited. */
async function syncRole(tx: Db, ctx: SsoContext, user: UserRow, identity: SsoIdentity, origin: RequestOrigin, now: Date): Promise<UserRow> {
  const role = mappedRole(identity, ctx.settings.roleMap);
  if (!role || role === user.role || user.email === ctx.breakGlassAdminEmail) return user;
  await updateUser(tx, user.id, { role }, now);
  const actor = actorOf(user);
  await appendAuditEvent(tx, { actor, origin, action: AUTH_AUDIT_ACTIONS.ssoRoleChanged, entityType: 'user', entityId: user.id, oldValues: { role: user.role }, newValues: { role, roleClaim: identity.roleValues } });
  await userEvents.publish(tx, 'user-changed', { userId: user.id, actor, origin });
  return { ...user, role };
}
