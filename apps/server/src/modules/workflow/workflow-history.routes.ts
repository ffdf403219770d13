import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { contextOf } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { downloadWorkflowHistory } from './workflow-history.service.ts';

/** Workflow History Report (spec 02 §2 Actions menu): every workflow, decision, comment and signature, as PDF. */
export function workflowHistoryRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.withTypeProvider<ZodTypeProvider>().get('/api/documents/:id/workflow-history.pdf', {
    // The review history, as the Workflow screens: role users (readers) do not hold it.
    config: { access: 'review-history' },
    schema: { tags: ['workflow'], summary: "A document's workflows, decisions, comments and electronic signatures as PDF (audited)", params: IdParams },
    handler: async (request, reply) => {
      const { fileName, pdf } = await downloadWorkflowHistory(db, contextOf(request), request.params.id);
      return reply.header('content-type', 'application/pdf').header('content-disposition', attachmentHeader(fileName, 'attachment')).send(Buffer.from(pdf));
    },
  });
}
