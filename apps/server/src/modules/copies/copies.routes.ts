import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CopyListItem, CopyListQuery, CopyListResponse, CopyStatusResponse, IdParams, PrintRequest, PrintResponse, ReconcileCopyRequest } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { visibilityFor } from '../documents/documents.policy.ts';
import { contextOf } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { copyStatus, printCopies, type CopiesDeps } from './copies.service.ts';
import { recordCopiesExport } from './copies-export.service.ts';
import { downloadPrintPdf } from './print-download.service.ts';
import { copyCsvHeader, copyCsvRow, copyExportFileName } from './copies-csv.ts';
import { listCopies, streamCopies } from './copies-list.repo.ts';
import { reconcileCopy } from './copies-reconcile.ts';

/** Printing copies of a released version, their PDF, and the status page a copy's QR code opens. */
export function copyRoutes(app: FastifyInstance, deps: CopiesDeps & { preferences: PreferencesService }): void {
  const { db, store } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['copies'];

  api.post('/api/documents/:id/print', {
    // Uncontrolled copies: print-sops. Controlled ones also need print-controlled-copies, checked in the service.
    config: { access: 'print-sops', idempotent: true },
    schema: { tags, summary: 'Print stamped copies of the version in force (audited); controlled copies need print-controlled-copies', params: IdParams, body: PrintRequest, response: { 201: PrintResponse } },
    handler: async (request, reply) => reply.code(201).send(await printCopies(deps, contextOf(request), request.params.id, request.body)),
  });

  api.get('/api/prints/:id/pdf', {
    config: { access: 'print-sops' },
    schema: { tags, summary: "Download a print's stamped PDF (audited)", params: IdParams },
    handler: async (request, reply) => {
      const file = await downloadPrintPdf(deps, contextOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(file.fileName, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(store.read(file.sha256));
    },
  });

  api.get('/api/copies', {
    config: { access: 'print-controlled-copies' },
    schema: { tags, summary: 'The copies register: filtered, newest print first, paged; counts per status under the same filters', querystring: CopyListQuery, response: { 200: CopyListResponse } },
    handler: async (request) => listCopies(db, request.query, visibilityFor(contextOf(request).viewer)),
  });

  api.get('/api/copies/export.csv', {
    config: { access: 'print-controlled-copies' },
    schema: { tags, summary: 'The filtered copies register as CSV (streamed; the export is audited)', querystring: CopyListQuery },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      const visibility = visibilityFor(ctx.viewer);
      const { page: _page, pageSize: _pageSize, ...filters } = request.query;
      // Recorded before any row leaves, so no export happens without its record.
      await recordCopiesExport(db, ctx, filters, visibility);
      async function* lines() {
        yield copyCsvHeader();
        for await (const copy of streamCopies(db, filters, visibility)) yield copyCsvRow(copy);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(copyExportFileName(deps.clock.now()), 'attachment'))
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  });

  api.post('/api/copies/:id/reconcile', {
    config: { access: 'print-controlled-copies' },
    schema: { tags, summary: 'Mark a controlled copy returned or destroyed, with a reason (audited)', params: IdParams, body: ReconcileCopyRequest, response: { 200: CopyListItem } },
    handler: async (request) => reconcileCopy(db, contextOf(request), request.params.id, request.body, deps.clock.now()),
  });

  api.get('/api/copies/:id', {
    // Public so the QR code works for a visitor when the site allows it; otherwise a session is required below.
    config: { access: 'public' },
    schema: { tags, summary: "A printed copy's status: current, superseded or recalled; details for signed-in users", params: IdParams, response: { 200: CopyStatusResponse } },
    handler: async (request) => {
      if (!request.auth && !(await deps.preferences.get('copyStatusPublic'))) throw new AppError('UNAUTHENTICATED');
      const viewer = request.auth ? { id: request.auth.user.id, role: request.auth.user.role } : null;
      return copyStatus(db, viewer, request.params.id);
    },
  });
}
