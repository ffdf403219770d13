import type { Db } from '../../platform/db/client.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { completedReviews, type ReviewRow } from './audit-reviews.repo.ts';

/** The completed reviews the export will carry, recorded as exported (with their count) before any line leaves. */
export async function recordReviewsExport(db: Db, context: ActionContext): Promise<ReviewRow[]> {
  return db.transaction(async (tx) => {
    const reviews = await completedReviews(tx);
    await appendAuditEvent(tx, {
      actor: context.actor,
      origin: context.origin,
      action: 'Audit Trail Reviews Exported',
      entityType: 'audit-review',
      newValues: { format: 'csv', rowCount: reviews.length },
    });
    return reviews;
  });
}
