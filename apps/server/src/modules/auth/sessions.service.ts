import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { AUTH_AUDIT_ACTIONS } from '../audit/audit-actions.ts';
import { revokeSessionByPublicId } from '../users/sessions.repo.ts';
import { sessionRef } from './auth.service.ts';
import { describeDevice } from './device.ts';

/** Ends one live session of a user and records who ended it (the owner or an administrator), in one transaction. */
export async function revokeSession(db: Db, context: ActionContext, userId: string, publicId: string, by: 'owner' | 'administrator'): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await revokeSessionByPublicId(tx, userId, publicId, context.now);
    if (!ended) throw new AppError('SESSION_NOT_FOUND');
    await appendAuditEvent(tx, {
      actor: context.actor,
      origin: context.origin,
      action: AUTH_AUDIT_ACTIONS.sessionRevoked,
      entityType: 'user',
      entityId: userId,
      newValues: { session: sessionRef(ended), device: describeDevice(ended.userAgent), ip: ended.ip, by },
    });
  });
}
