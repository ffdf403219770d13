import type { TwoFactorSetupResponse, TwoFactorStatus, Role } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { AUTH_AUDIT_ACTIONS } from '../audit/audit-actions.ts';
import type { UserRow } from '../users/users.repo.ts';
import { looksLikeRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, openSecret, otpauthUri, qrCodeDataUrl, recoveryCodeHash, sealSecret } from './totp.ts';
import {
  advanceTotpStep,
  confirmTotp,
  deleteTwoFactor,
  findTotp,
  isEnrolled,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingTotp,
  useRecoveryCode,
} from './two-factor.repo.ts';

export const actorOf = (user: UserRow): AuditActor => ({ id: user.id, name: user.name, role: user.role });

interface Context {
  now: Date;
  origin: RequestOrigin;
}

export async function twoFactorStatus(db: Db, user: UserRow, requiredRoles: readonly Role[]): Promise<TwoFactorStatus> {
  const row = await findTotp(db, user.id);
  const enrolled = isEnrolled(row);
  return {
    enrolled,
    enrolledAt: enrolled ? row.confirmedAt.toISOString() : null,
    recoveryCodesLeft: enrolled ? await recoveryCodesLeft(db, user.id) : 0,
    requiredForRole: requiredRoles.includes(user.role),
  };
}

export async function isUserEnrolled(db: Db, userId: string): Promise<boolean> {
  return isEnrolled(await findTotp(db, userId));
}

/** Step 1 of enrolment: a new secret, encrypted at rest, in force only once a code made from it is confirmed. */
export async function startEnrolment(tx: Db, user: UserRow, context: Context): Promise<TwoFactorSetupResponse> {
  if (isEnrolled(await findTotp(tx, user.id, true))) throw new AppError('TWO_FACTOR_ALREADY_ENROLLED');
  const secret = newTotpSecret();
  await savePendingTotp(tx, user.id, sealSecret(secret, user.id), context.now);
  await appendAuditEvent(tx, { actor: actorOf(user), origin: context.origin, action: AUTH_AUDIT_ACTIONS.twoFactorSetupStarted, entityType: 'user', entityId: user.id });
  const uri = otpauthUri(secret, user.email);
  return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
}

/** Step 2 of enrolment: a code from the new secret turns it on and gives the recovery codes, in clear this once. */
export async function confirmEnrolment(tx: Db, user: UserRow, code: string, context: Context): Promise<string[]> {
  const row = await findTotp(tx, user.id, true);
  if (!row) throw new AppError('TWO_FACTOR_SETUP_MISSING');
  if (isEnrolled(row)) throw new AppError('TWO_FACTOR_ALREADY_ENROLLED');
  const step = matchTotp(openSecret(row.secretCiphertext, user.id), code, context.now, null);
  if (step === null) throw new AppError('SECOND_FACTOR_INVALID');
  await confirmTotp(tx, user.id, step, context.now);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash), context.now);
  await appendAuditEvent(tx, {
    actor: actorOf(user),
    origin: context.origin,
    action: AUTH_AUDIT_ACTIONS.twoFactorEnrolled,
    entityType: 'user',
    entityId: user.id,
    newValues: { method: 'totp', recoveryCodes: codes.length },
  });
  return codes;
}

/**
 * Checks a second-factor code of an enrolled user in the caller's transaction: a TOTP code (once per time step) or,
 * where `allowRecovery`, an unused recovery code, which is then used up and its use audited. Null when neither.
 */
export async function checkSecondFactor(
  tx: Db,
  user: UserRow,
  code: string,
  context: Context & { allowRecovery: boolean },
): Promise<'totp' | 'recovery code' | null> {
  const row = await findTotp(tx, user.id, true);
  if (!isEnrolled(row)) return null;
  if (context.allowRecovery && looksLikeRecoveryCode(code)) {
    if (!(await useRecoveryCode(tx, user.id, recoveryCodeHash(code), context.now))) return null;
    const left = await recoveryCodesLeft(tx, user.id);
    await appendAuditEvent(tx, { actor: actorOf(user), origin: context.origin, action: AUTH_AUDIT_ACTIONS.recoveryCodeUsed, entityType: 'user', entityId: user.id, newValues: { recoveryCodesLeft: left } });
    return 'recovery code';
  }
  const step = matchTotp(openSecret(row.secretCiphertext, user.id), code, context.now, row.lastUsedStep);
  if (step === null || !(await advanceTotpStep(tx, user.id, step))) return null;
  return 'totp';
}

/** New recovery codes for a code from the app; the old ones stop working. */
export async function regenerateRecoveryCodes(tx: Db, user: UserRow, code: string, context: Context): Promise<string[]> {
  if (!isEnrolled(await findTotp(tx, user.id))) throw new AppError('TWO_FACTOR_NOT_ENROLLED');
  if ((await checkSecondFactor(tx, user, code, { ...context, allowRecovery: false })) === null) throw new AppError('SECOND_FACTOR_INVALID');
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash), context.now);
  await appendAuditEvent(tx, { actor: actorOf(user), origin: context.origin, action: AUTH_AUDIT_ACTIONS.recoveryCodesRegenerated, entityType: 'user', entityId: user.id, newValues: { recoveryCodes: codes.length } });
  return codes;
}

/** The user turns it off (the caller has checked the password); refused while their role requires it. */
export async function disableOwnTwoFactor(tx: Db, user: UserRow, requiredRoles: readonly Role[], context: Context): Promise<void> {
  if (requiredRoles.includes(user.role)) throw new AppError('TWO_FACTOR_REQUIRED');
  if (!(await deleteTwoFactor(tx, user.id))) throw new AppError('TWO_FACTOR_NOT_ENROLLED');
  await appendAuditEvent(tx, { actor: actorOf(user), origin: context.origin, action: AUTH_AUDIT_ACTIONS.twoFactorDisabled, entityType: 'user', entityId: user.id });
}

/** An administrator removes a user's authenticator (a lost phone): the next sign-in enrols again if the role requires it. */
export async function resetTwoFactor(tx: Db, target: UserRow, actor: AuditActor, context: Context & { reason: string }): Promise<void> {
  if (!(await deleteTwoFactor(tx, target.id))) throw new AppError('TWO_FACTOR_NOTHING_TO_RESET');
  await appendAuditEvent(tx, { actor, origin: context.origin, action: AUTH_AUDIT_ACTIONS.twoFactorReset, entityType: 'user', entityId: target.id, newValues: { email: target.email }, reason: context.reason });
}
