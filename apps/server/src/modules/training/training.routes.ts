import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompleteTrainingRequest,
  DocumentTraining,
  IdParams,
  MyTrainingAssignment,
  QuizAttemptRequest,
  QuizAttemptResult,
  TrainingMatrix,
  TrainingMatrixQuery,
  UpdateTrainingRequest,
} from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { originOf, requireAuth } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { contextOf } from '../../core/request-context.ts';
import { myAssignments } from './my-training.repo.ts';
import { trainingMatrix } from './training-matrix.repo.ts';
import { trainingExportFileName, trainingMatrixCsv } from './training-matrix-csv.ts';
import { renderTrainingMatrixPdf } from './training-matrix-pool.ts';
import { recordTrainingMatrixExport } from './training-exports.service.ts';
import { attemptQuiz, completeTraining, documentTrainingFor, updateTraining } from './training.service.ts';

export function trainingRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; calendar: SiteCalendar }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['training'];
  const today = () => deps.calendar.today();

  api.get('/api/documents/:id/training', {
    config: { access: 'view-sops' },
    schema: { tags, summary: "A document's training audience, due days, quiz and the caller's own assignment", params: IdParams, response: { 200: DocumentTraining } },
    handler: async (request) => documentTrainingFor(db, contextOf(request).viewer, request.params.id),
  });

  api.put('/api/documents/:id/training', {
    config: { access: 'edit-sops' },
    schema: { tags, summary: 'Set the audience, due days and quiz (assignments follow on a document in force; audited)', params: IdParams, body: UpdateTrainingRequest, response: { 200: DocumentTraining } },
    handler: async (request) => {
      const ctx = contextOf(request);
      await updateTraining(db, request.params.id, request.body, ctx);
      return documentTrainingFor(db, ctx.viewer, request.params.id);
    },
  });

  api.post('/api/documents/:id/training/quiz-attempts', {
    config: { access: 'acknowledge-sops' },
    schema: { tags, summary: 'Answer the quiz (every attempt and its answers are kept)', params: IdParams, body: QuizAttemptRequest, response: { 200: QuizAttemptResult } },
    handler: async (request) => attemptQuiz(db, request.params.id, request.body.answers, contextOf(request)),
  });

  api.post('/api/documents/:id/training/complete', {
    config: { access: 'acknowledge-sops' },
    schema: { tags, summary: 'Sign off training: read and understood, with an electronic signature', params: IdParams, body: CompleteTrainingRequest, response: { 200: DocumentTraining } },
    handler: async (request) => {
      await completeTraining(db, request.params.id, request.body, requireAuth(request), originOf(request));
      return documentTrainingFor(db, contextOf(request).viewer, request.params.id);
    },
  });

  api.get('/api/me/training', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'My training: open and completed assignments on versions in force', response: { 200: z.array(MyTrainingAssignment) } },
    handler: async (request) => myAssignments(db, requireAuth(request).user.id, await today()),
  });

  api.get('/api/training/matrix', {
    config: { access: 'manage-training' },
    schema: { tags, summary: 'People × documents: assigned, completed, overdue', querystring: TrainingMatrixQuery, response: { 200: TrainingMatrix } },
    handler: async (request) => trainingMatrix(db, request.query, await today()),
  });

  // Exports are recorded before anything leaves (the service reads the matrix and records it).
  api.get('/api/training/matrix.csv', {
    config: { access: 'manage-training' },
    schema: { tags, summary: 'The filtered training matrix as CSV, one line per person and document (audited)', querystring: TrainingMatrixQuery },
    handler: async (request, reply) => {
      const date = await today();
      const matrix = await recordTrainingMatrixExport(db, contextOf(request), 'csv', request.query, date);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(trainingExportFileName(date, 'csv'), 'attachment'))
        .header('cache-control', 'no-store')
        .send(trainingMatrixCsv(matrix));
    },
  });

  api.get('/api/training/matrix.pdf', {
    config: { access: 'manage-training' },
    schema: { tags, summary: 'The filtered training matrix as a PDF report (audited)', querystring: TrainingMatrixQuery },
    handler: async (request, reply) => {
      const date = await today();
      const ctx = contextOf(request);
      const matrix = await recordTrainingMatrixExport(db, ctx, 'pdf', request.query, date);
      const filters = Object.entries(request.query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k === 'documentId' ? 'Document' : k[0]!.toUpperCase() + k.slice(1)}: ${k === 'documentId' ? (matrix.documents[0]?.docNumber ?? String(v)) : String(v)}`);
      const pdf = await renderTrainingMatrixPdf({ matrix, filters, generatedBy: `${ctx.actor.name} (${ctx.viewer.role})`, generatedAt: deps.clock.now().toISOString(), today: date });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(trainingExportFileName(date, 'pdf'), 'attachment'))
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  });
}
