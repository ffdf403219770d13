import type { SignatureConfig } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { lockUserById, setSigningFailures, type UserRow } from '../users/users.repo.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { notifySigningLocked } from '../notifications/account-notices.ts';

type Limits = Pick<SignatureConfig, 'maxSigningAttempts' | 'signingLockMinutes'>;
type Counter = Pick<UserRow, 'signingFailures' | 'signingLockedUntil'>;

export const SIGNING_LOCKED_ACTION = 'Signing Locked';

/** Whether signing is locked for this person now (21 CFR 11.300(d)); the count lives on the user, not the session. */
export function isSigningLocked(user: Counter, now: Date): boolean {
  return user.signingLockedUntil !== null && user.signingLockedUntil > now;
}

/** Failures so far in the current count: a lock that has run out starts a fresh one. */
const failuresOf = (user: Counter) => (user.signingLockedUntil ? 0 : user.signingFailures);

export function signingAttemptsLeft(user: Counter, limits: Limits, now: Date): number {
  if (isSigningLocked(user, now)) return 0;
  return Math.max(0, limits.maxSigningAttempts - failuresOf(user));
}

/**
 * Counts one failed signing authentication on the person, under their row lock so racing attempts in other sessions
 * or instances all count. At the limit signing locks for the configured minutes, audited as a security event, and the
 * person and the administrators are told. Returns the failures counted and whether signing is now locked.
 */
export async function countSigningFailure(tx: Db, userId: string, params: { limits: Limits; origin: RequestOrigin; now: Date }): Promise<{ failures: number; locked: boolean }> {
  const { limits, origin, now } = params;
  const user = await lockUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing`);
  if (isSigningLocked(user, now)) return { failures: user.signingFailures, locked: true };
  const failures = failuresOf(user) + 1;
  const lockedUntil = failures >= limits.maxSigningAttempts ? new Date(now.getTime() + limits.signingLockMinutes * 60_000) : null;
  await setSigningFailures(tx, userId, failures, lockedUntil);
  if (lockedUntil) {
    await appendAuditEvent(tx, {
      actor: { id: null, name: 'system', role: null },
      origin,
      action: SIGNING_LOCKED_ACTION,
      entityType: 'user',
      entityId: user.id,
      oldValues: { signingLockedUntil: null },
      newValues: { signingLockedUntil: lockedUntil.toISOString(), signingFailures: failures },
      reason: `${failures} failed signing attempts`,
    });
    await notifySigningLocked(tx, user, failures, lockedUntil);
  }
  return { failures, locked: lockedUntil !== null };
}

/** The signer proved who they are: the count starts again. */
export async function clearSigningFailures(tx: Db, userId: string): Promise<void> {
  await setSigningFailures(tx, userId, 0, null);
}
