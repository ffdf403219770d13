import type { z } from 'zod';
import type { BulkUserUpdateRequest, ManagedUserStatus, UpdateUserRequest } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { bulkUpdateUsers, editUser, resetPassword, setUserStatus, type AdminContext } from './user-admin.service.ts';
import { USER_AUDIT_ACTIONS } from './user-audit-actions.ts';
import { createUser, type NewUser } from './users.service.ts';
import { mailSetupCode, notifyPasswordReset } from './setup-code-mail.ts';
import type { UserRow } from './users.repo.ts';

// Each administrator's request is one transaction: the change, its audit events and its e-mail stand or fall together.

type WithTtl = AdminContext & { setupCodeTtlHours: number };
/** Read at use time, inside the transaction: SMTP configured and e-mail turned on in the preferences. */
type MailEnabled = () => Promise<boolean>;

/** Records a user export before any row leaves. */
export async function recordUserExport(db: Db, context: AdminContext, view: string, filters: object): Promise<void> {
  await db.transaction((tx) => appendAuditEvent(tx, { ...context, action: USER_AUDIT_ACTIONS.exported, entityType: 'user', newValues: { view, filters } }));
}

/** Create New User: the user, their setup code and (when mail is on) its e-mail. */
export async function createUserByAdmin(db: Db, input: NewUser, context: WithTtl, mailEnabled: MailEnabled): Promise<{ user: UserRow; setupCode: string; expiresAt: Date; mailed: boolean }> {
  const expiresAt = new Date(context.now.getTime() + context.setupCodeTtlHours * 3_600_000);
  const created = await db.transaction(async (tx) => {
    const made = await createUser(tx, input, context);
    return { ...made, mailed: await mailSetupCode(tx, made.user, { setupCode: made.setupCode, expiresAt, reason: 'created' }, await mailEnabled()) };
  });
  return { ...created, expiresAt };
}

export async function editUserByAdmin(db: Db, id: string, input: z.output<typeof UpdateUserRequest>, context: AdminContext): Promise<UserRow> {
  return db.transaction((tx) => editUser(tx, id, input, context));
}

export async function setUserStatusByAdmin(db: Db, id: string, status: ManagedUserStatus, context: AdminContext): Promise<UserRow> {
  return db.transaction((tx) => setUserStatus(tx, id, status, context));
}

/** Reset Password: the reset, the user's notice and (when mail is on) the setup code's e-mail. */
export async function resetPasswordByAdmin(db: Db, id: string, context: WithTtl, mailEnabled: MailEnabled): Promise<{ user: UserRow; setupCode: string; expiresAt: Date; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const reset = await resetPassword(tx, id, context);
    await notifyPasswordReset(tx, reset.user, context.actor.name);
    return { ...reset, mailed: await mailSetupCode(tx, reset.user, { ...reset, reason: 'reset' }, await mailEnabled()) };
  });
}

export async function bulkUpdateUsersByAdmin(db: Db, input: z.output<typeof BulkUserUpdateRequest>, context: AdminContext): Promise<{ updated: number; unchanged: number }> {
  return db.transaction((tx) => bulkUpdateUsers(tx, input, context));
}
