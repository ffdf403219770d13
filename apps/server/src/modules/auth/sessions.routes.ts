import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, OkResponse, SessionIdParams, SessionListResponse, UserSessionParams, type ActiveSession } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { contextOf, requireAuth } from '../../core/request-context.ts';
import { findUserById } from '../users/users.repo.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import { describeDevice } from './device.ts';
import { revokeSession } from './sessions.service.ts';
import { listLiveSessions, type SessionRow } from '../users/sessions.repo.ts';

/** Sessions (FR-AUTH-7): my live sessions in Profile Settings, and an administrator's view of anyone's; each revoke audited. */
export function sessionRoutes(app: FastifyInstance, deps: { db: Db; preferences: PreferencesService }): void {
  const { db, preferences } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sessions'];

  const list = async (request: FastifyRequest, userId: string): Promise<SessionListResponse> => {
    const currentId = request.auth?.session.id;
    const rows = await listLiveSessions(db, userId, await preferences.get('sessionIdleMinutes'), request.now);
    return { sessions: rows.map((row): ActiveSession => present(row, row.id === currentId)) };
  };

  const revoke = async (request: FastifyRequest, userId: string, publicId: string, by: 'owner' | 'administrator') => {
    await revokeSession(db, contextOf(request), userId, publicId, by);
    return { ok: true as const };
  };

  api.get('/api/profile/sessions', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'My live sessions: device, address, started, last activity; this one marked', response: { 200: SessionListResponse } },
    handler: (request) => list(request, requireAuth(request).user.id),
  });

  api.delete('/api/profile/sessions/:sessionId', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'End one of my sessions (audited)', params: SessionIdParams, response: { 200: OkResponse } },
    handler: (request) => revoke(request, requireAuth(request).user.id, request.params.sessionId, 'owner'),
  });

  api.get('/api/users/:id/sessions', {
    config: { access: 'manage-user-roles' },
    schema: { tags, summary: "A user's live sessions (administrators)", params: IdParams, response: { 200: SessionListResponse } },
    handler: async (request) => {
      if (!(await findUserById(db, request.params.id))) throw new AppError('USER_NOT_FOUND');
      return list(request, request.params.id);
    },
  });

  api.delete('/api/users/:id/sessions/:sessionId', {
    config: { access: 'manage-user-roles' },
    schema: { tags, summary: "End one of a user's sessions (administrators; audited)", params: UserSessionParams, response: { 200: OkResponse } },
    handler: (request) => revoke(request, request.params.id, request.params.sessionId, 'administrator'),
  });
}

function present(row: SessionRow, current: boolean): ActiveSession {
  return {
    id: row.publicId,
    device: describeDevice(row.userAgent),
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current,
  };
}
