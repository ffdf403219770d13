import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, BulkUserUpdateRequest, ManagedUserStatus, Role, UpdateUserRequest } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { issueSetupCode } from './setup-codes.ts';
import { revokeUserSessions } from './sessions.repo.ts';
import { assertIdentityFree } from './users.service.ts';
import { findUserById, lockUserById, retireEmail, updateUser, type UserRow } from './users.repo.ts';
import { auditedFields, changedFields } from './users.present.ts';
import { statusAction, USER_AUDIT_ACTIONS } from './user-audit-actions.ts';
import { userEvents } from './user-events.ts';

export interface AdminContext {
  /** A person, or a provisioning client (SCIM) acting without a user id of its own. */
  actor: AuditActor;
  origin: RequestOrigin;
  /** The app clock's time of the request. */
  now: Date;
}

async function lockedUser(tx: Db, id: string): Promise<UserRow> {
  const user = await lockUserById(tx, id);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

/** An administrator cannot lock themselves out: their own role and status are someone else's to change. */
function guardOwnAccount(context: AdminContext, user: UserRow, next: { role?: Role; status?: string }): void {
  if (user.id !== context.actor.id) return;
  if ((next.role && next.role !== user.role) || (next.status && next.status !== user.status)) throw new AppError('OWN_ACCOUNT_ACCESS');
}

/**
 * Applies a change to one locked user and records old → new in the same transaction. Leaving the active status
 * ends every session of the user at once.
 */
async function applyChange(
  tx: Db,
  user: UserRow,
  values: Partial<UserRow>,
  context: AdminContext,
  options: { action?: AuditAction; reason?: string } = {},
): Promise<UserRow | null> {
  const next = { ...user, ...values };
  const { oldValues, newValues } = changedFields(auditedFields(user), auditedFields(next));
  if (Object.keys(newValues).length === 0) return null;
  await updateUser(tx, user.id, values, context.now);
  if (user.status === 'active' && next.status !== 'active') await revokeUserSessions(tx, user.id, context.now);
  const statusOnly = Object.keys(newValues).length === 1 && 'status' in newValues;
  await appendAuditEvent(tx, {
    actor: context.actor,
    origin: context.origin,
    action: options.action ?? (statusOnly ? statusAction(next.status) : USER_AUDIT_ACTIONS.updated),
    entityType: 'user',
    entityId: user.id,
    oldValues,
    newValues,
    reason: options.reason ?? null,
  });
  await userEvents.publish(tx, 'user-changed', { userId: user.id, actor: context.actor, origin: context.origin });
  return (await findUserById(tx, user.id)) ?? next;
}

/** Edit User: every administrable field; the e-mail stays unique forever. */
export async function editUser(tx: Db, id: string, input: z.output<typeof UpdateUserRequest>, context: AdminContext): Promise<UserRow> {
  const { expectedUpdatedAt, ...values } = input;
  const user = await lockedUser(tx, id);
  if (expectedUpdatedAt && new Date(expectedUpdatedAt).getTime() !== user.updatedAt.getTime()) throw new AppError('CONFLICT');
  guardOwnAccount(context, user, values);
  await assertIdentityFree(tx, { email: values.email, employeeId: values.employeeId }, user.id);
  if (values.email !== user.email) await retireEmail(tx, user.id, user.email, values.email);
  return (await applyChange(tx, user, values, context)) ?? user;
}

/** Activate, deactivate or suspend; anything but active ends the user's sessions. */
export async function setUserStatus(tx: Db, id: string, status: ManagedUserStatus, context: AdminContext): Promise<UserRow> {
  const user = await lockedUser(tx, id);
  guardOwnAccount(context, user, { status });
  return (await applyChange(tx, user, { status }, context)) ?? user;
}

/**
 * Reset Password: the old password stops working, every session ends, and a one-time setup code is issued for the
 * user to choose a new one. The administrator never sees or sets a password.
 */
export async function resetPassword(
  tx: Db,
  id: string,
  context: AdminContext & { setupCodeTtlHours: number },
): Promise<{ user: UserRow; setupCode: string; expiresAt: Date }> {
  const user = await lockedUser(tx, id);
  await updateUser(tx, user.id, { passwordHash: null, failedLoginAttempts: 0, accountLockedUntil: null }, context.now);
  await revokeUserSessions(tx, user.id, context.now);
  await appendAuditEvent(tx, {
    actor: context.actor,
    origin: context.origin,
    action: USER_AUDIT_ACTIONS.passwordReset,
    entityType: 'user',
    entityId: user.id,
    oldValues: { passwordSet: user.passwordHash !== null },
    newValues: { passwordSet: false, sessionsEnded: true },
  });
  const expiresAt = new Date(context.now.getTime() + context.setupCodeTtlHours * 3_600_000);
  const setupCode = await issueSetupCode(tx, { userId: user.id, ttlHours: context.setupCodeTtlHours, actor: context.actor, origin: context.origin, now: context.now });
  return { user: { ...user, passwordHash: null, failedLoginAttempts: 0, accountLockedUntil: null }, setupCode, expiresAt };
}

/** Bulk role or status update: one audit event per changed user, all in the caller's transaction. */
export async function bulkUpdateUsers(
  tx: Db,
  input: z.output<typeof BulkUserUpdateRequest>,
  context: AdminContext,
): Promise<{ updated: number; unchanged: number }> {
  const ids = [...new Set(input.ids)];
  const rows = await tx.select().from(users).where(inArray(users.id, ids)).orderBy(users.id).for('update');
  if (rows.length !== ids.length) throw new AppError('USER_NOT_FOUND');
  const values = input.role ? { role: input.role } : { status: input.status! };
  let updated = 0;
  for (const user of rows) {
    guardOwnAccount(context, user, values);
    const changed = await applyChange(tx, user, values, context, { reason: `Bulk update of ${ids.length} users` });
    if (changed) updated += 1;
  }
  return { updated, unchanged: rows.length - updated };
}
