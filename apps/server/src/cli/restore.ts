import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../platform/logger.ts';
import { acquireDataDirLock } from '../platform/pglite-lock.ts';
import { openBlobStore } from '../platform/storage/open-blob-store.ts';
import { RestoreRefused, restoreArchive } from '../modules/backups/restore.ts';
import { expectedSha256 } from './archive-sha256.ts';

const USAGE = 'Usage: npm run restore -- <archive.tar[.age]> [--sha256 <hex>]   (into an empty DATA_DIR / DATABASE_URL; BACKUP_AGE_IDENTITY_FILE opens an encrypted one)';

/** npm run restore -- <archive>: restores a backup into an empty installation, then verifies it. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { sha256: { type: 'string' } } });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const archive = path.resolve(positionals[0]!);
  const config = loadConfig();
  const release = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  try {
    const store = openBlobStore(config.blobStore);
    const report = await restoreArchive(archive, { config, store, log: createLogger(config.logLevel) }, { expectedSha256: await expectedSha256(archive, values.sha256) });
    console.log(`Restored ${path.basename(archive)} (made ${report.manifest.createdAt} by Attest ${report.manifest.application.version}).`);
    console.log(`  ${report.counts.documents} documents, ${report.counts.versions} versions, ${report.counts.signatures} signatures, ${report.counts.files} files`);
    console.log(`  Audit trail: ${report.auditTrail.verifiedEvents} events verified, chain intact.`);
    console.log(`  Stored files: ${report.files.checked} re-hashed, none missing or corrupt.`);
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof RestoreRefused || error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
