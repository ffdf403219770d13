import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { systemClock } from '../../platform/clock.ts';
import { openConfiguredDatabase } from '../../platform/db/open-from-config.ts';
import type { InstallationFindings } from '../../platform/db/schema/installation-qualifications.ts';
import { acquireDataDirLock } from '../../platform/pglite-lock.ts';
import { openBlobStore } from '../../platform/storage/open-blob-store.ts';
import { configureAuditKeys } from '../audit/audit-secret.ts';
import { messageOf } from '../diagnostics/run-check.ts';
import { qualifyInstallation } from './installation-checks.ts';

/**
 * The installation qualification of the installation this environment configures (DATA_DIR or DATABASE_URL), from
 * the command line. It creates nothing: without an installation, or with the embedded database held by a running
 * server, it says why it did not run.
 */
export async function qualifyConfiguredInstallation(): Promise<InstallationFindings | { notRun: string }> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    return { notRun: messageOf(error) };
  }
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    return { notRun: `no installation in ${config.dataDir}: start Attest once (npm start), or set DATABASE_URL` };
  }
  let release = () => undefined as void;
  try {
    if (!config.databaseUrl) release = acquireDataDirLock(config.dataDir);
  } catch (error) {
    return { notRun: `${messageOf(error)} Run the installation check from System Administration → Validation instead.` };
  }
  try {
    await configureAuditKeys(config);
    const database = await openConfiguredDatabase(config);
    try {
      return await qualifyInstallation({ database, store: openBlobStore(config.blobStore), config, now: systemClock.now() });
    } finally {
      await database.close();
    }
  } catch (error) {
    return { notRun: `the installation could not be opened: ${messageOf(error)}` };
  } finally {
    release();
  }
}
