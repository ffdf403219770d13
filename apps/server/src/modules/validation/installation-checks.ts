import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { InstallationCheck, InstallationFact } from '@attest/domain';
import type { Config } from '../../config.ts';
import { rowsOf, type Database } from '../../platform/db/client.ts';
import type { InstallationFindings } from '../../platform/db/schema/installation-qualifications.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { APP_VERSION } from '../../version.ts';
import { verifyAuditTrail } from '../audit/audit-verify.ts';
import { migrationsCheck } from '../diagnostics/database-checks.ts';
import { runCheck } from '../diagnostics/run-check.ts';

export interface InstallationDeps {
  database: Database;
  store: BlobStore;
  config: Config;
  now: Date;
}

/** The oldest Node.js the product is qualified on (package.json "engines"). */
const MINIMUM_NODE: readonly [number, number] = [20, 19];

const set = (value: unknown) => (value ? 'set (value not shown)' : 'not set');

/** The installation's configuration as an inspector may read it: every secret only as set or not set. */
export function configurationFacts(config: Config): InstallationFact[] {
  const facts: Array<[string, unknown]> = [
    ['PUBLIC_URL', config.publicUrl],
    ['Database', config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`],
    ['DATABASE_URL', set(config.databaseUrl)],
    ['MIGRATION_DATABASE_URL', set(config.migrationDatabaseUrl)],
    ['AUDIT_KEY', config.auditKey ? set(config.auditKey) : config.auditKeyFile ? `not set: read from ${config.auditKeyFile}` : `not set: the key file in ${config.secretsDir} is used`],
    ['AUDIT_CHECKPOINT_DELAY_SECONDS', config.auditCheckpointDelaySeconds],
    ['AUDIT_CHECKPOINT_CRON', config.auditCheckpointCron],
    ['SITE_TIMEZONE', config.preferences.defaults.siteTimezone],
    ['SETUP_CODE_TTL_HOURS', config.setupCodeTtlHours],
    ['AUTH_RATE_LIMIT_PER_MINUTE', config.authRateLimitPerMinute],
    ['TRUST_PROXY', config.trustProxy],
    ['SMTP_URL', set(config.mail?.smtpUrl)],
    ['MAIL_FROM', config.mail?.from ?? 'not set'],
    ['BLOB_STORE', config.blobStore.kind === 'fs' ? `fs (${config.blobStore.root})` : `s3 (bucket ${config.blobStore.s3.bucket})`],
    ['S3_SECRET_ACCESS_KEY', set(config.s3?.secretAccessKey)],
    ['REPOSITORY_TOKEN_KEY', set(config.repositories.tokenKey)],
    ['BACKUP_DIR', config.backup.dir],
    ['SOFFICE_PATH', config.rendition.soffice],
    ['PREFERENCES_PINNED', config.preferences.pinned.join(', ') || 'none'],
    ['SEED', config.seed],
  ];
  return facts.map(([name, value]) => ({ name, value: String(value) }));
}

async function databaseVersion(database: Database): Promise<string> {
  const [row] = rowsOf<{ version: string }>(await database.db.execute(sql`SELECT current_setting('server_version') AS version`));
  return `${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded PostgreSQL)'} ${row?.version ?? 'unknown'}`;
}

function nodeCheck(version = process.versions.node): InstallationCheck {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const ok = major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
  return ok
    ? { name: 'versions', status: 'pass', message: `Node.js ${version} meets the required ${MINIMUM_NODE.join('.')} or newer`, details: `Attest ${APP_VERSION}` }
    : { name: 'versions', status: 'fail', message: `Node.js ${version} is older than the required ${MINIMUM_NODE.join('.')}`, details: `Attest ${APP_VERSION}` };
}

async function auditChainCheck(deps: InstallationDeps): Promise<InstallationCheck> {
  const result = await verifyAuditTrail(deps.database.db, deps.store);
  const details = `${result.verified} events verified; ${result.checkpoints.count} signed checkpoints; key ${result.keyId.slice(0, 16)}…`;
  return result.intact
    ? { name: 'audit-chain', status: 'pass', message: `The whole audit trail is intact: ${result.verified} events match their seals`, details }
    : { name: 'audit-chain', status: 'fail', message: `The audit trail is broken at event ${result.firstBrokenSeq ?? '?'} (${result.problem ?? 'unknown'})`, details };
}

function configurationCheck(config: Config): InstallationCheck {
  const local = /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(config.publicUrl);
  if (!config.publicUrl.startsWith('https://') && !local) {
    return { name: 'configuration', status: 'warn', message: 'PUBLIC_URL is not https: sessions and signatures would cross the network unencrypted', details: config.publicUrl };
  }
  return { name: 'configuration', status: 'pass', message: 'The configuration was accepted at start-up; secrets are recorded only as set or not set', details: config.publicUrl };
}

/** Runs the installation qualification: versions, migrations, the whole audit chain and the configuration. */
export async function qualifyInstallation(deps: InstallationDeps): Promise<InstallationFindings> {
  const [migrations, audit, dbVersion] = await Promise.all([runCheck(migrationsCheck(deps.database)), auditChainCheck(deps), databaseVersion(deps.database)]);
  const versions: InstallationFact[] = [
    { name: 'Attest', value: APP_VERSION },
    { name: 'Node.js', value: process.versions.node },
    { name: 'Operating system', value: `${os.type()} ${os.release()} (${os.arch()})` },
    { name: 'Database', value: dbVersion },
  ];
  const checks: InstallationCheck[] = [
    nodeCheck(),
    { name: 'migrations', status: migrations.status, message: migrations.message, ...(migrations.details ? { details: migrations.details } : {}) },
    audit,
    configurationCheck(deps.config),
  ];
  return { checks, versions, configuration: configurationFacts(deps.config) };
}

/** The run's overall status: its worst check. */
export function overallStatus(checks: readonly InstallationCheck[]): InstallationCheck['status'] {
  if (checks.some((check) => check.status === 'fail')) return 'fail';
  return checks.some((check) => check.status === 'warn') ? 'warn' : 'pass';
}
