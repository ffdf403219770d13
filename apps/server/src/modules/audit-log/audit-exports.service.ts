import type { AuditAction } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { checkAuditChainRange } from '../audit/audit-json-export.ts';
import { sealPendingAuditEvents } from '../audit/audit-sealer.ts';
import { auditVisibilityFor, countAuditEvents, lastAuditSeq, type AuditFilters } from './audit-list.repo.ts';

/** The filters an export was made with, as its record and the report's header show them. */
export const appliedFilters = (f: AuditFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(f).filter((e): e is [string, string] => typeof e[1] === 'string'));

/**
 * Records an export before any row leaves: in one transaction the last sequence is fixed, the matching rows up to it
 * are counted and the event written. The export then reads exactly those rows (seq <= upToSeq), so the recorded
 * count is the count delivered, and no export can happen without its record even if the client goes away.
 */
export async function recordFilteredExport(db: Db, context: ActionContext, action: AuditAction, filters: AuditFilters, extra: Record<string, unknown> = {}) {
  const visibility = auditVisibilityFor(context.viewer);
  return db.transaction(async (tx) => {
    const upToSeq = await lastAuditSeq(tx);
    const rows = await countAuditEvents(tx, filters, visibility, upToSeq);
    await appendAuditEvent(tx, {
      actor: context.actor,
      origin: context.origin,
      action,
      entityType: 'audit',
      newValues: { filters: appliedFilters(filters), rowCount: rows, upToSeq, ...extra },
    });
    return { upToSeq, rows, visibility };
  });
}

/**
 * Records an export of the trail itself (a run of sequence numbers) and checks its chain on the server first. Events
 * moments old are sealed before, so the file carries every seal up to its last event.
 */
export async function recordTrailExport(db: Db, context: ActionContext, requested: { fromSeq?: number; toSeq?: number }) {
  return db.transaction(async (tx) => {
    await sealPendingAuditEvents(tx);
    const last = await lastAuditSeq(tx);
    const fromSeq = requested.fromSeq ?? 1;
    const toSeq = Math.min(requested.toSeq ?? last, last);
    const span = { fromSeq, toSeq: Math.max(toSeq, fromSeq - 1) };
    const broken = await checkAuditChainRange(tx, span);
    await appendAuditEvent(tx, {
      actor: context.actor,
      origin: context.origin,
      action: 'Audit Trail Exported',
      entityType: 'audit',
      newValues: { format: 'json', fromSeq, toSeq: span.toSeq, rowCount: Math.max(0, span.toSeq - fromSeq + 1), chainIntact: broken === null, firstBrokenSeq: broken?.seq ?? null },
    });
    return { upToSeq: last, range: span, serverCheck: broken };
  });
}
