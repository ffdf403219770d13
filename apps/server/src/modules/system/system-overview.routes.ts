import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { BACKUP_SCHEDULE_OFF, SystemOverviewResponse } from '@attest/domain';
import type { Config } from '../../config.ts';
import { rowsOf, type DatabaseKind, type Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { APP_VERSION } from '../../version.ts';
import { countUsers } from '../dashboard/dashboard-figures.repo.ts';
import { readSystemHealth } from '../diagnostics/system-health.ts';

async function timedRoundTrip(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`SELECT 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}

async function recordCounts(db: Db) {
  const [row] = rowsOf<{ documents: number; active_workflows: number; audit_last_24h: number }>(
    await db.execute(sql`SELECT
      (SELECT count(*)::int FROM documents WHERE status <> 'archived') AS documents,
      (SELECT count(*)::int FROM workflows WHERE status = 'active') AS active_workflows,
      (SELECT count(*)::int FROM audit_events WHERE occurred_at >= now() - interval '24 hours') AS audit_last_24h`),
  );
  return { documents: row?.documents ?? 0, activeWorkflows: row?.active_workflows ?? 0, auditEventsLast24h: row?.audit_last_24h ?? 0 };
}

/** System Administration (admin): what this server measures now and the configuration it started with. */
export function systemOverviewRoutes(app: FastifyInstance, deps: { db: Db; store: BlobStore; config: Config; startedAt: Date; database: DatabaseKind }): void {
  const { db, config } = deps;
  app.withTypeProvider<ZodTypeProvider>().get('/api/system/overview', {
    config: { access: 'manage-system' },
    schema: { tags: ['system'], summary: 'Health figures measured now and the configuration in effect (read-only)', response: { 200: SystemOverviewResponse } },
    handler: async (request) => {
      const databaseResponseMs = await timedRoundTrip(db);
      const [health, counts, activeUsers, soffice, preferences] = await Promise.all([
        readSystemHealth(deps, request.now),
        recordCounts(db),
        countUsers(db, true),
        app.renditions.soffice.locate(),
        app.preferences.inForce(),
      ]);
      const { emailEnabled, renditionConcurrency, backupSchedule, siteTimezone } = preferences.value;
      return {
        health,
        databaseResponseMs,
        counts: { ...counts, activeUsers },
        configuration: {
          version: APP_VERSION,
          database: deps.database,
          publicUrl: config.publicUrl,
          secureCookies: config.secureCookies,
          setupCodeTtlHours: config.setupCodeTtlHours,
          siteTimezone,
          emailEnabled: config.mail !== undefined && emailEnabled,
          libreOffice: soffice ? ('installed' as const) : ('not-installed' as const),
          renditionConcurrency,
          renditionTimeoutSeconds: config.rendition.timeoutMs / 1000,
          backupSchedule: backupSchedule === BACKUP_SCHEDULE_OFF ? null : backupSchedule,
        },
      };
    },
  });
}
