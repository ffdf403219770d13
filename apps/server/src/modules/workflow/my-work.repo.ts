import { sql } from 'drizzle-orm';
import type { DocumentStatus, DueForReviewResponse, MyWorkResponse } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';

const pendingFor = (userId: string, type: 'reviewer' | 'approver', status: string) => sql`
  SELECT count(*)::int AS n FROM workflow_assignments a
  JOIN workflows w ON w.id = a.workflow_id AND w.status = 'active'
  JOIN documents d ON d.id = w.document_id AND d.status = ${status}
  WHERE a.user_id = ${userId} AND a.type = ${type} AND a.status = 'pending'`;

/** Reviews and approvals waiting for a person, on active workflows whose document is at that step. */
export async function pendingWorkFor(db: Db, userId: string): Promise<MyWorkResponse> {
  const [reviews, approvals] = await Promise.all([db.execute(pendingFor(userId, 'reviewer', 'in-review')), db.execute(pendingFor(userId, 'approver', 'pending-approval'))]);
  return { pendingReviews: rowsOf<{ n: number }>(reviews)[0]?.n ?? 0, pendingApprovals: rowsOf<{ n: number }>(approvals)[0]?.n ?? 0 };
}

/**
 * Due for periodic review (isDueForReview in the domain): an effective document whose review date (or last change)
 * has passed. With an owner, only theirs; without, all.
 */
export async function dueForReview(db: Db, owner: string | null): Promise<DueForReviewResponse> {
  const rows = rowsOf<{ id: string; doc_number: string; title: string; status: string; review_date: string | null; updated_at: Date | string; author_name: string }>(
    await db.execute(sql`
      SELECT d.id, d.doc_number, d.title, d.status, d.review_date::text AS review_date, d.updated_at, u.name AS author_name
      FROM documents d JOIN users u ON u.id = d.author_id
      WHERE d.status = 'effective'
        AND coalesce(d.review_date::timestamptz, d.updated_at) < now()
        ${owner ? sql`AND d.author_id = ${owner}` : sql``}
      ORDER BY coalesce(d.review_date::timestamptz, d.updated_at) ASC, d.id
      LIMIT 50`),
  );
  return rows.map((r) => ({ id: r.id, docNumber: r.doc_number, title: r.title, status: r.status as DocumentStatus, reviewDate: r.review_date, updatedAt: new Date(r.updated_at).toISOString(), authorName: r.author_name }));
}
