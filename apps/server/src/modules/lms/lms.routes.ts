import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, LmsConfig, LmsStatement, LmsStatementListQuery, LmsStatementListResponse, LmsTestResult, UpdateLmsConfigRequest } from '@attest/domain';
import { contextOf } from '../../core/request-context.ts';
import { listLmsStatements, lmsConfigOf, resendLmsStatement, testLmsConnection, updateLmsConfig, type AuditContext, type LmsDeps } from './lms.service.ts';

const auditContextOf = (request: FastifyRequest): AuditContext => {
  const ctx = contextOf(request);
  return { actor: ctx.actor, origin: ctx.origin, userId: ctx.viewer.id };
};

/** The LRS connection and the statements' delivery log (administrators: lms-integration). */
export function lmsRoutes(app: FastifyInstance, deps: LmsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];

  api.get('/api/integrations/lms', {
    config: { access: 'lms-integration' },
    schema: { tags, summary: 'The LRS connection (never the key: only whether one is set)', response: { 200: LmsConfig } },
    handler: async () => lmsConfigOf(deps.db),
  });

  api.put('/api/integrations/lms', {
    config: { access: 'lms-integration' },
    schema: { tags, summary: 'Set the LRS endpoint, credentials and whether statements are sent (audited)', body: UpdateLmsConfigRequest, response: { 200: LmsConfig } },
    handler: async (request) => updateLmsConfig(deps, request.body, auditContextOf(request)),
  });

  api.post('/api/integrations/lms/test', {
    config: { access: 'lms-integration' },
    schema: { tags, summary: 'Test the connection: GET {endpoint}/about with the stored credentials', response: { 200: LmsTestResult } },
    handler: async () => testLmsConnection(deps),
  });

  api.get('/api/integrations/lms/statements', {
    config: { access: 'lms-integration' },
    schema: { tags, summary: 'The xAPI statements sent, waiting or failed, newest first', querystring: LmsStatementListQuery, response: { 200: LmsStatementListResponse } },
    handler: async (request) => listLmsStatements(deps.db, request.query),
  });

  api.post('/api/integrations/lms/statements/:id/resend', {
    config: { access: 'lms-integration' },
    schema: { tags, summary: 'Send a failed statement again, the same statement (audited)', params: IdParams, response: { 200: LmsStatement } },
    handler: async (request) => resendLmsStatement(deps, request.params.id, auditContextOf(request)),
  });
}
