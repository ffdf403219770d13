import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, NotificationBulkResult, NotificationListQuery, NotificationListResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { requireAuth } from '../../core/request-context.ts';
import { AppError } from '../../core/app-error.ts';
import {
  countNotifications,
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
  presentNotification,
} from './notifications.repo.ts';

/**
 * The signed-in user's own notifications (spec 01 §7 Notifications): every query is bound to the session's user,
 * so nobody reaches another's. Reading and clearing one's own inbox is not a record change and is not audited.
 */
export function notificationRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  api.get('/api/notifications', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'My notifications, newest first, with counts', querystring: NotificationListQuery, response: { 200: NotificationListResponse } },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const [{ rows, total }, counts] = await Promise.all([listNotifications(db, user.id, request.query), countNotifications(db, user.id)]);
      return { items: rows.map(presentNotification), total, page: request.query.page, pageSize: request.query.pageSize, counts };
    },
  });

  api.post('/api/notifications/:id/read', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Mark one notification read', params: IdParams, response: { 204: z.null() } },
    handler: async (request, reply) => {
      if (!(await markRead(db, requireAuth(request).user.id, request.params.id, request.now))) throw new AppError('NOT_FOUND');
      return reply.code(204).send(null);
    },
  });

  api.post('/api/notifications/read-all', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Mark all my notifications read', response: { 200: NotificationBulkResult } },
    handler: async (request) => ({ count: await markAllRead(db, requireAuth(request).user.id, request.now) }),
  });

  api.delete('/api/notifications/:id', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Delete one notification', params: IdParams, response: { 204: z.null() } },
    handler: async (request, reply) => {
      if (!(await deleteNotification(db, requireAuth(request).user.id, request.params.id))) throw new AppError('NOT_FOUND');
      return reply.code(204).send(null);
    },
  });

  api.delete('/api/notifications', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Clear all my notifications', response: { 200: NotificationBulkResult } },
    handler: async (request) => ({ count: await deleteAllNotifications(db, requireAuth(request).user.id) }),
  });
}
