import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { originOf } from '../../core/request-context.ts';
import { ScimError, scimErrorOf } from './scim-error.ts';
import { listQueryOf, membersExcluded } from './scim-query.ts';
import { listResponse, resourceTypes, schemas, serviceProviderConfig, SCIM_ERROR_SCHEMA } from './scim-schemas.ts';
import { patchScimGroup, scimGroup, scimGroups } from './scim-groups.service.ts';
import { authenticateScimToken, type ScimCaller } from './scim-tokens.service.ts';
import { patchedUserState, userStateFromBody } from './scim-user-input.ts';
import { userResource } from './scim-user-resource.ts';
import { createScimUser, deactivateScimUser, listScimUsers, scimUser, updateScimUser, type ScimContext, type ScimUserDeps } from './scim-users.service.ts';

export const SCIM_PREFIX = '/scim/v2';
const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';
const BODY_LIMIT = 1024 * 1024;

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type(SCIM_CONTENT_TYPE).send(JSON.stringify(body));
}

/**
 * SCIM 2.0 (RFC 7643/7644) for identity providers, under /scim/v2. Its own authentication: a SCIM bearer token, never
 * the session cookie (the access plugin reads cookies under /api only, and no SCIM token is read there). Every answer
 * that is not a success is a SCIM Error resource.
 */
export async function scimRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): Promise<void> {
  const { db, config } = deps;
  const base = `${config.publicUrl.replace(/\/$/, '')}${SCIM_PREFIX}`;
  const userDeps: ScimUserDeps = {
    db,
    setupCodeTtlHours: config.setupCodeTtlHours,
    breakGlassAdminEmail: config.breakGlassAdminEmail,
    // A setup code is mailed only where people may set a password at all and e-mail is on.
    mailSetupCodes: async () => config.localPasswords && config.mail !== undefined && (await app.preferences.get('emailEnabled')),
  };
  const callers = new WeakMap<FastifyRequest, ScimCaller>();
  const contextOf = (request: FastifyRequest): ScimContext => {
    const caller = callers.get(request);
    if (!caller) throw new ScimError(401, undefined, 'A valid SCIM bearer token is required.');
    return { actor: caller.actor, origin: originOf(request), now: request.now };
  };

  await app.register(
    async (scim) => {
      // The API's OpenAPI document is for /api; SCIM describes itself (ServiceProviderConfig, Schemas, ResourceTypes).
      scim.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      scim.addContentTypeParser(['application/scim+json'], { parseAs: 'string', bodyLimit: BODY_LIMIT }, scim.getDefaultJsonParser('error', 'error'));

      scim.addHook('onRequest', async (request, reply) => {
        const caller = await authenticateScimToken(db, request.headers.authorization, request.now);
        if (!caller) {
          reply.header('www-authenticate', 'Bearer realm="Attest SCIM"');
          throw new ScimError(401, undefined, 'A valid SCIM bearer token is required.');
        }
        callers.set(request, caller);
      });

      scim.setErrorHandler((error, request, reply) => {
        if (!request.raw.complete) reply.header('connection', 'close');
        const known = scimErrorOf(error);
        if (known?.retryAfterSeconds) reply.header('retry-after', String(known.retryAfterSeconds));
        if (known) return send(reply, known.status, known.body);
        request.log.error({ err: error }, 'unhandled SCIM error');
        return send(reply, 500, { schemas: [SCIM_ERROR_SCHEMA], status: '500', detail: 'The server could not answer; it is logged.' });
      });
      scim.setNotFoundHandler((request, reply) => send(reply, 404, { schemas: [SCIM_ERROR_SCHEMA], status: '404', detail: `No SCIM endpoint ${request.method} ${request.url.split('?')[0]}` }));

      scim.get('/ServiceProviderConfig', async (_request, reply) => send(reply, 200, serviceProviderConfig(base)));
      scim.get('/ResourceTypes', async (_request, reply) => send(reply, 200, listResponse(resourceTypes(base), 2, 1)));
      scim.get<{ Params: { id: string } }>('/ResourceTypes/:id', async (request, reply) => {
        const found = resourceTypes(base).find((type) => type.id === request.params.id);
        if (!found) throw new ScimError(404, undefined, `No resource type ${request.params.id}.`);
        return send(reply, 200, found);
      });
      scim.get('/Schemas', async (_request, reply) => send(reply, 200, listResponse(schemas(base), 2, 1)));
      scim.get<{ Params: { id: string } }>('/Schemas/:id', async (request, reply) => {
        const found = schemas(base).find((schema) => schema.id === request.params.id);
        if (!found) throw new ScimError(404, undefined, `No schema ${request.params.id}.`);
        return send(reply, 200, found);
      });

      scim.get('/Users', async (request, reply) => {
        const query = listQueryOf(request.query);
        const page = await listScimUsers(db, query);
        return send(reply, 200, listResponse(page.rows.map((row) => userResource(row, base)), page.total, query.startIndex));
      });
      scim.post('/Users', async (request, reply) => {
        const made = await createScimUser(userDeps, userStateFromBody(request.body), contextOf(request));
        return send(reply.header('location', `${base}/Users/${made.user.id}`), 201, userResource(made, base));
      });
      scim.get<{ Params: { id: string } }>('/Users/:id', async (request, reply) => {
        const found = await scimUser(db, request.params.id);
        return send(reply, 200, userResource(found, base));
      });
      scim.put<{ Params: { id: string } }>('/Users/:id', async (request, reply) => {
        const wanted = userStateFromBody(request.body);
        const changed = await updateScimUser(userDeps, request.params.id, () => wanted, contextOf(request));
        return send(reply, 200, userResource(changed, base));
      });
      scim.patch<{ Params: { id: string } }>('/Users/:id', async (request, reply) => {
        const changed = await updateScimUser(userDeps, request.params.id, (current) => patchedUserState(current, request.body), contextOf(request));
        return send(reply, 200, userResource(changed, base));
      });
      scim.delete<{ Params: { id: string } }>('/Users/:id', async (request, reply) => {
        await deactivateScimUser(userDeps, request.params.id, contextOf(request));
        return reply.code(204).send();
      });

      scim.get('/Groups', async (request, reply) => {
        const query = listQueryOf(request.query);
        const groups = await scimGroups(userDeps, query.filter, !membersExcluded(query), base);
        const page = groups.slice(query.startIndex - 1, query.startIndex - 1 + query.count);
        return send(reply, 200, listResponse(page, groups.length, query.startIndex));
      });
      scim.get<{ Params: { id: string } }>('/Groups/:id', async (request, reply) => {
        return send(reply, 200, await scimGroup(userDeps, request.params.id, !membersExcluded(listQueryOf(request.query)), base));
      });
      scim.patch<{ Params: { id: string } }>('/Groups/:id', async (request, reply) => {
        await patchScimGroup(userDeps, request.params.id, request.body, contextOf(request));
        return send(reply, 200, await scimGroup(userDeps, request.params.id, true, base));
      });
      scim.put<{ Params: { id: string } }>('/Groups/:id', async (request, reply) => {
        await patchScimGroup(userDeps, request.params.id, { Operations: [{ op: 'replace', value: request.body }] }, contextOf(request));
        return send(reply, 200, await scimGroup(userDeps, request.params.id, true, base));
      });
      const fixedGroups = async () => {
        throw new ScimError(403, undefined, 'The groups are the six Attest roles: they cannot be created or deleted.');
      };
      scim.post('/Groups', fixedGroups);
      scim.delete('/Groups/:id', fixedGroups);
      scim.post('/Bulk', async () => {
        throw new ScimError(501, undefined, 'Bulk operations are not supported.');
      });
    },
    { prefix: SCIM_PREFIX },
  );
}
