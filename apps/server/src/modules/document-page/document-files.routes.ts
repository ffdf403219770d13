import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DocumentContent, IdParams, VersionParams } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { extensionOf } from '../files/file-types.ts';
import { assertBlobReadable } from '../files/readable-blob.ts';
import { renderContent } from '../files/render-content.ts';
import { assertNotDisposed } from '../retention/disposed-guard.ts';
import { findRendition } from '../renditions/renditions.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { findDocument, findVersion } from '../documents/documents.repo.ts';
import { manifestedRendition, type ManifestDeps } from '../renditions/manifested-rendition.ts';
import { contextOf } from '../../core/request-context.ts';

const Disposition = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });
const ContentQuery = z.object({ versionId: z.uuid().optional() });

/** Downloads of any version's real file and its PDF rendition, and its rendering for the viewer. */
export function documentFileRoutes(app: FastifyInstance, deps: ManifestDeps): void {
  const { db, store } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];

  /** The version the viewer may open (versionAccessFor); any other does not exist for them. */
  const reachableVersion = async (request: FastifyRequest, documentId: string, versionId?: string) => {
    const { viewer } = contextOf(request);
    const found = await findDocument(db, documentId);
    assertVisible(viewer, found?.doc);
    const access = await versionAccessFor(db, viewer, found.doc);
    const id = versionId ?? access.defaultVersionId;
    const version = id && access.opens(id) ? await findVersion(db, documentId, id) : undefined;
    if (!version) throw new AppError('NOT_FOUND', 'Version not found.');
    await assertNotDisposed(db, documentId);
    return { doc: found.doc, ...version };
  };

  const sendFile = async (request: FastifyRequest, reply: FastifyReply, documentId: string, versionId: string | undefined, disposition: 'attachment' | 'inline') => {
    const { doc, version, mimeType } = await reachableVersion(request, documentId, versionId);
    if (!version.blobSha256 || !version.fileName) throw new AppError('NOT_FOUND', 'This version has no file.');
    const ctx = contextOf(request);
    // Audited only once the bytes can be sent.
    await assertBlobReadable(deps, { sha256: version.blobSha256, documentId: doc.id, version: version.versionLabel, fileName: version.fileName, purpose: disposition === 'attachment' ? 'download' : 'view' }, ctx);
    if (disposition === 'attachment') {
      await db.transaction((tx) =>
        appendAuditEvent(tx, {
          actor: ctx.actor,
          origin: ctx.origin,
          action: 'Document Downloaded',
          entityType: 'document',
          entityId: doc.id,
          newValues: { version: version.versionLabel, file: version.fileName, sha256: version.blobSha256 },
        }),
      );
    }
    return reply
      .header('content-type', mimeType ?? 'application/octet-stream')
      .header('content-disposition', attachmentHeader(version.fileName, disposition))
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .send(store.read(version.blobSha256));
  };

  api.get('/api/documents/:id/file', {
    config: { access: 'download-sops' },
    schema: { tags, summary: "Download the current version's file", params: IdParams, querystring: Disposition },
    handler: async (request, reply) => sendFile(request, reply, request.params.id, undefined, request.query.disposition),
  });

  api.get('/api/documents/:id/versions/:versionId/file', {
    config: { access: 'download-sops' },
    schema: { tags, summary: "Download any version's file", params: VersionParams, querystring: Disposition },
    handler: async (request, reply) => sendFile(request, reply, request.params.id, request.params.versionId, request.query.disposition),
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
      const { doc, version } = await reachableVersion(request, request.params.id, request.params.versionId);
      if (!version.blobSha256 || !version.fileName) throw new AppError('NOT_FOUND', 'This version has no file.');
      const rendition = await findRendition(db, version.blobSha256);
      if (rendition?.status === 'failed' || rendition?.status === 'unavailable') throw new AppError('RENDITION_FAILED', rendition.reason ?? undefined);
      if (rendition?.status !== 'ready' || !rendition.pdfSha256) throw new AppError('RENDITION_PENDING');
      const fileName = `${path.parse(version.fileName).name}.pdf`;
      const ctx = contextOf(request);
      await assertBlobReadable(deps, { sha256: rendition.pdfSha256, documentId: doc.id, version: version.versionLabel, fileName, purpose: 'rendition' }, ctx);
      // What is shown and downloaded carries the signatures and the version's state (Part 11 §11.50(b)).
      const manifested = await manifestedRendition(deps, doc, version, rendition.pdfSha256);
      if (request.query.disposition === 'attachment') {
        await db.transaction((tx) =>
          appendAuditEvent(tx, {
            actor: ctx.actor,
            origin: ctx.origin,
            action: 'Document Rendition Downloaded',
            entityType: 'document',
            entityId: doc.id,
            newValues: { version: version.versionLabel, file: fileName, sha256: rendition.pdfSha256, manifestedSha256: manifested, source: { file: version.fileName, sha256: version.blobSha256 } },
          }),
        );
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(fileName, request.query.disposition))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(store.read(manifested));
    },
  });

  api.get('/api/documents/:id/content', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'A version rendered for the viewer (docx as HTML, text, or a PDF link)', params: IdParams, querystring: ContentQuery, response: { 200: DocumentContent } },
    handler: async (request) => {
      const { doc, version } = await reachableVersion(request, request.params.id, request.query.versionId);
      if (!version.blobSha256 || !version.fileName) return { kind: 'empty' as const };
      const sha = version.blobSha256;
      await assertBlobReadable(deps, { sha256: sha, documentId: doc.id, version: version.versionLabel, fileName: version.fileName, purpose: 'viewer' }, contextOf(request));
      const pdfUrl = `/api/documents/${request.params.id}/versions/${version.id}/file?disposition=inline`;
      return store.withLocalFile(sha, (filePath) => renderContent(filePath, extensionOf(version.fileName!), { pdfUrl }));
    },
  });
}
