import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, IdParams, IssueScimTokenRequest, ScimToken, ScimTokenIssued, ScimTokenListResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { auditActorOf, originOf, requireAuth } from '../../core/request-context.ts';
import { issueScimToken, revokeScimToken, scimTokens, type TokenAdminContext } from './scim-tokens.service.ts';

function contextOf(request: FastifyRequest): TokenAdminContext {
  const { user } = requireAuth(request);
  return { actor: { ...auditActorOf(request), id: user.id }, origin: originOf(request), now: request.now };
}

/** The administrator's SCIM tokens: list, issue (the token is shown once), revoke. */
export function scimTokenRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];
  const config = { access: 'manage-system' as const };

  api.get('/api/integrations/scim-tokens', {
    config,
    schema: { tags, summary: 'The SCIM tokens issued, live and revoked (never the tokens themselves)', response: { 200: ScimTokenListResponse } },
    handler: async () => ({ items: await scimTokens(db) }),
  });

  api.post('/api/integrations/scim-tokens', {
    config,
    schema: { tags, summary: 'Issue a SCIM token: shown in this answer only', body: IssueScimTokenRequest, response: { 201: ScimTokenIssued, 400: ErrorResponse } },
    handler: async (request, reply) => reply.code(201).send(await issueScimToken(db, request.body, contextOf(request))),
  });

  api.post('/api/integrations/scim-tokens/:id/revoke', {
    config,
    schema: { tags, summary: 'Revoke a SCIM token: it stops working at once', params: IdParams, response: { 200: ScimToken, 404: ErrorResponse } },
    handler: async (request) => revokeScimToken(db, request.params.id, contextOf(request)),
  });
}
