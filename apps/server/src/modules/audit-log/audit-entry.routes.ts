import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditEntry } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { requireAuth } from '../../core/request-context.ts';
import { AppError } from '../../core/app-error.ts';
import { auditVisibilityFor, findAuditEntry, presentAuditRow } from './audit-list.repo.ts';

/** One audit entry by its sequence number (search results link to /audit/{seq}), within the viewer's visibility. */
export function auditEntryRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/audit/:seq', {
    config: { access: 'read-audit-trail' },
    schema: { tags: ['audit'], summary: 'One audit entry (the audit module: administrator, document coordinator)', params: z.object({ seq: z.coerce.number().int().positive() }), response: { 200: AuditEntry } },
    handler: async (request) => {
      const visibility = auditVisibilityFor(requireAuth(request).user);
      const row = await findAuditEntry(deps.db, request.params.seq, visibility);
      if (!row) throw new AppError('NOT_FOUND');
      return presentAuditRow(row, visibility);
    },
  });
}
