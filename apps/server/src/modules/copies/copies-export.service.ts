import type { DocumentVisibility } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { countCopiesByStatus, type CopyFilters } from './copies-list.repo.ts';

/** Records an export of the copies register, with the rows it will carry, before any row leaves. */
export async function recordCopiesExport(db: Db, ctx: ActionContext, filters: CopyFilters, visibility: DocumentVisibility): Promise<void> {
  const applied = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  await db.transaction(async (tx) => {
    const counts = await countCopiesByStatus(tx, filters, visibility);
    const rowCount = filters.status ? counts[filters.status] : Object.values(counts).reduce((a, b) => a + b, 0);
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Controlled Copies Exported',
      entityType: filters.document ? 'document' : 'copies',
      entityId: filters.document ?? null,
      newValues: { format: 'csv', filters: applied, rowCount },
    });
  });
}
