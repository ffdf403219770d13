import { Readable } from 'node:stream';
import type { InstallationQualificationRun } from '@attest/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { storeStream } from '../../platform/storage/store-stream.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { registerBlob } from '../files/blobs.repo.ts';
import { overallStatus, qualifyInstallation } from './installation-checks.ts';
import { findInstallationQualification, insertInstallationQualification } from './installation.repo.ts';
import { renderInstallationPdf } from './report-pdf.ts';

export interface InstallationServiceDeps {
  database: Database;
  store: BlobStore;
  config: Config;
  clock: Clock;
}

export interface RunBy {
  userId: string;
  actor: AuditActor;
  origin: RequestOrigin;
}

/**
 * Runs the installation qualification against this live installation, stores its PDF report in the blob store and
 * the run in the database, and audits the run in the same transaction.
 */
export async function runInstallationQualification(deps: InstallationServiceDeps, by: RunBy): Promise<InstallationQualificationRun> {
  const runAt = deps.clock.now();
  const findings = await qualifyInstallation({ database: deps.database, store: deps.store, config: deps.config, now: runAt });
  const status = overallStatus(findings.checks);
  const pdf = await renderInstallationPdf({ findings, status, runAt, runBy: by.actor.name });
  const stored = await storeStream(deps.store, Readable.from([Buffer.from(pdf)]));
  const id = await deps.database.db.transaction(async (tx) => {
    await registerBlob(tx, { sha256: stored.sha256, size: stored.size, mimeType: 'application/pdf' });
    const runId = await insertInstallationQualification(tx, { runAt, runBy: by.userId, status, findings, reportSha256: stored.sha256, reportSize: stored.size });
    const named = (wanted: string) => findings.checks.filter((check) => check.status === wanted).map((check) => check.name);
    await appendAuditEvent(tx, {
      actor: by.actor,
      origin: by.origin,
      action: 'Installation Qualification Run',
      entityType: 'system',
      entityId: runId,
      newValues: { status, failed: named('fail'), warnings: named('warn'), reportSha256: stored.sha256 },
    });
    return runId;
  });
  return (await findInstallationQualification(deps.database.db, id))!;
}

/** A stored run's report, for download: the download is recorded before the bytes leave. */
export async function downloadInstallationReport(deps: InstallationServiceDeps, by: Omit<RunBy, 'userId'>, id: string): Promise<{ run: InstallationQualificationRun; bytes: Buffer }> {
  const run = await findInstallationQualification(deps.database.db, id);
  if (!run) throw new AppError('NOT_FOUND');
  const bytes = await deps.store.readBuffer(run.reportSha256);
  await appendAuditEvent(deps.database.db, {
    actor: by.actor,
    origin: by.origin,
    action: 'Installation Qualification Report Downloaded',
    entityType: 'system',
    entityId: run.id,
    newValues: { reportSha256: run.reportSha256 },
  });
  return { run, bytes };
}
