import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ArchiveDocumentRequest,
  DocumentDetail,
  DocumentListQuery,
  DocumentListResponse,
  IdParams,
  QuickCreateDocumentRequest,
  UnlockDocumentRequest,
  ReplaceFileMetadata,
  UpdateDocumentRequest,
  UploadDocumentMetadata,
  UploadLimitsResponse,
} from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { contextOf, requireAuth } from '../../core/request-context.ts';
import { listDocuments } from '../documents/documents-list.repo.ts';
import { personalFilters } from '../dashboard/personal-filters.ts';
import { visibilityFor } from '../documents/documents.policy.ts';
import { presentListRow } from '../documents/documents.present.ts';
import { documentDetailFor } from './document-detail.ts';
import { duplicateDocument, quickCreateDocument, replaceDocumentFile, setDocumentLock, updateDocument, uploadDocument } from '../documents/documents.service.ts';
import { archiveDocument } from '../workflow/archive.service.ts';
import { readFileWithMetadata } from '../documents/multipart-upload.ts';
import { withStoredFile, type StoredFile } from '../documents/stored-file.ts';

export interface DocumentRouteDeps {
  db: Db;
  store: BlobStore;
  preferences: PreferencesService;
  /** Runs in the transaction that stores a version's file (its PDF rendition is requested there). */
  onFileStored?: (tx: Db, file: StoredFile) => Promise<void>;
}

export function documentRoutes(app: FastifyInstance, deps: DocumentRouteDeps): void {
  const { db, store } = deps;
  const uploadMaxBytes = async () => (await deps.preferences.get('uploadMaxMb')) * 1024 * 1024;
  const storing = { db, store, onRegistered: deps.onFileStored };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];

  const detail = (request: FastifyRequest, id: string): Promise<DocumentDetail> => documentDetailFor(db, contextOf(request).viewer, id);

  api.get('/api/documents', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'The document register: filtered, sorted, paged; visibility by role', querystring: DocumentListQuery, response: { 200: DocumentListResponse } },
    handler: async (request) => {
      const { viewer } = contextOf(request);
      const result = await listDocuments(db, request.query, visibilityFor(viewer), personalFilters(viewer.id));
      return { items: result.rows.map(presentListRow), total: result.total, totalCapped: result.totalCapped, page: request.query.page, pageSize: request.query.pageSize };
    },
  });

  api.get('/api/documents/:id', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'One document with its versions', params: IdParams, response: { 200: DocumentDetail } },
    handler: async (request) => detail(request, request.params.id),
  });

  api.post('/api/documents', {
    config: { access: 'create-sops', idempotent: true },
    schema: { tags, summary: 'Quick Create SOP (also one bulk-upload row)', body: QuickCreateDocumentRequest, response: { 201: DocumentDetail } },
    handler: async (request, reply) => {
      const doc = await quickCreateDocument(db, request.body, contextOf(request));
      return reply.code(201).send(await detail(request, doc.id));
    },
  });

  api.get('/api/documents/upload-limits', {
    // Anyone signed in may learn the limit; the upload routes enforce it.
    config: { access: 'authenticated' },
    schema: { tags, summary: 'The largest file an upload accepts (the uploadMaxMb system preference)', response: { 200: UploadLimitsResponse } },
    handler: async () => ({ maxMb: await deps.preferences.get('uploadMaxMb') }),
  });

  api.post('/api/documents/upload', {
    config: { access: 'create-sops', idempotent: true },
    schema: { tags, summary: 'Upload New SOP: multipart with a JSON "metadata" field and the "file"', consumes: ['multipart/form-data'], response: { 201: DocumentDetail } },
    handler: async (request, reply) => {
      const { metadata, file } = await readFileWithMetadata(request, UploadDocumentMetadata, { store, maxBytes: await uploadMaxBytes() });
      const doc = await withStoredFile(storing, file, (stored, register) => uploadDocument(db, metadata, stored, register, contextOf(request)));
      return reply.code(201).send(await detail(request, doc.id));
    },
  });

  api.put('/api/documents/:id', {
    config: { access: 'edit-sops' },
    schema: { tags, summary: "Edit a draft's details (409 when it changed since it was loaded)", params: IdParams, body: UpdateDocumentRequest, response: { 200: DocumentDetail } },
    handler: async (request) => {
      await updateDocument(db, request.params.id, request.body, contextOf(request));
      return detail(request, request.params.id);
    },
  });

  api.post('/api/documents/:id/file', {
    config: { access: 'edit-sops', idempotent: true },
    schema: { tags, summary: "Replace a draft's file: creates the next version", params: IdParams, consumes: ['multipart/form-data'], response: { 200: DocumentDetail } },
    handler: async (request) => {
      const { metadata, file } = await readFileWithMetadata(request, ReplaceFileMetadata, { store, maxBytes: await uploadMaxBytes() });
      await withStoredFile(storing, file, (stored, register) => replaceDocumentFile(db, request.params.id, metadata, stored, register, contextOf(request)));
      return detail(request, request.params.id);
    },
  });

  api.post('/api/documents/:id/duplicate', {
    config: { access: 'create-sops', idempotent: true },
    schema: { tags, summary: 'Duplicate as a new draft', params: IdParams, response: { 201: DocumentDetail } },
    handler: async (request, reply) => {
      const doc = await duplicateDocument(db, request.params.id, contextOf(request));
      return reply.code(201).send(await detail(request, doc.id));
    },
  });

  api.post('/api/documents/:id/lock', {
    config: { access: 'lock-sops' },
    schema: { tags, summary: 'Lock an approved document', params: IdParams, response: { 200: DocumentDetail } },
    handler: async (request) => {
      await setDocumentLock(db, request.params.id, true, null, contextOf(request));
      return detail(request, request.params.id);
    },
  });

  api.post('/api/documents/:id/unlock', {
    config: { access: 'lock-sops' },
    schema: { tags, summary: 'Unlock an approved document, with a reason (audited)', params: IdParams, body: UnlockDocumentRequest, response: { 200: DocumentDetail } },
    handler: async (request) => {
      await setDocumentLock(db, request.params.id, false, request.body.reason, contextOf(request));
      return detail(request, request.params.id);
    },
  });

  api.post('/api/documents/:id/archive', {
    config: { access: 'delete-archive-sops' },
    schema: { tags, summary: 'Archive with a reason; nothing is destroyed, and an admin can restore it', params: IdParams, body: ArchiveDocumentRequest, response: { 200: DocumentDetail } },
    handler: async (request) => {
      await archiveDocument(db, request.params.id, request.body.reason, contextOf(request), { auth: requireAuth(request), signature: request.body.signature });
      return detail(request, request.params.id);
    },
  });
}
