import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { DueForReviewResponse, MyWorkResponse, type DocumentStatus } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { requireAuth } from '../../core/request-context.ts';

const pendingFor = (userId: string, type: 'reviewer' | 'approver', status: string) => sql`
  SELECT count(*)::int AS n FROM workflow_assignments a
  JOIN workflows w ON w.id = a.workflow_id AND w.status = 'active'
  JOIN documents d ON d.id = w.document_id AND d.status = ${status}
  WHERE a.user_id = ${userId} AND a.type = ${type} AND a.status = 'pending'`;

/**
 * Due for periodic review (isDueForReview in the domain): an effective document whose review date (or last change)
 * has passed. Owners see their own; administrators and document coordinators see all.
 */
const dueForReview = (owner: string | null) => sql`
  SELECT d.id, d.doc_number, d.title, d.status, d.review_date::text AS review_date, d.updated_at, u.name AS author_name
  FROM documents d JOIN users u ON u.id = d.author_id
  WHERE d.status = 'effective'
    AND coalesce(d.review_date::timestamptz, d.updated_at) < now()
    ${owner ? sql`AND d.author_id = ${owner}` : sql``}
  ORDER BY coalesce(d.review_date::timestamptz, d.updated_at) ASC, d.id
  LIMIT 50`;

export function myWorkRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/work', {
    config: { access: 'authenticated' },
    schema: { tags: ['workflow'], summary: 'Reviews and approvals waiting for the signed-in user (real counts)', response: { 200: MyWorkResponse } },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const [reviews, approvals] = await Promise.all([db.execute(pendingFor(user.id, 'reviewer', 'in-review')), db.execute(pendingFor(user.id, 'approver', 'pending-approval'))]);
      return { pendingReviews: rowsOf<{ n: number }>(reviews)[0]?.n ?? 0, pendingApprovals: rowsOf<{ n: number }>(approvals)[0]?.n ?? 0 };
    },
  });

  api.get('/api/documents/due-for-review', {
    config: { access: 'view-sops' },
    schema: { tags: ['workflow'], summary: 'Documents due for periodic review (their owners; all for admin and coordinator)', response: { 200: DueForReviewResponse } },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const seesAll = user.role === 'admin' || user.role === 'document_coordinator';
      const rows = rowsOf<{ id: string; doc_number: string; title: string; status: string; review_date: string | null; updated_at: Date | string; author_name: string }>(
        await db.execute(dueForReview(seesAll ? null : user.id)),
      );
      return rows.map((r) => ({ id: r.id, docNumber: r.doc_number, title: r.title, status: r.status as DocumentStatus, reviewDate: r.review_date, updatedAt: new Date(r.updated_at).toISOString(), authorName: r.author_name }));
    },
  });
}
