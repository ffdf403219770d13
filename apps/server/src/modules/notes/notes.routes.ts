import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateNoteRequest, DocumentNote, DocumentNotesResponse, IdParams, NotesExportQuery, UpdateNoteRequest, VersionParams } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { contextOf } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { downloadVersionNotes } from './notes-download.service.ts';
import { addNote, editNote, removeNote, resolveNote, versionNotes } from './notes.service.ts';

/** Notes on a document version: whoever may open the version reads them and may add their own. */
export function noteRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notes'];

  api.get('/api/documents/:id/versions/:versionId/notes', {
    config: { access: 'view-sops' },
    schema: { tags, summary: "A version's sticky notes and general comments, oldest first", params: VersionParams, response: { 200: DocumentNotesResponse } },
    handler: async (request) => {
      const { notes } = await versionNotes(db, contextOf(request).viewer, request.params.id, request.params.versionId);
      return { items: notes };
    },
  });

  api.post('/api/documents/:id/versions/:versionId/notes', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'Add a sticky note at a page position, or a general comment (audited)', params: VersionParams, body: CreateNoteRequest, response: { 201: DocumentNote } },
    handler: async (request, reply) => reply.code(201).send(await addNote(db, contextOf(request), request.params.id, request.params.versionId, request.body)),
  });

  api.patch('/api/notes/:id', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'Change your own note while its version is not yet effective (audited)', params: IdParams, body: UpdateNoteRequest, response: { 200: DocumentNote } },
    handler: async (request) => editNote(db, contextOf(request), request.params.id, request.body.content),
  });

  api.delete('/api/notes/:id', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'Delete your own note while its version is not yet effective (audited)', params: IdParams, response: { 204: z.null().describe('Deleted') } },
    handler: async (request, reply) => {
      await removeNote(db, contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  api.post('/api/notes/:id/resolve', {
    config: { access: 'view-sops' },
    schema: { tags, summary: "Mark a note resolved: its writer, the document's author or a coordinator (audited)", params: IdParams, response: { 200: DocumentNote } },
    handler: async (request) => resolveNote(db, contextOf(request), request.params.id),
  });

  api.get('/api/documents/:id/versions/:versionId/notes/export', {
    config: { access: 'view-sops' },
    schema: { tags, summary: "Download a version's notes as CSV or PDF (audited)", params: VersionParams, querystring: NotesExportQuery },
    handler: async (request, reply) => {
      const { format } = request.query;
      const { body, fileName } = await downloadVersionNotes(db, contextOf(request), request.params.id, request.params.versionId, format);
      return reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header('content-disposition', attachmentHeader(fileName, 'attachment'))
        .send(body);
    },
  });
}
