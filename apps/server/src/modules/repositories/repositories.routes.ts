import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZipFile } from 'yazl';
import {
  CreateRepositoryRequest,
  IdParams,
  ImportRepositoryFileRequest,
  ImportRepositoryFileResponse,
  RepositoryConnection,
  RepositoryTreeQuery,
  RepositoryTreeResponse,
  RepositoryUpdateCheckResponse,
  TestRepositoryRequest,
  TestRepositoryResponse,
  UpdateRepositoryRequest,
  fileExtensionOf,
} from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { auditActorOf, originOf, requireAuth } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { MIME_TYPES } from '../files/file-types.ts';
import { contextOf } from '../../core/request-context.ts';
import { checkForUpdates, importRepositoryFile, type ImportDeps } from './repository-import.ts';
import {
  browseRepository,
  connectionOrThrow,
  createRepository,
  deleteRepository,
  fileAtHead,
  headOf,
  listRepositories,
  pathOrThrow,
  testRepository,
  updateRepository,
} from './repositories.service.ts';

/** A zip of selected files holds at most this much (the browser's multi-select Download). */
const ZIP_MAX_BYTES = 200 * 1024 * 1024;
const ZIP_MAX_FILES = 200;

const auditContext = (request: FastifyRequest) => ({ actor: auditActorOf(request), origin: originOf(request) });

/**
 * Git repository connections (FR-REPO-1 to FR-REPO-3): administrators manage them (manage-repositories); authors browse, view,
 * download and import (create-sops). The token never appears in a response.
 */
export function repositoryRoutes(app: FastifyInstance, deps: ImportDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['repositories'];

  api.get('/api/repositories', {
    config: { access: 'create-sops' },
    schema: { tags, summary: 'The repository connections (never their tokens)', response: { 200: z.array(RepositoryConnection) } },
    handler: async () => listRepositories(deps.db),
  });

  api.post('/api/repositories', {
    config: { access: 'manage-repositories' },
    schema: { tags, summary: 'Add a repository connection; the token is encrypted at rest', body: CreateRepositoryRequest, response: { 201: RepositoryConnection } },
    handler: async (request, reply) => reply.code(201).send(await createRepository(deps, request.body, { ...auditContext(request), userId: requireAuth(request).user.id })),
  });

  api.put('/api/repositories/:id', {
    config: { access: 'manage-repositories' },
    schema: { tags, summary: 'Change a connection (token: absent keeps it, empty removes it)', params: IdParams, body: UpdateRepositoryRequest, response: { 200: RepositoryConnection } },
    handler: async (request) => updateRepository(deps, request.params.id, request.body, auditContext(request)),
  });

  api.delete('/api/repositories/:id', {
    config: { access: 'manage-repositories' },
    schema: { tags, summary: 'Remove a connection (kept for the provenance of imported versions; its token and mirror go)', params: IdParams },
    handler: async (request, reply) => {
      await deleteRepository(deps, request.params.id, auditContext(request));
      return reply.code(204).send();
    },
  });

  api.post('/api/repositories/:id/test', {
    config: { access: 'manage-repositories' },
    schema: { tags, summary: 'Test connection: configuration, authentication, branch, file; stops at the first failure', params: IdParams, body: TestRepositoryRequest, response: { 200: TestRepositoryResponse } },
    handler: async (request) => testRepository(deps, request.params.id, request.body.path),
  });

  api.get('/api/repositories/:id/tree', {
    config: { access: 'create-sops' },
    schema: { tags, summary: 'A folder at the branch head: entries with size, last-modified commit and derived fields', params: IdParams, querystring: RepositoryTreeQuery, response: { 200: RepositoryTreeResponse } },
    handler: async (request) => browseRepository(deps, request.params.id, request.query),
  });

  api.get('/api/repositories/:id/file', {
    config: { access: 'create-sops' },
    schema: { tags, summary: 'Download one file at the branch head (View is /preview)', params: IdParams, querystring: z.object({ path: z.string().min(1).max(1000) }) },
    handler: async (request, reply) => {
      const file = pathOrThrow(request.query.path);
      const { row, blob } = await fileAtHead(deps, request.params.id, file);
      const body = new PassThrough();
      deps.git.readBlob(row.id, blob.id, (stream) => pipeline(stream, body)).catch((error: unknown) => body.destroy(error as Error));
      const name = path.posix.basename(file);
      const type = (MIME_TYPES as Record<string, string>)[fileExtensionOf(name)] ?? 'application/octet-stream';
      return reply
        .header('content-type', type)
        .header('content-length', String(blob.size))
        .header('content-disposition', attachmentHeader(name, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });

  api.post('/api/repositories/:id/zip', {
    config: { access: 'create-sops' },
    schema: { tags, summary: 'Download the selected files as one zip', params: IdParams, body: z.object({ paths: z.array(z.string().min(1).max(1000)).min(1).max(ZIP_MAX_FILES) }) },
    handler: async (request, reply) => {
      const row = await connectionOrThrow(deps.db, request.params.id);
      const head = await headOf(deps, row);
      const zip = new ZipFile();
      let total = 0;
      for (const requested of request.body.paths) {
        const file = pathOrThrow(requested);
        const blob = await deps.git.blobAt(row.id, head, file);
        if (!blob) throw new AppError('REPOSITORY_ITEM_NOT_FOUND', `File not found: ${file}`);
        total += blob.size;
        if (total > ZIP_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', `The selected files add up to more than ${ZIP_MAX_BYTES / (1024 * 1024)} MB: download fewer at once.`);
        const chunks: Buffer[] = [];
        await deps.git.readBlob(row.id, blob.id, async (stream: Readable) => {
          for await (const chunk of stream) chunks.push(chunk as Buffer);
        });
        zip.addBuffer(Buffer.concat(chunks), file);
      }
      zip.end();
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentHeader(`${row.name}-${head.slice(0, 8)}.zip`, 'attachment'))
        .send(zip.outputStream);
    },
  });

  api.post('/api/repositories/:id/import', {
    config: { access: 'create-sops' },
    schema: { tags, summary: 'Import a file as a new draft or the next version of a document, with its provenance', params: IdParams, body: ImportRepositoryFileRequest, response: { 201: ImportRepositoryFileResponse } },
    handler: async (request, reply) => reply.code(201).send(await importRepositoryFile(deps, request.params.id, request.body, contextOf(request))),
  });

  api.post('/api/documents/:id/repository-check', {
    config: { access: 'create-sops' },
    schema: { tags, summary: 'Check for updates: the imported path at the branch head against the imported file', params: IdParams, response: { 200: RepositoryUpdateCheckResponse } },
    handler: async (request) => checkForUpdates(deps, request.params.id, contextOf(request)),
  });
}
