import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientLogRequest, HealthResponse, PublicStatsResponse } from '@attest/domain';
import type { Database } from '../../platform/db/client.ts';
import { APP_VERSION } from '../../version.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import { pingDatabase, publicFigures } from './system.repo.ts';

export function systemRoutes(app: FastifyInstance, deps: { database: Database; startedAt: Date; preferences: PreferencesService }): void {
  const { database, startedAt } = deps;
  const { db } = database;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/health', {
    // Anonymous: a session lookup would need the database this route reports on.
    config: { access: 'public', anonymous: true },
    schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: HealthResponse, 503: HealthResponse } },
    handler: async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok' as const, database: database.kind, version: APP_VERSION, dependencies: { database: 'up' as const } };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database is not reachable');
        return reply.code(503).send({ status: 'degraded' as const, database: database.kind, version: APP_VERSION, dependencies: { database: 'down' as const } });
      }
    },
  });

  api.get('/api/public/stats', {
    // Public so the landing page may ask; the figures go to visitors only when an administrator chose so.
    config: { access: 'public' },
    schema: { tags: ['system'], summary: "This instance's real figures for the landing page; visitors get them only with the publicStats preference", response: { 200: PublicStatsResponse } },
    handler: async (request) => {
      if (!request.auth && !(await deps.preferences.get('publicStats'))) return { shown: false as const };
      const figures = await publicFigures(db);
      return {
        shown: true as const,
        ...figures,
        uptimeSeconds: Math.round((request.now.getTime() - startedAt.getTime()) / 1000),
      };
    },
  });

  api.post('/api/client-log', {
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { tags: ['system'], summary: 'Record a client-side event (unknown routes)', body: ClientLogRequest, response: { 204: z.null().describe('Recorded; no body') } },
    handler: async (request, reply) => {
      request.log.warn({ clientEvent: request.body.event, path: request.body.path }, 'client reported unknown route');
      return reply.code(204).send(null);
    },
  });
}
