import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CopyStatusResponse, IdParams, PrintRequest, PrintResponse } from '@attest/domain';
import { AppError } from '../../http/app-error.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { contextOf } from '../documents/documents.routes.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { copyStatus, printCopies, printPdf, type CopiesDeps } from './copies.service.ts';

/** Printing copies of a released version, their PDF, and the status page a copy's QR code opens. */
export function copyRoutes(app: FastifyInstance, deps: CopiesDeps & { copyStatusPublic: boolean }): void {
  const { db, store } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['copies'];

  api.post('/api/documents/:id/print', {
    // Uncontrolled copies: print-sops. Controlled ones also need print-controlled-copies, checked in the service.
    config: { access: 'print-sops' },
    schema: { tags, summary: 'Print stamped copies of the version in force (audited); controlled copies need print-controlled-copies', params: IdParams, body: PrintRequest, response: { 201: PrintResponse } },
    handler: async (request, reply) => reply.code(201).send(await printCopies(deps, contextOf(request), request.params.id, request.body)),
  });

  api.get('/api/prints/:id/pdf', {
    config: { access: 'print-sops' },
    schema: { tags, summary: "Download a print's stamped PDF (audited)", params: IdParams },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      const file = await printPdf(db, ctx.viewer, request.params.id);
      await db.transaction((tx) =>
        appendAuditEvent(tx, {
          actor: ctx.actor,
          origin: ctx.origin,
          action: 'Printed Copies Downloaded',
          entityType: 'document',
          entityId: file.documentId,
          newValues: { printId: request.params.id, file: file.fileName, sha256: file.sha256 },
        }),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(file.fileName, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(store.read(file.sha256));
    },
  });

  api.get('/api/copies/:id', {
    // Public so the QR code works for a visitor when the site allows it; otherwise a session is required below.
    config: { access: 'public' },
    schema: { tags, summary: "A printed copy's status: current, superseded or recalled; details for signed-in users", params: IdParams, response: { 200: CopyStatusResponse } },
    handler: async (request) => {
      if (!request.auth && !deps.copyStatusPublic) throw new AppError('UNAUTHENTICATED');
      const viewer = request.auth ? { id: request.auth.user.id, role: request.auth.user.role } : null;
      return copyStatus(db, viewer, request.params.id);
    },
  });
}
