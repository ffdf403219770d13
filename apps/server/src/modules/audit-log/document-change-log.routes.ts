import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DocumentChangeLogQuery, DocumentChangeLogResponse, IdParams } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { requireAuth } from '../../core/request-context.ts';
import { AppError } from '../../core/app-error.ts';
import { assertVisible, visibilityFor } from '../documents/documents.policy.ts';
import { findDocument } from '../documents/documents.repo.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { listAuditEvents, presentAuditRow, type AuditVisibility } from './audit-list.repo.ts';

/**
 * A document's change log for those without the audit module (spec 01 §6, 02 §7): every event of the document, never the
 * network details, and only for a viewer who may open its whole history (the author, its reviewers and approvers,
 * document control), since its events name unreleased versions; for anyone else the log does not exist (404).
 */
export function documentChangeLogRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.withTypeProvider<ZodTypeProvider>().get('/api/documents/:id/audit', {
    config: { access: 'access-change-history-logs' },
    schema: {
      tags: ['audit'],
      summary: "A document's change log, without IP addresses, user agents or sessions; 404 unless the caller sees its whole history",
      params: IdParams,
      querystring: DocumentChangeLogQuery,
      response: { 200: DocumentChangeLogResponse },
    },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const viewer = { id: user.id, role: user.role };
      const found = await findDocument(db, request.params.id);
      assertVisible(viewer, found?.doc);
      if (!(await versionAccessFor(db, viewer, found.doc)).fullHistory) throw new AppError('DOCUMENT_NOT_FOUND');
      const visibility: AuditVisibility = { kind: 'all', documents: visibilityFor(viewer), network: false };
      const { page, pageSize } = request.query;
      const list = await listAuditEvents(db, { document: found.doc.id, sort: 'timestamp', dir: 'desc', page, pageSize }, visibility);
      return { items: list.rows.map((row) => presentAuditRow(row, visibility)), total: list.total, page, pageSize };
    },
  });
}
