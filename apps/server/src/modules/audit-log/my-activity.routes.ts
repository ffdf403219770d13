import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_ACTIVITY_LIMIT, ProfileActivityResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { requireAuth } from '../../core/request-context.ts';
import { auditVisibilityFor, listAuditEvents, presentAuditRow } from './audit-list.repo.ts';

/** Profile Settings' "Recent activity" (spec 02 §2): a person's own last audit entries, whatever their role. */
export function myActivityRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/profile/activity', {
    config: { access: 'authenticated' },
    schema: { tags: ['profile'], summary: 'My last 10 audit entries, newest first', response: { 200: ProfileActivityResponse } },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const query = { sort: 'timestamp', dir: 'desc', page: 1, pageSize: PROFILE_ACTIVITY_LIMIT } as const;
      const visibility = { ...auditVisibilityFor(user), kind: 'own' as const, userId: user.id };
      const { rows } = await listAuditEvents(deps.db, query, visibility);
      return { items: rows.map((row) => presentAuditRow(row, visibility)) };
    },
  });
}
