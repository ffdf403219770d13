import type { Readable } from 'node:stream';
import type { ActionContext } from '../../core/request-context.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { backupJob } from './backup.jobs.ts';
import type { BackupRow } from './backups.repo.ts';
import { openArchive, startBackup, type BackupDeps } from './backups.service.ts';

/** A backup asked for from the screen: its row (audited) and its job, in one transaction, so neither is left alone. */
export async function requestBackup(deps: BackupDeps, jobs: JobQueue, context: ActionContext): Promise<BackupRow> {
  return deps.database.db.transaction(async (tx) => {
    const started = await startBackup(tx, deps, { trigger: 'manual', actor: context.actor, origin: context.origin });
    await jobs.enqueue(tx, backupJob, { backupId: started.id });
    return started;
  });
}

/** An archive to download, recorded as downloaded before any byte leaves; if the record fails the file is closed unread. */
export async function downloadArchive(
  deps: Pick<BackupDeps, 'database' | 'store' | 'instanceId'>,
  context: ActionContext,
  id: string,
): Promise<{ row: BackupRow; stream: Readable; size: number }> {
  const archive = await openArchive(deps, id);
  const { row, stream } = archive;
  await appendAuditEvent(deps.database.db, {
    actor: context.actor,
    origin: context.origin,
    action: 'Backup Downloaded',
    entityType: 'backup',
    entityId: row.id,
    newValues: { fileName: row.fileName, sha256: row.sha256 },
  }).catch((error: unknown) => {
    stream.destroy();
    throw error;
  });
  return archive;
}
