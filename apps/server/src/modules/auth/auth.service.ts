import { hasPermission, type CheckEmailResponse, type Role } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { AUTH_AUDIT_ACTIONS } from '../audit/audit-actions.ts';
import { findUserByEmail, lockUserById, updateUser, type UserRow } from '../users/users.repo.ts';
import { burnVerifyTime, hashSecret, verifySecret } from '../../platform/crypto.ts';
import { consumeSetupCode } from '../users/setup-codes.ts';
import { createSession, revokeSession, touchSession, type SessionRow } from '../users/sessions.repo.ts';
import { countWrongPassword, isLocked, type LockoutSettings } from '../users/failed-attempts.ts';
import { checkNewPassword, type PasswordRules } from '../users/new-password.ts';
import { createChallenge, type ChallengeRow } from '../two-factor/two-factor.repo.ts';
import { isUserEnrolled } from '../two-factor/two-factor.service.ts';

/** How long the second step of a sign-in may take. */
export const SECOND_STEP_MINUTES = 5;

export interface AuthSettings extends LockoutSettings {
  sessionMaxHours: number;
  /** While on, only administrators (manage-system) may sign in. */
  maintenanceMode: boolean;
  /** Roles that must sign in with a second factor (the two-factor policy). */
  twoFactorRoles: readonly Role[];
  /** Whether this address may sign in with a password (passwords may be off except for the break-glass administrator). */
  passwordAllowed: PasswordPolicy;
}

/** Local passwords on for everyone, or off except for the break-glass administrator (LOCAL_PASSWORDS, README). */
export interface PasswordPolicy {
  localPasswords: boolean;
  breakGlassAdminEmail: string | undefined;
}

/** A password may sign this user in: passwords are on, or this is the break-glass administrator (an administrator). */
export function passwordSignInAllowed(policy: PasswordPolicy, user: Pick<UserRow, 'email' | 'role'>): boolean {
  return policy.localPasswords || (user.email === policy.breakGlassAdminEmail && user.role === 'admin');
}

export const actorOf = (user: UserRow): AuditActor => ({ id: user.id, name: user.name, role: user.role });
/** A short, non-secret reference to a session (a prefix of the token's hash) for the audit trail. */
export const sessionRef = (session: SessionRow) => session.id.slice(0, 12);
const anonymous = (email: string): AuditActor => ({ id: null, name: email, role: null });

/** Passwords are off and this is not the break-glass address: decided from the configuration alone, so unknown and
 * known addresses get the same answer. */
const passwordsOffFor = (policy: PasswordPolicy, email: string) => !policy.localPasswords && email !== policy.breakGlassAdminEmail;

/**
 * Step 1 of sign-in. The answer never depends on the users table: unknown, inactive and known
 * addresses get the same answer in the same time, so the account step cannot be used to discover accounts. Who the
 * person is, and whether the account may sign in, is said only after the password (step 2).
 */
export async function checkEmail(email: string, policy: PasswordPolicy): Promise<CheckEmailResponse> {
  if (passwordsOffFor(policy, email)) throw new AppError('LOCAL_SIGN_IN_DISABLED');
  return { next: 'password' };
}

/** Sets the first password (or a reset one) with the one-time code an administrator issued. */
export async function setupPassword(
  db: Db,
  input: { email: string; code: string; password: string },
  origin: RequestOrigin,
  rules: PasswordRules,
  policy: PasswordPolicy,
  now: Date,
): Promise<void> {
  // Checked with what the caller typed only: the person's name waits for a proven code (below), so a visitor
  // without one learns nothing about whose name an address carries.
  await checkNewPassword(input.password, rules, { field: 'password', person: { email: input.email } });
  if (passwordsOffFor(policy, input.email)) throw new AppError('LOCAL_SIGN_IN_DISABLED');
  const user = await findUserByEmail(db, input.email);
  // Unknown, inactive and password-holding accounts are refused alike, so a visitor without a code learns nothing.
  if (!user || user.status !== 'active' || user.passwordHash !== null || !passwordSignInAllowed(policy, user)) {
    await burnVerifyTime(input.code);
    throw new AppError('INVALID_SETUP_CODE');
  }
  const passwordHash = await hashSecret(input.password);
  const accepted = await db.transaction(async (tx) => {
    const locked = await lockUserById(tx, user.id);
    if (!locked || locked.passwordHash !== null) return 'bad-code' as const;
    if (!(await consumeSetupCode(tx, user.id, input.code, now))) return 'bad-code' as const;
    // Refused here, the transaction rolls back and the code stays usable.
    await checkNewPassword(input.password, rules, { field: 'password', person: { name: user.name, email: input.email } });
    await updateUser(tx, user.id, { passwordHash, passwordChangedAt: now, failedLoginAttempts: 0, accountLockedUntil: null }, now);
    await appendAuditEvent(tx, {
      actor: actorOf(user),
      origin,
      action: AUTH_AUDIT_ACTIONS.passwordSet,
      entityType: 'user',
      entityId: user.id,
      reason: 'Password set with a one-time setup code',
    });
    return 'ok' as const;
  });
  if (accepted === 'bad-code') throw new AppError('INVALID_SETUP_CODE');
}

async function recordFailure(db: Db, actor: AuditActor, origin: RequestOrigin, email: string, reason: string, userId: string | null) {
  await db.transaction(async (tx) => {
    await appendAuditEvent(tx, {
      actor,
      origin,
      action: AUTH_AUDIT_ACTIONS.signInFailed,
      entityType: 'user',
      entityId: userId,
      newValues: { email },
      reason,
    });
  });
}

export type LoginOutcome =
  | { kind: 'session'; user: UserRow; token: string; session: SessionRow }
  | { kind: 'second-step'; user: UserRow; token: string; challenge: ChallengeRow };

/**
 * Step 2 of sign-in. The password is checked outside the transaction (it is slow by design); the outcome is
 * applied under a row lock so the failure counter stays exact when attempts race. A user who has a second factor,
 * or whose role requires one, gets the second step instead of a session; the failure count is kept until it is done.
 */
export async function login(
  db: Db,
  input: { email: string; password: string },
  origin: RequestOrigin,
  settings: AuthSettings,
  clockNow: Date,
): Promise<LoginOutcome> {
  const found = await findUserByEmail(db, input.email);
  if (passwordsOffFor(settings.passwordAllowed, input.email) || (found && !passwordSignInAllowed(settings.passwordAllowed, found))) {
    await recordFailure(db, found ? actorOf(found) : anonymous(input.email), origin, input.email, 'Local passwords are off', found?.id ?? null);
    throw new AppError('LOCAL_SIGN_IN_DISABLED');
  }
  if (!found || found.passwordHash === null) {
    await burnVerifyTime(input.password);
    await recordFailure(db, anonymous(input.email), origin, input.email, found ? 'No password set' : 'Unknown e-mail', found?.id ?? null);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (found.status !== 'active') {
    // Only the right password learns that the account is inactive; a guess is refused as for an unknown address.
    const passwordOk = await verifySecret(found.passwordHash, input.password);
    await recordFailure(db, actorOf(found), origin, input.email, 'Account inactive', found.id);
    throw new AppError(passwordOk ? 'ACCOUNT_INACTIVE' : 'INVALID_CREDENTIALS');
  }
  if (isLocked(found, clockNow)) {
    await recordFailure(db, actorOf(found), origin, input.email, 'Account locked', found.id);
    throw new AppError('ACCOUNT_LOCKED');
  }
  const passwordOk = await verifySecret(found.passwordHash, input.password);

  const outcome = await db.transaction(async (tx) => {
    const now = clockNow;
    const user = await lockUserById(tx, found.id);
    if (!user) throw new AppError('INVALID_CREDENTIALS');
    const actor = actorOf(user);
    if (isLocked(user, now)) {
      await appendAuditEvent(tx, { actor, origin, action: AUTH_AUDIT_ACTIONS.signInFailed, entityType: 'user', entityId: user.id, newValues: { email: input.email }, reason: 'Account locked' });
      return { kind: 'locked' as const };
    }
    if (!passwordOk || user.passwordHash !== found.passwordHash) {
      const { lockedUntil } = await countWrongPassword(tx, user, { origin, settings, failedAction: AUTH_AUDIT_ACTIONS.signInFailed, newValues: { email: input.email }, now });
      return lockedUntil ? { kind: 'locked' as const } : { kind: 'wrong' as const };
    }
    if (settings.maintenanceMode && !hasPermission(user.role, 'manage-system')) {
      await appendAuditEvent(tx, { actor, origin, action: AUTH_AUDIT_ACTIONS.signInFailed, entityType: 'user', entityId: user.id, newValues: { email: input.email }, reason: 'Maintenance mode' });
      return { kind: 'maintenance' as const };
    }
    const enrolled = await isUserEnrolled(tx, user.id);
    if (enrolled || settings.twoFactorRoles.includes(user.role)) {
      const kind = enrolled ? ('code' as const) : ('enrol' as const);
      const { token, challenge } = await createChallenge(tx, { userId: user.id, kind, now: clockNow, minutes: SECOND_STEP_MINUTES });
      await appendAuditEvent(tx, { actor, origin, action: AUTH_AUDIT_ACTIONS.signInPasswordAccepted, entityType: 'user', entityId: user.id, newValues: { email: user.email, secondStep: kind } });
      return { kind: 'second-step' as const, user, token, challenge };
    }
    const started = await startSession(tx, user, origin, settings, {}, now);
    return { kind: 'session' as const, ...started };
  });

  if (outcome.kind === 'locked') throw new AppError('ACCOUNT_LOCKED');
  if (outcome.kind === 'wrong') throw new AppError('INVALID_CREDENTIALS');
  if (outcome.kind === 'maintenance') throw new AppError('MAINTENANCE_MODE');
  return outcome;
}

/** The sign-in succeeded: the failure count is cleared and a session starts, audited (with how the second step was passed). */
export async function startSession(
  tx: Db,
  user: UserRow,
  origin: RequestOrigin,
  settings: Pick<AuthSettings, 'sessionMaxHours'>,
  extra: Record<string, unknown>,
  now: Date,
): Promise<{ user: UserRow; token: string; session: SessionRow }> {
  await updateUser(tx, user.id, { failedLoginAttempts: 0, accountLockedUntil: null, lastLogin: now, isFirstLogin: false }, now);
  const { token, session } = await createSession(tx, { userId: user.id, ip: origin.ip, userAgent: origin.userAgent, maxHours: settings.sessionMaxHours }, now);
  await appendAuditEvent(tx, { actor: actorOf(user), origin, action: AUTH_AUDIT_ACTIONS.signIn, entityType: 'user', entityId: user.id, newValues: { session: sessionRef(session), email: user.email, ...extra } });
  return { user: { ...user, lastLogin: now }, token, session };
}

export async function logout(db: Db, session: SessionRow, user: UserRow, origin: RequestOrigin, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, session.id, now);
    await appendAuditEvent(tx, { actor: actorOf(user), origin, action: AUTH_AUDIT_ACTIONS.signOut, entityType: 'user', entityId: user.id, newValues: { session: sessionRef(session) } });
  });
}

/** Refresh Session: restarts the idle timer (never past the 24-hour limit) and records it. */
export async function refreshSession(db: Db, session: SessionRow, user: UserRow, origin: RequestOrigin, now: Date): Promise<SessionRow> {
  await db.transaction(async (tx) => {
    await touchSession(tx, session.id, now);
    await appendAuditEvent(tx, { actor: actorOf(user), origin, action: AUTH_AUDIT_ACTIONS.sessionRefreshed, entityType: 'user', entityId: user.id, newValues: { session: sessionRef(session) } });
  });
  return { ...session, lastSeenAt: now };
}
