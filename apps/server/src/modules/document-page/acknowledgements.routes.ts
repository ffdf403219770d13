import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DocumentDetail, IdParams } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { contextOf } from '../../core/request-context.ts';
import { documentDetailFor } from './document-detail.ts';
import { acknowledgeDocument } from '../acknowledgements/acknowledgements.service.ts';

export function acknowledgementRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/documents/:id/acknowledge', {
    config: { access: 'acknowledge-sops' },
    schema: {
      tags: ['documents'],
      summary: 'Acknowledge the version in force as read and understood (once per version)',
      params: IdParams,
      response: { 200: DocumentDetail },
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      await acknowledgeDocument(db, request.params.id, ctx);
      return documentDetailFor(db, ctx.viewer, request.params.id);
    },
  });
}
