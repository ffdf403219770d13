import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DocumentContent, IdParams, VersionParams } from '@attest/domain';
import { contextOf } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import type { ManifestDeps } from '../renditions/manifested-rendition.ts';
import { versionContent, versionFile, versionRendition } from './document-files.service.ts';

const Disposition = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });
const ContentQuery = z.object({ versionId: z.uuid().optional() });

/** Downloads of any version's real file and its PDF rendition, and its rendering for the viewer. */
export function documentFileRoutes(app: FastifyInstance, deps: ManifestDeps): void {
  const { store } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];

  const send = (reply: FastifyReply, file: { sha256: string; fileName: string; contentType: string }, disposition: 'attachment' | 'inline') =>
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName, disposition))
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .send(store.read(file.sha256));

  api.get('/api/documents/:id/file', {
    config: { access: 'download-sops' },
    schema: { tags, summary: "Download the current version's file", params: IdParams, querystring: Disposition },
    handler: async (request, reply) => {
      const { disposition } = request.query;
      const file = await versionFile(deps, contextOf(request), request.params.id, undefined, disposition);
      return send(reply, { ...file, contentType: file.mimeType ?? 'application/octet-stream' }, disposition);
    },
  });

  api.get('/api/documents/:id/versions/:versionId/file', {
    config: { access: 'download-sops' },
    schema: { tags, summary: "Download any version's file", params: VersionParams, querystring: Disposition },
    handler: async (request, reply) => {
      const { disposition } = request.query;
      const file = await versionFile(deps, contextOf(request), request.params.id, request.params.versionId, disposition);
      return send(reply, { ...file, contentType: file.mimeType ?? 'application/octet-stream' }, disposition);
    },
  });

  api.get('/api/documents/:id/versions/:versionId/rendition', {
    config: { access: 'download-sops' },
    schema: {
      tags,
      summary: "A version's PDF rendition; 409 RENDITION_PENDING while it is being made, RENDITION_FAILED when none could be",
      params: VersionParams,
      querystring: Disposition,
    },
    handler: async (request, reply) => {
      const { disposition } = request.query;
      const file = await versionRendition(deps, contextOf(request), request.params.id, request.params.versionId, disposition);
      return send(reply, { ...file, contentType: 'application/pdf' }, disposition);
    },
  });

  api.get('/api/documents/:id/content', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'A version rendered for the viewer (docx as HTML, text, or a PDF link)', params: IdParams, querystring: ContentQuery, response: { 200: DocumentContent } },
    handler: async (request) => versionContent(deps, contextOf(request), request.params.id, request.query.versionId),
  });
}
