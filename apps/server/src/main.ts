import { closeArchiveWriterPool } from './modules/backups/archive-writer.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './http/app.ts';
import { systemClock } from './platform/clock.ts';
import { openConfiguredDatabase } from './platform/db/open-from-config.ts';
import { acquireDataDirLock } from './platform/pglite-lock.ts';
import { openBlobStore } from './platform/storage/open-blob-store.ts';
import { closeExtractionPool } from './modules/files/extraction-pool.ts';
import { closeComparePool } from './modules/documents/compare-pool.ts';
import { closeAuditReportPool } from './modules/audit/audit-report-pool.ts';
import { closeCopyStampPool } from './modules/copies/copy-stamp-pool.ts';
import { closeManifestPool } from './modules/renditions/manifest-pool.ts';
import { closeNotesReportPool } from './modules/notes/notes-report-pool.ts';
import { closeWorkflowHistoryPool } from './modules/workflow/workflow-history-pool.ts';
import { closeTrainingMatrixPool } from './modules/training/training-matrix-pool.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { runDataSteps } from './platform/db/data-steps.ts';
import { DATA_STEPS } from './modules/documents/version-relabel.step.ts';
import { auditKeyInDataDir, configureAuditKeys } from './modules/audit/audit-secret.ts';
import { runtimeOwnsEvidence } from './platform/db/runtime-role.ts';
import { sandbox, sandboxWarning } from './platform/process/sandbox.ts';
import { DEMO_USERS } from './seed/demo-users.ts';
import { DEMO_PASSWORD } from './modules/users/demo-password.ts';
import { seedDemoLibraryAtStartup } from './seed/demo-library.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const startedAt = systemClock.now();
  const config = readConfig();
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  const auditKey = await configureAuditKeys(config);
  const database = await openConfiguredDatabase(config);
  // One-time changes to existing data that write the sealed audit trail, after the SQL migrations.
  await runDataSteps(database.db, DATA_STEPS);
  const seeded = await seedIfEmpty(database.db, config.seed === 'none' ? 'none' : 'demo');
  const store = openBlobStore(config.blobStore);
  const app = await buildApp({ config, database, store, startedAt });
  // Files stored before renditions existed, or by the seed, get theirs queued; LibreOffice installed since too.
  await app.renditions.requestMissing();
  const leftovers = await app.renditions.sweepLeftovers();
  if (leftovers) app.log.warn({ leftovers }, 'removed conversion folders left by a server that was stopped mid-conversion');
  if (!(await app.renditions.soffice.locate())) {
    app.log.warn(`LibreOffice (${config.rendition.soffice}) is not installed: Word versions get no PDF rendition and show why. npm start installs it when run as root (README).`);
  }
  const conversionSandbox = sandboxWarning((await sandbox()).kind);
  if (conversionSandbox) app.log.warn(conversionSandbox);
  // Scheduled and queued work runs from here on; app.close() stops it.
  app.jobs.start();

  if (auditKey.movedFrom) {
    app.log.warn(`The audit key was inside the data folder (${auditKey.movedFrom}); it now lives in ${auditKey.file}. Anyone who copied the data folder before could reseal a rewritten trail: the checkpoints and anchors still tell (README, "The audit key").`);
  } else if (auditKey.source === 'secrets-dir') {
    app.log.warn(`AUDIT_KEY is not set: the audit trail is sealed with the key in ${auditKey.file}, outside the data folder. Back it up apart from the data (README, "The audit key").`);
  }
  const keyInDataDir = await auditKeyInDataDir(config);
  if (keyInDataDir) app.log.error(`An audit key file lies inside the data folder (${keyInDataDir}): whoever opens the folder could reseal a rewritten trail. Move it out of DATA_DIR (README, "The audit key").`);
  if (database.kind === 'postgres' && (await runtimeOwnsEvidence(database))) {
    app.log.warn('The database login owns the audit trail and could rewrite it: set MIGRATION_DATABASE_URL to the owner and DATABASE_URL to a runtime login (README, Running on PostgreSQL).');
  }
  if (seeded === 'seeded-demo') {
    app.log.info(
      { accounts: DEMO_USERS.map((u) => `${u.email} (${u.role})`), password: DEMO_PASSWORD },
      `Demo organisation created. Sign in with any demo account and the password ${DEMO_PASSWORD}`,
    );
    // Only the instance that seeded the users builds the library, through the API, before it serves anyone.
    if (config.seed === 'demo') await seedDemoLibraryAtStartup(app, database.db);
  } else if (seeded === 'seeded-reference') {
    app.log.info('Empty database prepared without demo data: create the first administrator with npm run create-admin -- --email ... --name ...');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await Promise.all([closeExtractionPool(), closeComparePool(), closeAuditReportPool(), closeNotesReportPool(), closeCopyStampPool(), closeManifestPool(), closeWorkflowHistoryPool(), closeTrainingMatrixPool(), closeArchiveWriterPool()]);
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Attest is running at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
