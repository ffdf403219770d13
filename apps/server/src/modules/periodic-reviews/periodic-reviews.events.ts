import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { documentEvents, type DocumentEvents } from '../documents/document-events.ts';
import { upsertPlan } from './periodic-reviews.repo.ts';

/**
 * A new version in force ends the document's active review: the revision a review started (or any other) went
 * through review and approval, so the review is complete, last reviewed on the new version's effective date.
 */
async function completeOnEffective(tx: Db, event: DocumentEvents['version-effective']): Promise<void> {
  const [task] = rowsOf<{ id: string; effective_date: string | null }>(
    await tx.execute(sql`
      UPDATE periodic_reviews r SET status = 'completed', outcome = 'revised', completed_by = ${event.actor.id}, completed_at = ${event.at},
        version_id = COALESCE(r.version_id, ${event.versionId})
      FROM documents d
      WHERE r.document_id = ${event.documentId} AND d.id = r.document_id AND r.status IN ('open', 'revising')
      RETURNING r.id, d.effective_date::text AS effective_date`),
  );
  if (!task) return;
  if (task.effective_date) await upsertPlan(tx, event.documentId, { lastReviewDate: task.effective_date }, event.actor.id, event.at);
  await appendAuditEvent(tx, {
    actor: event.actor,
    origin: event.origin,
    action: 'Periodic Review Completed',
    entityType: 'document',
    entityId: event.documentId,
    newValues: { taskId: task.id, outcome: 'revised', version: event.versionLabel, lastReviewDate: task.effective_date },
  });
}

/** A document made obsolete or archived has nothing left to review: its active task closes. */
async function closeOnWithdrawal(tx: Db, event: DocumentEvents['version-withdrawn']): Promise<void> {
  if (event.withdrawal === 'superseded') return;
  const [task] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE periodic_reviews SET status = 'closed', outcome = 'withdrawn', completed_by = ${event.actor.id}, completed_at = ${event.at}
      WHERE document_id = ${event.documentId} AND status IN ('open', 'revising')
      RETURNING id`),
  );
  if (!task) return;
  await appendAuditEvent(tx, {
    actor: event.actor,
    origin: event.origin,
    action: 'Periodic Review Closed',
    entityType: 'document',
    entityId: event.documentId,
    newValues: { taskId: task.id, outcome: 'withdrawn', because: event.withdrawal },
  });
}

/** Review tasks follow the lifecycle (DESIGN §5.3). */
export function followLifecycleWithReviews(): void {
  documentEvents.on('version-effective', completeOnEffective);
  documentEvents.on('version-withdrawn', closeOnWithdrawal);
}
