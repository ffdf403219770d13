import { eq } from 'drizzle-orm';
import type { CopyListItem, ReconcileCopyRequest } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../platform/db/client.ts';
import { documentCopies } from '../../platform/db/schema/copies.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { findCopyItem } from './copies-list.repo.ts';
import { findCopy } from './copies.repo.ts';

const AUDIT_ACTION = { returned: 'Controlled Copy Returned', destroyed: 'Controlled Copy Destroyed' } as const;

/**
 * Closes a controlled copy's life: brought back (returned) or destroyed where it was, with the reason, by whom and
 * when, audited in the same transaction. Only an issued or to-recall controlled copy; the row lock makes a second,
 * racing reconciliation find it already closed (409), and the database trigger refuses any step backwards.
 */
export async function reconcileCopy(db: Db, ctx: ActionContext, copyId: string, request: ReconcileCopyRequest, now: Date): Promise<CopyListItem> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: documentCopies.id }).from(documentCopies).where(eq(documentCopies.id, copyId)).for('update');
    const row = locked ? await findCopy(tx, copyId) : undefined;
    if (!row) throw new AppError('COPY_NOT_FOUND');
    try {
      assertVisible(ctx.viewer, row.doc);
    } catch {
      throw new AppError('COPY_NOT_FOUND');
    }
    const { copy, version, doc } = row;
    if (!copy.controlled) throw new AppError('COPY_NOT_CONTROLLED');
    if (copy.status !== 'issued' && copy.status !== 'to-recall') throw new AppError('COPY_ALREADY_RECONCILED');
    await tx
      .update(documentCopies)
      .set({ status: request.outcome, statusChangedAt: now, statusReason: request.reason, statusChangedBy: ctx.viewer.id })
      .where(eq(documentCopies.id, copy.id));
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: AUDIT_ACTION[request.outcome],
      entityType: 'document',
      entityId: doc.id,
      oldValues: { status: copy.status },
      newValues: { copyId: copy.id, number: copy.number, version: version.versionLabel, reason: request.reason },
      reason: request.reason,
    });
    const item = await findCopyItem(tx, copy.id);
    if (!item) throw new Error('reconciled copy not found');
    return item;
  });
}
