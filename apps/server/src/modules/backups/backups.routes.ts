import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BackupListQuery, BackupListResponse, BackupStartResponse, BackupVerifyResponse, IdParams } from '@attest/domain';
import { auditActorOf, contextOf, originOf } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { SCHEDULED_BACKUP_JOB } from './backup.jobs.ts';
import { downloadArchive, requestBackup } from './backup-requests.service.ts';
import { listBackups, latestFinishedBackup } from './backups.repo.ts';
import { backupUnavailable, verifyBackup, type BackupDeps } from './backups.service.ts';
import { BACKUP_SCHEDULE_OFF, ERRORS } from '@attest/domain';
import { isEncryptedArchiveName } from './backup-encryption.ts';

/** System Administration → Backup (admin): start one, see them, verify and download an archive; each audited. */
export function backupRoutes(app: FastifyInstance, deps: BackupDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'manage-system' as const };
  const tags = ['system'];
  const db = deps.database.db;
  const scheduleInForce = async () => {
    const schedule = await app.preferences.get('backupSchedule');
    return schedule === BACKUP_SCHEDULE_OFF ? null : schedule;
  };

  api.post('/api/system/backups', {
    config: { ...access, idempotent: true },
    schema: { tags, summary: 'Start a backup (202); its progress and outcome are in the list', response: { 202: BackupStartResponse } },
    handler: async (request, reply) => {
      const row = await requestBackup(deps, app.jobs, contextOf(request));
      return reply.status(202).send({ id: row.id, status: 'running' as const });
    },
  });

  api.get('/api/system/backups', {
    config: access,
    schema: { tags, summary: 'Backup status (last, next scheduled, location) and the backups taken, newest first', querystring: BackupListQuery, response: { 200: BackupListResponse } },
    handler: async (request) => {
      const { page, pageSize } = request.query;
      const [{ items, total }, lastBackup, unavailable] = await Promise.all([listBackups(db, page, pageSize), latestFinishedBackup(db), backupUnavailable(deps)]);
      return {
        status: {
          lastBackup,
          nextScheduled: app.jobs.nextOccurrence(SCHEDULED_BACKUP_JOB)?.toISOString() ?? null,
          schedule: await scheduleInForce(),
          location: deps.dir,
          copyLocation: deps.store.backupsLocation(),
          unavailable: unavailable ? ERRORS.BACKUP_UNAVAILABLE.message : null,
          encryptedTo: deps.encryption.recipient,
        },
        items,
        total,
        page,
        pageSize,
      };
    },
  });

  api.post('/api/system/backups/:id/verify', {
    config: access,
    schema: { tags, summary: 'Re-read an archive against its manifest and its SHA-256 (audited)', params: IdParams, response: { 200: BackupVerifyResponse } },
    handler: async (request) => verifyBackup(deps, request.params.id, auditActorOf(request), originOf(request)),
  });

  api.get('/api/system/backups/:id/download', {
    config: access,
    schema: { tags, summary: 'Download an archive (audited)', params: IdParams },
    handler: async (request, reply) => {
      const { row, stream, size } = await downloadArchive(deps, contextOf(request), request.params.id);
      return reply
        .header('content-type', isEncryptedArchiveName(row.fileName) ? 'application/octet-stream' : 'application/x-tar')
        .header('content-disposition', attachmentHeader(row.fileName, 'attachment'))
        .header('content-length', String(size))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
}
