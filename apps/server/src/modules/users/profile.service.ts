import type { z } from 'zod';
import type { ChangePasswordRequest, ProfileUpdateRequest, UserPreferences, UserPreferencesUpdate } from '@attest/domain';
import { FIELD_MESSAGES } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { hashSecret, verifySecret } from '../../platform/crypto.ts';
import { revokeOtherSessions, revokeUserSessions } from './sessions.repo.ts';
import { checkNewPassword, type PasswordRules } from './new-password.ts';
import { countWrongPassword, isLocked, type LockoutSettings } from './failed-attempts.ts';
import { lockUserById, updateUser, type UserRow } from './users.repo.ts';
import { changedFields } from './users.present.ts';
import { readPreferences, writePreferences } from '../preferences/user-preferences.repo.ts';
import { USER_AUDIT_ACTIONS } from './user-audit-actions.ts';

export interface SelfContext {
  user: UserRow;
  sessionId: string;
  origin: RequestOrigin;
  /** The app clock's time of the request. */
  now: Date;
}

const actorOf = (user: UserRow): AuditActor => ({ id: user.id, name: user.name, role: user.role });
const profileFields = (u: Pick<UserRow, 'name' | 'phone' | 'bio' | 'location' | 'timezone'>) => ({
  name: u.name,
  phone: u.phone,
  bio: u.bio,
  location: u.location,
  timezone: u.timezone,
});

/** The user edits their own name, phone, bio, location and time zone; old → new audited. */
export async function updateProfile(db: Db, input: z.output<typeof ProfileUpdateRequest>, context: SelfContext): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await lockUserById(tx, context.user.id);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const { oldValues, newValues } = changedFields(profileFields(user), profileFields(input));
    if (Object.keys(newValues).length === 0) return user;
    await updateUser(tx, user.id, input, context.now);
    await appendAuditEvent(tx, {
      actor: actorOf(user),
      origin: context.origin,
      action: USER_AUDIT_ACTIONS.profileUpdated,
      entityType: 'user',
      entityId: user.id,
      oldValues,
      newValues,
    });
    return { ...user, ...input };
  });
}

/** A locked account checks no password, here as at sign-in; the refusal is audited. */
const auditLockedRefusal = (tx: Db, context: SelfContext) =>
  appendAuditEvent(tx, {
    actor: actorOf(context.user),
    origin: context.origin,
    action: USER_AUDIT_ACTIONS.passwordChangeFailed,
    entityType: 'user',
    entityId: context.user.id,
    reason: 'Account locked',
  });

/**
 * A wrong current password counts toward the sign-in lockout; at the limit the account locks and every session of
 * the user ends, the one that guessed included.
 */
export async function refuseWrongCurrent(db: Db, context: SelfContext, settings: LockoutSettings): Promise<never> {
  const lockedNow = await db.transaction(async (tx) => {
    const user = await lockUserById(tx, context.user.id);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (isLocked(user, context.now)) {
      await auditLockedRefusal(tx, context);
      return true;
    }
    const { lockedUntil } = await countWrongPassword(tx, user, { origin: context.origin, settings, failedAction: USER_AUDIT_ACTIONS.passwordChangeFailed, now: context.now });
    if (lockedUntil) await revokeUserSessions(tx, user.id, context.now);
    return lockedUntil !== null;
  });
  if (lockedNow) throw new AppError('ACCOUNT_LOCKED');
  throw new AppError('CURRENT_PASSWORD_INCORRECT', undefined, { currentPassword: FIELD_MESSAGES.currentPasswordIncorrect });
}

/**
 * Security tab: the current password is required (checked outside the transaction, it is slow by design) and
 * counts like a sign-in: wrong ones toward the lockout, the right one resets the count. On success every other
 * session of the user ends, the one that made the change stays.
 */
export async function changePassword(
  db: Db,
  input: ChangePasswordRequest,
  context: SelfContext,
  settings: LockoutSettings & { passwordRules: PasswordRules },
): Promise<{ endedSessions: number }> {
  const { user } = context;
  await checkNewPassword(input.newPassword, settings.passwordRules, { field: 'newPassword', person: user });
  if (isLocked(user, context.now)) {
    await db.transaction((tx) => auditLockedRefusal(tx, context));
    throw new AppError('ACCOUNT_LOCKED');
  }
  const currentOk = user.passwordHash !== null && (await verifySecret(user.passwordHash, input.currentPassword));
  if (!currentOk) return refuseWrongCurrent(db, context, settings);
  const passwordHash = await hashSecret(input.newPassword);
  return db.transaction(async (tx) => {
    const locked = await lockUserById(tx, user.id);
    // Someone (an administrator's reset) changed the password meanwhile: the check above no longer holds.
    if (!locked || locked.passwordHash !== user.passwordHash) throw new AppError('CURRENT_PASSWORD_INCORRECT');
    if (isLocked(locked, context.now)) throw new AppError('ACCOUNT_LOCKED');
    await updateUser(tx, user.id, { passwordHash, passwordChangedAt: context.now, failedLoginAttempts: 0, accountLockedUntil: null }, context.now);
    const endedSessions = await revokeOtherSessions(tx, user.id, context.sessionId, context.now);
    await appendAuditEvent(tx, {
      actor: actorOf(user),
      origin: context.origin,
      action: USER_AUDIT_ACTIONS.passwordChanged,
      entityType: 'user',
      entityId: user.id,
      newValues: { otherSessionsEnded: endedSessions },
    });
    return { endedSessions };
  });
}

/** Merges an update into the stored preferences and records what changed. */
export async function savePreferences(
  db: Db,
  update: UserPreferencesUpdate,
  context: SelfContext,
): Promise<{ preferences: UserPreferences; updatedAt: Date }> {
  return db.transaction(async (tx) => {
    const { preferences: before } = await readPreferences(tx, context.user.id);
    const after = { ...before, ...update };
    const updatedAt = await writePreferences(tx, context.user.id, after, context.now);
    const { oldValues, newValues } = changedFields(before, after);
    if (Object.keys(newValues).length > 0) {
      await appendAuditEvent(tx, {
        actor: actorOf(context.user),
        origin: context.origin,
        action: USER_AUDIT_ACTIONS.preferencesUpdated,
        entityType: 'user',
        entityId: context.user.id,
        oldValues,
        newValues,
      });
    }
    return { preferences: after, updatedAt };
  });
}
