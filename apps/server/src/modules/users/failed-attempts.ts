import type { Db } from '../../platform/db/client.ts';
import type { AuditAction } from '@attest/domain';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { AUTH_AUDIT_ACTIONS } from '../audit/audit-actions.ts';
import { updateUser, type UserRow } from './users.repo.ts';
import { notifyAccountLocked } from '../notifications/account-notices.ts';

export interface LockoutSettings {
  lockoutMaxAttempts: number;
  lockoutMinutes: number;
}

export function isLocked(user: Pick<UserRow, 'accountLockedUntil'>, now: Date): boolean {
  return user.accountLockedUntil !== null && user.accountLockedUntil > now;
}

/**
 * One wrong password, wherever it was typed (sign-in, the current password of a password change): both count on
 * the same counter, so no form is a guessing oracle beside the sign-in lockout. At the limit the account is locked,
 * the lock audited, and the owner and administrators told. Call inside a transaction holding the user's row lock.
 */
export async function countWrongPassword(
  tx: Db,
  user: UserRow,
  params: { origin: RequestOrigin; settings: LockoutSettings; failedAction: AuditAction; newValues?: Record<string, unknown>; reason?: string; now: Date },
): Promise<{ attempts: number; lockedUntil: Date | null }> {
  const { origin, settings, now } = params;
  // A lock that has run out starts a fresh count.
  const attempts = (user.accountLockedUntil ? 0 : user.failedLoginAttempts) + 1;
  const lockedUntil = attempts >= settings.lockoutMaxAttempts ? new Date(now.getTime() + settings.lockoutMinutes * 60_000) : null;
  await updateUser(tx, user.id, { failedLoginAttempts: attempts, accountLockedUntil: lockedUntil }, now);
  const actor = { id: user.id, name: user.name, role: user.role };
  await appendAuditEvent(tx, {
    actor,
    origin,
    action: params.failedAction,
    entityType: 'user',
    entityId: user.id,
    newValues: { ...params.newValues, failedLoginAttempts: attempts },
    reason: params.reason ?? 'Wrong password',
  });
  if (lockedUntil) {
    await appendAuditEvent(tx, {
      actor: { id: null, name: 'system', role: null },
      origin,
      action: AUTH_AUDIT_ACTIONS.accountLocked,
      entityType: 'user',
      entityId: user.id,
      oldValues: { accountLockedUntil: null },
      newValues: { accountLockedUntil: lockedUntil.toISOString(), failedLoginAttempts: attempts },
      reason: `${attempts} failed sign-in attempts`,
    });
    await notifyAccountLocked(tx, user, attempts, lockedUntil);
  }
  return { attempts, lockedUntil };
}
