import type { Role } from '@attest/domain';
import { DEFAULT_DEPARTMENT_BY_ROLE, FIELD_MESSAGES } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { AUTH_AUDIT_ACTIONS } from '../audit/audit-actions.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { issueSetupCode } from './setup-codes.ts';
import { AppError } from '../../core/app-error.ts';
import { userEvents } from './user-events.ts';
import { findUserByEmail, findUserByEmployeeId, insertUser, retiredEmailOwner, toCurrentUser, type UserRow } from './users.repo.ts';

export interface NewUser {
  name: string;
  email: string;
  role: Role;
  department?: string | null;
  employeeId?: string | null;
  designation?: string | null;
  phone?: string | null;
  hireDate?: string | null;
  avatarUrl?: string | null;
  status?: 'active' | 'inactive' | 'suspended';
}

export interface CreateUserContext {
  actor: AuditActor;
  origin?: RequestOrigin;
  setupCodeTtlHours: number;
  /** The app clock's time (the setup code's lifetime starts here). */
  now: Date;
}

/**
 * Creates a user without a password and issues their one-time setup code (DESIGN.md §4.5).
 * E-mails are unique forever: a deactivated user's address cannot be reused.
 */
export async function createUser(
  tx: Db,
  input: NewUser,
  context: CreateUserContext,
): Promise<{ user: UserRow; setupCode: string }> {
  const email = input.email.trim().toLowerCase();
  await assertIdentityFree(tx, { email, employeeId: input.employeeId ?? null });
  const user = await insertUser(tx, {
    ...input,
    email,
    department: input.department ?? DEFAULT_DEPARTMENT_BY_ROLE[input.role],
  });
  await appendAuditEvent(tx, {
    actor: context.actor,
    origin: context.origin,
    action: AUTH_AUDIT_ACTIONS.userCreated,
    entityType: 'user',
    entityId: user.id,
    newValues: toCurrentUser(user),
  });
  await userEvents.publish(tx, 'user-changed', { userId: user.id, actor: context.actor, origin: context.origin });
  const setupCode = await issueSetupCode(tx, {
    userId: user.id,
    ttlHours: context.setupCodeTtlHours,
    actor: context.actor,
    origin: context.origin,
    now: context.now,
  });
  return { user, setupCode };
}

/** E-mails are never reused (not even a deactivated user's) and employee ids are unique; `exceptId` is the user being edited. */
export async function assertIdentityFree(tx: Db, identity: { email: string; employeeId: string | null }, exceptId?: string): Promise<void> {
  const byEmail = await findUserByEmail(tx, identity.email);
  const formerOwner = await retiredEmailOwner(tx, identity.email);
  if ((byEmail && byEmail.id !== exceptId) || (formerOwner && formerOwner !== exceptId)) {
    throw new AppError('EMAIL_IN_USE', undefined, { email: FIELD_MESSAGES.emailInUse });
  }
  if (identity.employeeId) {
    const byEmployeeId = await findUserByEmployeeId(tx, identity.employeeId);
    if (byEmployeeId && byEmployeeId.id !== exceptId) {
      throw new AppError('EMPLOYEE_ID_IN_USE', undefined, { employeeId: FIELD_MESSAGES.employeeIdInUse });
    }
  }
}

/** Creates an active user who already has a password: demo accounts only. */
export async function createUserWithPassword(
  tx: Db,
  input: NewUser & { password: string },
  context: { actor: AuditActor; now: Date },
): Promise<UserRow> {
  const { password, ...rest } = input;
  const user = await insertUser(tx, {
    ...rest,
    email: rest.email.toLowerCase(),
    department: rest.department ?? DEFAULT_DEPARTMENT_BY_ROLE[rest.role],
    passwordHash: await hashSecret(password),
    passwordChangedAt: context.now,
  });
  await appendAuditEvent(tx, {
    actor: context.actor,
    action: AUTH_AUDIT_ACTIONS.userCreated,
    entityType: 'user',
    entityId: user.id,
    newValues: toCurrentUser(user),
    reason: 'Demo organisation',
  });
  await userEvents.publish(tx, 'user-changed', { userId: user.id, actor: context.actor });
  return user;
}
