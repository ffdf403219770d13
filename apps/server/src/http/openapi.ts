import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version.ts';
import { errorResponsesOf } from './openapi-errors.ts';

/** OpenAPI 3 generated from the zod contracts of the routes, served at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Attest API', description: 'Controlled-document management', version: APP_VERSION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'attest_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
    },
    // The zod contracts give the success shapes; the error responses are the same for every route, added here once.
    transform: (input) => {
      const { schema, route } = input;
      if (!schema || schema.hide) return jsonSchemaTransform(input);
      const response = { ...errorResponsesOf(route, schema), ...(schema.response as object | undefined) };
      return jsonSchemaTransform({ ...input, schema: { ...schema, response } });
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}
