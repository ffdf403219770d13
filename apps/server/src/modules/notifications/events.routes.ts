import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { SseConnection } from '../../platform/events/sse.ts';
import { requireAuth } from '../../core/request-context.ts';
import { sessionCookieName } from '../../core/session-cookie.ts';
import type { LiveStreams } from './live-streams.ts';
import { latestSeq } from './notifications.repo.ts';

const EventsQuery = z.object({
  /** For clients that cannot set the Last-Event-ID header. */
  lastEventId: z.coerce.number().int().min(0).optional(),
});

/** Last-Event-ID as the browser sends it on reconnect: the seq of the last notification it received. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * GET /api/events: the signed-in user's live stream (Server-Sent Events). New notifications carry their seq as
 * event id; a reconnect with Last-Event-ID first receives what it missed. The stream ends when the session does.
 */
export interface EventRouteDeps {
  db: Db;
  config: Config;
  streams: LiveStreams;
  /** Whether the session behind a cookie still holds (live, its user active): sessions are the users module's. */
  sessionHolds: (token: string) => Promise<boolean>;
}

export function eventRoutes(app: FastifyInstance, deps: EventRouteDeps): void {
  const { db, config, streams } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/events', {
    config: { access: 'authenticated', activity: false },
    schema: { tags: ['notifications'], summary: 'Live events for the signed-in user (text/event-stream)', querystring: EventsQuery },
    handler: async (request, reply) => {
      const { user, session } = requireAuth(request);
      const token = request.cookies[sessionCookieName(config)] ?? '';
      const resumeFrom = lastEventIdOf(request.headers['last-event-id']) ?? request.query.lastEventId;
      const cursor = resumeFrom ?? (await latestSeq(db, user.id));
      const connection = SseConnection.open(request, reply, () => {
        // Signed out, expired or deactivated: the stream ends with the session.
        deps
          .sessionHolds(token)
          .then((holds) => {
            if (!holds) connection.close();
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'live stream session check failed'));
      });
      await streams.add(user, session.id, connection, cursor, resumeFrom !== undefined);
    },
  });
}
