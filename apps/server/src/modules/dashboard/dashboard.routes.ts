import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListQuery, DashboardResponse, RECENT_ACTIVITY_LIMIT, THROUGHPUT_WEEKS, hasPermission } from '@attest/domain';
import type { DatabaseKind, Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { requireAuth } from '../../core/request-context.ts';
import { visibilityFor } from '../documents/documents.policy.ts';
import { auditVisibilityFor, listAuditEvents, presentAuditRow } from '../audit-log/audit-list.repo.ts';
import { documentsByStatus, weeklyThroughput } from './dashboard-figures.repo.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { ROLE_CARDS, type CardContext } from './dashboard-cards.ts';
import { readSystemHealth, type SystemHealth } from '../diagnostics/system-health.ts';

interface Deps {
  db: Db;
  store: BlobStore;
  startedAt: Date;
  database: DatabaseKind;
  calendar: SiteCalendar;
}

export function dashboardRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/dashboard', {
    config: { access: 'authenticated' },
    schema: { tags: ['dashboard'], summary: "The signed-in user's dashboard: role cards, charts, recent activity and (admin) system health", response: { 200: DashboardResponse } },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const viewer = { id: user.id, role: user.role };
      let health: Promise<SystemHealth> | undefined;
      const readHealth = () => (health ??= readSystemHealth(deps, request.now));
      const timeZone = await deps.calendar.timeZone();
      const ctx: CardContext = { db, viewer, timeZone, now: request.now, health: readHealth };
      const analytics = hasPermission(user.role, 'dashboard-analytics');
      const recentQuery = AuditListQuery.parse({ pageSize: RECENT_ACTIVITY_LIMIT });
      const auditVisibility = auditVisibilityFor(viewer);
      const [cards, byStatus, throughput, recent, systemHealth] = await Promise.all([
        Promise.all(ROLE_CARDS[user.role].map((card) => card(ctx))),
        documentsByStatus(db, visibilityFor(viewer)),
        analytics ? weeklyThroughput(db, timeZone, THROUGHPUT_WEEKS) : Promise.resolve(null),
        listAuditEvents(db, recentQuery, auditVisibility),
        user.role === 'admin' ? readHealth() : Promise.resolve(null),
      ]);
      return { cards, documentsByStatus: byStatus, throughput, systemHealth, recentActivity: recent.rows.map((row) => presentAuditRow(row, auditVisibility)) };
    },
  });
}
