import type { SecondFactorRequest, TwoFactorSetupResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { AUTH_AUDIT_ACTIONS } from '../audit/audit-actions.ts';
import { findUserById, lockUserById, type UserRow } from '../users/users.repo.ts';
import { consumeChallenge, findLiveChallenge, type ChallengeKind, type ChallengeRow } from '../two-factor/two-factor.repo.ts';
import { checkSecondFactor, confirmEnrolment, startEnrolment } from '../two-factor/two-factor.service.ts';
import { actorOf, startSession, type AuthSettings } from './auth.service.ts';
import { countWrongPassword, isLocked } from '../users/failed-attempts.ts';
import type { SessionRow } from '../users/sessions.repo.ts';

type Started = { user: UserRow; token: string; session: SessionRow };

/** The live challenge of this kind and its user, who must still be active and not locked. */
async function challengeOf(db: Db, token: string, kind: ChallengeKind, origin: RequestOrigin, now: Date): Promise<{ challenge: ChallengeRow; user: UserRow }> {
  const challenge = await findLiveChallenge(db, token, now);
  if (!challenge || challenge.kind !== kind) throw new AppError('SIGN_IN_STEP_EXPIRED');
  const user = await findUserById(db, challenge.userId);
  if (!user || user.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
  if (isLocked(user, now)) {
    await db.transaction((tx) =>
      appendAuditEvent(tx, { actor: actorOf(user), origin, action: AUTH_AUDIT_ACTIONS.signInFailed, entityType: 'user', entityId: user.id, newValues: { email: user.email }, reason: 'Account locked' }),
    );
    throw new AppError('ACCOUNT_LOCKED');
  }
  return { challenge, user };
}

/**
 * The second step of an enrolled user's sign-in: a code from the authenticator app or an unused recovery code. A
 * wrong code counts on the same failure counter as a wrong password, so the lockout holds for codes too.
 */
export async function completeSecondFactor(db: Db, input: SecondFactorRequest, origin: RequestOrigin, settings: AuthSettings, now: Date): Promise<Started> {
  const { challenge, user: found } = await challengeOf(db, input.challengeToken, 'code', origin, now);
  const outcome = await db.transaction(async (tx) => {
    const user = await lockUserById(tx, found.id);
    if (!user) throw new AppError('SIGN_IN_STEP_EXPIRED');
    if (isLocked(user, now)) return { kind: 'locked' as const };
    const method = await checkSecondFactor(tx, user, input.code, { now, origin, allowRecovery: true });
    if (!method) {
      const { lockedUntil } = await countWrongPassword(tx, user, {
        origin,
        settings,
        failedAction: AUTH_AUDIT_ACTIONS.signInFailed,
        newValues: { email: user.email },
        reason: 'Wrong second-factor code',
        now,
      });
      return lockedUntil ? { kind: 'locked' as const } : { kind: 'wrong' as const };
    }
    if (!(await consumeChallenge(tx, challenge.id, now))) throw new AppError('SIGN_IN_STEP_EXPIRED');
    return { kind: 'ok' as const, ...(await startSession(tx, user, origin, settings, { secondFactor: method }, now)) };
  });
  if (outcome.kind === 'locked') throw new AppError('ACCOUNT_LOCKED');
  if (outcome.kind === 'wrong') throw new AppError('SECOND_FACTOR_INVALID');
  return outcome;
}

/** A role requires a second factor the user has not set up: the sign-in continues with enrolment, step 1. */
export async function enrolmentSetup(db: Db, challengeToken: string, origin: RequestOrigin, now: Date): Promise<TwoFactorSetupResponse> {
  const { user } = await challengeOf(db, challengeToken, 'enrol', origin, now);
  return db.transaction((tx) => startEnrolment(tx, user, { now, origin }));
}

/** Enrolment step 2 during sign-in: the confirmed code finishes both the enrolment and the sign-in. */
export async function enrolmentConfirm(
  db: Db,
  input: SecondFactorRequest,
  origin: RequestOrigin,
  settings: AuthSettings,
  now: Date,
): Promise<Started & { recoveryCodes: string[] }> {
  const { challenge, user: found } = await challengeOf(db, input.challengeToken, 'enrol', origin, now);
  return db.transaction(async (tx) => {
    const user = await lockUserById(tx, found.id);
    if (!user) throw new AppError('SIGN_IN_STEP_EXPIRED');
    const recoveryCodes = await confirmEnrolment(tx, user, input.code, { now, origin });
    if (!(await consumeChallenge(tx, challenge.id, now))) throw new AppError('SIGN_IN_STEP_EXPIRED');
    return { ...(await startSession(tx, user, origin, settings, { secondFactor: 'enrolled' }, now)), recoveryCodes };
  });
}
