import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, WhereUsedQuery, WhereUsedResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { contextOf } from '../../core/request-context.ts';
import { assertVisible, visibilityFor } from './documents.policy.ts';
import { findDocument } from './documents.repo.ts';
import { whereUsed } from './where-used.repo.ts';

/** Where Used (spec 02 §2 Actions menu): documents whose text mentions this document's number. */
export function whereUsedRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.withTypeProvider<ZodTypeProvider>().get('/api/documents/:id/where-used', {
    config: { access: 'view-sops' },
    schema: { tags: ['documents'], summary: "Documents the caller may see whose text mentions this document's number, paged", params: IdParams, querystring: WhereUsedQuery, response: { 200: WhereUsedResponse } },
    handler: async (request) => {
      const { viewer } = contextOf(request);
      const found = await findDocument(db, request.params.id);
      assertVisible(viewer, found?.doc);
      const { page, pageSize } = request.query;
      const result = await whereUsed(db, found.doc, visibilityFor(viewer), { page, pageSize });
      return { docNumber: found.doc.docNumber, ...result, page, pageSize };
    },
  });
}
