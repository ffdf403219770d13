import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DueForReviewResponse, MyWorkResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { requireAuth } from '../../core/request-context.ts';
import { dueForReview, pendingWorkFor } from './my-work.repo.ts';

export function myWorkRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/work', {
    config: { access: 'authenticated' },
    schema: { tags: ['workflow'], summary: 'Reviews and approvals waiting for the signed-in user (real counts)', response: { 200: MyWorkResponse } },
    handler: async (request) => pendingWorkFor(db, requireAuth(request).user.id),
  });

  api.get('/api/documents/due-for-review', {
    config: { access: 'view-sops' },
    schema: { tags: ['workflow'], summary: 'Documents due for periodic review (their owners; all for admin and coordinator)', response: { 200: DueForReviewResponse } },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const seesAll = user.role === 'admin' || user.role === 'document_coordinator';
      return dueForReview(db, seesAll ? null : user.id);
    },
  });
}
