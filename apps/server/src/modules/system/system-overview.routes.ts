import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BACKUP_SCHEDULE_OFF, SystemOverviewResponse } from '@attest/domain';
import type { Config } from '../../config.ts';
import type { DatabaseKind, Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { APP_VERSION } from '../../version.ts';
import { countUsers } from '../dashboard/dashboard-figures.repo.ts';
import { readSystemHealth } from '../diagnostics/system-health.ts';
import { recordCounts, timedRoundTrip } from './system-overview.repo.ts';

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
