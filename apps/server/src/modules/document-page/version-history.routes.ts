import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompareQuery, CompareResponse, DocumentDetail, IdParams, RevertRequest } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { compareVersionTexts } from '../documents/compare-pool.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { findDocument, findVersion } from '../documents/documents.repo.ts';
import { documentDetailFor } from './document-detail.ts';
import { contextOf } from '../../core/request-context.ts';
import { revertToVersion } from '../workflow/revert.service.ts';

/** Version Compare and Version Revert (spec 02 §2 and §5). */
export function versionHistoryRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];

  const detail = (request: FastifyRequest, id: string): Promise<DocumentDetail> => documentDetailFor(db, contextOf(request).viewer, id);

  api.get('/api/documents/:id/compare', {
    config: { access: 'version-history' },
    schema: { tags, summary: "Differences between two versions' extracted text", params: IdParams, querystring: CompareQuery, response: { 200: CompareResponse } },
    handler: async (request) => {
      const { viewer } = contextOf(request);
      const found = await findDocument(db, request.params.id);
      assertVisible(viewer, found?.doc);
      const access = await versionAccessFor(db, viewer, found.doc);
      const [from, to] = await Promise.all([findVersion(db, found.doc.id, request.query.from), findVersion(db, found.doc.id, request.query.to)]);
      // A version of another document, or one this viewer may not open, does not exist for them.
      if (!from || !to || !access.opens(from.version.id) || !access.opens(to.version.id)) {
        throw new AppError('NOT_FOUND', 'Version not found.');
      }
      const side = (v: typeof from.version) => ({ id: v.id, label: v.versionLabel, fileName: v.fileName, hasText: Boolean(v.extractedText?.trim()) });
      return { from: side(from.version), to: side(to.version), ...(await compareVersionTexts(from.version.extractedText, to.version.extractedText)) };
    },
  });

  api.post('/api/documents/:id/revert', {
    config: { access: 'manage-versions', idempotent: true },
    schema: { tags, summary: 'Revert to an earlier version: a new draft version with its file (audited)', params: IdParams, body: RevertRequest, response: { 200: DocumentDetail } },
    handler: async (request) => {
      await revertToVersion(db, request.params.id, request.body, contextOf(request));
      return detail(request, request.params.id);
    },
  });
}
