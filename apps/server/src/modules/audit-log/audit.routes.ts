import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditCheckpointsResponse, AuditListQuery, AuditListResponse, AuditTrailExportQuery, AuditVerifyResponse } from '@attest/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { contextOf, requireAuth } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { appliedFilters, recordFilteredExport, recordTrailExport } from './audit-exports.service.ts';
import { readCheckpoints } from '../audit/audit-checkpoints.ts';
import { verifyAuditTrail } from '../audit/audit-verify.ts';
import {
  auditSummary,
  auditVisibilityFor,
  listAuditEvents,
  presentAuditRow,
  streamAuditEvents,
  type AuditFilters,
  type AuditQuery,
} from './audit-list.repo.ts';
import { csvHeader, csvRow, exportFileName } from '../audit/audit-csv.ts';
import { renderAuditReport } from '../audit/audit-report-pool.ts';
import { auditJsonExport } from '../audit/audit-json-export.ts';

/** The PDF report lists at most this many rows (and says so); the CSV has no cap. */
export const PDF_ROW_CAP = 5000;

const filtersOf = (q: AuditQuery): AuditFilters => ({
  action: q.action,
  group: q.group,
  user: q.user,
  document: q.document,
  entityType: q.entityType,
  last: q.last,
  from: q.from,
  to: q.to,
});
export interface AuditRouteDeps {
  db: Db;
  store: BlobStore;
  clock: Clock;
}

export function auditRoutes(app: FastifyInstance, deps: AuditRouteDeps): void {
  const { db, store } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];
  const verify = () => verifyAuditTrail(db, store);

  api.get('/api/audit/verify', {
    config: { access: 'verify-audit-trail' },
    schema: {
      tags,
      summary: "Recompute every event's keyed seal and check the signed checkpoints held outside the database",
      response: { 200: AuditVerifyResponse },
    },
    handler: verify,
  });

  api.get('/api/audit/checkpoints', {
    config: { access: 'verify-audit-trail' },
    schema: { tags, summary: 'The signed checkpoints of the audit trail in the blob store, newest first', response: { 200: AuditCheckpointsResponse } },
    handler: async () => {
      const checkpoints = await readCheckpoints(store);
      return {
        items: checkpoints.reverse().map((c) => ({ seq: c.seq, createdAt: c.createdAt, reason: c.reason, signatureValid: c.signatureValid })),
      };
    },
  });

  api.get('/api/audit', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'The audit trail: filtered, sorted, paged; without the audit module only your own entries, without network details', querystring: AuditListQuery, response: { 200: AuditListResponse } },
    handler: async (request) => {
      const visibility = auditVisibilityFor(requireAuth(request).user);
      const [list, summary] = await Promise.all([listAuditEvents(db, request.query, visibility), auditSummary(db, visibility)]);
      return { items: list.rows.map((row) => presentAuditRow(row, visibility)), total: list.total, page: request.query.page, pageSize: request.query.pageSize, summary };
    },
  });

  api.get('/api/audit/export.csv', {
    config: { access: 'read-audit-trail' },
    schema: { tags, summary: 'Export the filtered audit trail as CSV (streamed; the export is audited)', querystring: AuditListQuery },
    handler: async (request, reply) => {
      const filters = filtersOf(request.query);
      const { upToSeq, visibility } = await recordFilteredExport(db, contextOf(request), 'Audit Logs Exported', filters, { format: 'csv' });
      async function* lines() {
        yield csvHeader();
        for await (const row of streamAuditEvents(db, filters, visibility, { upToSeq, dir: request.query.dir })) yield csvRow(presentAuditRow(row, visibility));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(exportFileName('csv', request.now), 'attachment'))
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  });

  api.get('/api/audit/export.pdf', {
    config: { access: 'read-audit-trail' },
    schema: { tags, summary: 'The filtered audit trail as a PDF report with the chain verification (audited)', querystring: AuditListQuery },
    handler: async (request, reply) => {
      const { user } = requireAuth(request);
      const filters = filtersOf(request.query);
      const verification = await verify();
      const { upToSeq, rows, visibility } = await recordFilteredExport(db, contextOf(request), 'Audit Report Exported', filters, {
        format: 'pdf',
        chainIntact: verification.intact,
        firstBrokenSeq: verification.firstBrokenSeq,
      });
      const entries = async function* () {
        for await (const row of streamAuditEvents(db, filters, visibility, { upToSeq, dir: request.query.dir, limit: PDF_ROW_CAP })) yield presentAuditRow(row, visibility);
      };
      const pdf = await renderAuditReport({
        generatedBy: { name: user.name, role: user.role },
        generatedAt: request.now,
        filters: appliedFilters(filters),
        verification,
        rows: entries(),
        matching: rows,
        cap: PDF_ROW_CAP,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(exportFileName('pdf', request.now), 'attachment'))
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  });

  api.get('/api/audit/export.json', {
    config: { access: 'read-audit-trail' },
    schema: {
      tags,
      summary: 'The audit trail (whole, or a run of sequence numbers) with every hash, seal and signed checkpoint, for `npx attest-verify` (audited)',
      querystring: AuditTrailExportQuery,
    },
    handler: async (request, reply) => {
      const { user } = requireAuth(request);
      const { upToSeq, range, serverCheck } = await recordTrailExport(db, contextOf(request), request.query);
      const count = Math.max(0, Math.min(range.toSeq, upToSeq) - range.fromSeq + 1);
      const body = auditJsonExport(db, store, range, { exportedAt: deps.clock.now(), exportedBy: { name: user.name, role: user.role }, count, serverCheck, throughHead: range.toSeq >= upToSeq });
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', attachmentHeader(exportFileName('json', request.now), 'attachment'))
        .header('cache-control', 'no-store')
        .send(Readable.from(body));
    },
  });
}
