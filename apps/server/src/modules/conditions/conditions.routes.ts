import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CloseConditionRequest, ConditionParams, ConditionsResponse, IdParams, RespondConditionRequest } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { contextOf } from '../../core/request-context.ts';
import { closeCondition, listConditions, respondToCondition } from './conditions.service.ts';

/** Conditions of approval (FR-LC-9): listed on the document page, answered by the author, closed by document control. */
export function conditionRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['workflow'];

  api.get('/api/documents/:id/conditions', {
    config: { access: 'view-sops' },
    schema: { tags, summary: "A document's conditions of approval with their responses and closings", params: IdParams, response: { 200: ConditionsResponse } },
    handler: async (request) => listConditions(db, contextOf(request), request.params.id),
  });

  api.post('/api/documents/:id/conditions/:conditionId/response', {
    // The author of the document, or whoever may edit any document; checked in the service.
    config: { access: 'edit-sops' },
    schema: { tags, summary: 'Record how a condition of approval was met (once; audited)', params: ConditionParams, body: RespondConditionRequest, response: { 200: ConditionsResponse } },
    handler: async (request) => {
      const ctx = contextOf(request);
      await respondToCondition(db, clock, ctx, request.params.id, request.params.conditionId, request.body.response);
      return listConditions(db, ctx, request.params.id);
    },
  });

  api.post('/api/documents/:id/conditions/:conditionId/close', {
    config: { access: 'override-workflow-steps' },
    schema: { tags, summary: 'Close an answered condition of approval (coordinator or admin; never reopens; audited)', params: ConditionParams, body: CloseConditionRequest, response: { 200: ConditionsResponse } },
    handler: async (request) => {
      const ctx = contextOf(request);
      await closeCondition(db, clock, ctx, request.params.id, request.params.conditionId, request.body.reason);
      return listConditions(db, ctx, request.params.id);
    },
  });
}
