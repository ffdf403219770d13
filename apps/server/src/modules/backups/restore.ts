import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { systemClock } from '../../platform/clock.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { MIGRATIONS_DIR, migrationFiles } from '../../platform/db/migrate.ts';
import { openConfiguredDatabase } from '../../platform/db/open-from-config.ts';
import { ExternalProgram } from '../../platform/process/run-program.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { sealedHeadAt } from '../audit/audit-anchors.ts';
import { AuditSealer } from '../audit/audit-sealer.ts';
import { configureAuditKeys, generatedAuditKeyFile } from '../audit/audit-secret.ts';
import { AuditCheckpointer } from '../audit/audit-checkpointer.ts';
import { CHECKPOINT_FOLDER } from '../audit/audit-checkpoints.ts';
import { verifyAuditTrail } from '../audit/audit-verify.ts';
import { checkBlobIntegrity } from '../files/blob-integrity.ts';
import { registeredBlobs } from '../files/registered-blobs.ts';
import { readArchive, type MemberVisitor } from './archive-reader.ts';
import type { Manifest } from './backup-manifest.ts';
import { schemaProblem } from './migration-compat.ts';

/** Why a restore did not happen (or was undone): shown to the operator as it is. */
export class RestoreRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`Restore refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface RestoreReport {
  manifest: Manifest;
  counts: { documents: number; versions: number; signatures: number; auditEvents: number; files: number };
  auditTrail: { intact: boolean; verifiedEvents: number };
  files: { checked: number; missing: number; corrupt: number };
}

export interface RestoreTarget {
  config: Config;
  store: BlobStore;
  log: FastifyBaseLogger;
}

const RESTORE_TIMEOUT_MS = 6 * 3_600_000;
const pgliteDir = (config: Config) => path.join(config.dataDir, 'pglite');

/**
 * Restores an archive into an empty installation: the archive is read twice, first to check every member against
 * the manifest (and the whole file against its SHA-256 when known) before anything is written, then to write the
 * database and the files. Afterwards the audit chain must verify and every stored file must re-hash; otherwise what
 * was written is removed again, so a refused restore leaves the target as empty as it was.
 */
export async function restoreArchive(archivePath: string, target: RestoreTarget, options: { expectedSha256?: string } = {}): Promise<RestoreReport> {
  const { config } = target;
  const identityFile = config.backup.encryption.identityFile;
  const check = await readArchive(archivePath, { expectedSha256: options.expectedSha256, identityFile });
  if (!check.ok || !check.manifest) throw new RestoreRefused(check.problems);
  const manifest = check.manifest;
  await refuseUnlessRestorable(manifest, target);

  const dumpPath = path.join(config.dataDir, `.restore-${process.pid}.database`);
  try {
    const written = await readArchive(archivePath, { expectedSha256: check.sha256, identityFile, visit: writeMember(target.store, manifest, dumpPath) });
    if (!written.ok) throw new RestoreRefused(written.problems);
    await loadDatabase(manifest, config, dumpPath);
    return await verifyRestored(manifest, target);
  } catch (error) {
    await undoRestore(manifest, target);
    throw error;
  } finally {
    await rm(dumpPath, { force: true });
  }
}

async function refuseUnlessRestorable(manifest: Manifest, target: RestoreTarget): Promise<void> {
  const { config } = target;
  const problems: string[] = [];
  const targetKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== targetKind) {
    problems.push(`The archive holds ${manifest.database.kind === 'pglite' ? 'an embedded (PGlite)' : 'a PostgreSQL'} database; restore it into the same kind (${targetKind === 'pglite' ? 'unset DATABASE_URL' : 'set DATABASE_URL'}).`);
  }
  const schema = schemaProblem(manifest.schema.migrations, await migrationFiles(MIGRATIONS_DIR), manifest.application.version);
  if (schema) problems.push(schema);
  if (!(await isEmptyStore(target.store))) problems.push(`The file store in ${config.dataDir} is not empty: restore into a new DATA_DIR.`);
  if (targetKind === 'pglite') {
    if (!(await isEmptyDir(pgliteDir(config)))) problems.push(`The embedded database in ${pgliteDir(config)} is not empty: restore into a new DATA_DIR.`);
    if (!config.auditKey && !config.auditKeyFile && !(await exists(generatedAuditKeyFile(config)))) {
      problems.push(`The audit trail's seals need the key they were made with, which is never in a backup: set AUDIT_KEY or AUDIT_KEY_FILE, or copy the old installation's audit.key into ${config.secretsDir} first.`);
    }
  } else if (await postgresHasTables(config)) {
    problems.push('The PostgreSQL database is not empty: restore into a new, empty database.');
  }
  if (problems.length) throw new RestoreRefused(problems);
}

/** Restore's second reading: the database dump to a file, each stored file into the store (re-hashed), each record. */
function writeMember(store: BlobStore, manifest: Manifest, dumpPath: string): MemberVisitor {
  return async (member, content) => {
    if (member.path === manifest.database.path) return pipeline(content, createWriteStream(dumpPath, { flags: 'wx', mode: 0o600 }));
    if (member.path.startsWith('files/')) return storeBlob(store, member.sha256, content);
    if (member.path.startsWith('records/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk as Buffer);
      await store.putRecord(member.path.slice('records/'.length), Buffer.concat(chunks));
      return;
    }
    for await (const chunk of content) void chunk;
  };
}

async function storeBlob(store: BlobStore, sha256: string, content: Readable): Promise<void> {
  const temp = await store.createTempPath();
  const hash = createHash('sha256');
  content.on('data', (chunk: Buffer) => hash.update(chunk));
  try {
    await pipeline(content, createWriteStream(temp, { flags: 'wx' }));
    if (hash.digest('hex') !== sha256) throw new RestoreRefused([`files/${sha256}: its content does not match its SHA-256.`]);
    await store.commitTemp(temp, sha256);
  } finally {
    await store.removeTemp(temp);
  }
}

async function loadDatabase(manifest: Manifest, config: Config, dumpPath: string): Promise<void> {
  if (manifest.database.kind === 'pglite') {
    const loaded = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config), loadDataDir: new Blob([await readFile(dumpPath)]) });
    await loaded.close();
    return;
  }
  const login = new URL(ownerUrl(config));
  const password = decodeURIComponent(login.password);
  login.password = '';
  const pgRestore = new ExternalProgram({ command: config.backup.pgRestore, concurrency: 1, timeoutMs: RESTORE_TIMEOUT_MS, dieWithServer: true });
  await pgRestore.run(['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${login.toString()}`, dumpPath], { env: password ? { PGPASSWORD: password } : {} });
}

/** Opened as the server opens it (newer migrations applied, runtime role granted), checkpointed as at start-up, then checked. */
async function verifyRestored(manifest: Manifest, target: RestoreTarget): Promise<RestoreReport> {
  const { config, store } = target;
  await configureAuditKeys(config);
  const database = await openConfiguredDatabase(config);
  try {
    await new AuditCheckpointer({ db: database.db, store, sealer: new AuditSealer({ db: database.db, log: target.log }), delayMs: config.auditCheckpointDelaySeconds * 1000, clock: systemClock, log: target.log }).start();
    const trail = await verifyAuditTrail(database.db, store, { now: systemClock.now() });
    const files = await checkBlobIntegrity(store, registeredBlobs(database.db));
    const [counts] = await database.withConnection((conn) =>
      conn.query<RestoreReport['counts']>(`SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM document_versions)::int AS versions,
        (SELECT count(*) FROM signatures)::int AS signatures, (SELECT count(*) FROM audit_events)::int AS "auditEvents", (SELECT count(*) FROM blobs WHERE destroyed_at IS NULL)::int AS files`),
    );
    const problems: string[] = [];
    if (!trail.intact) problems.push(`The restored audit trail does not verify: ${trail.problem ?? 'broken'} at event ${trail.firstBrokenSeq ?? '?'}.`);
    const head = manifest.auditHead;
    if (head && (await sealedHeadAt(database.db, head.seq))?.mac !== head.mac) problems.push(`The restored audit trail does not hold the head its manifest recorded (event ${head.seq}).`);
    if (files.missing.length || files.corrupt.length) problems.push(`Restored files do not re-hash: ${files.missing.length} missing, ${files.corrupt.length} corrupt.`);
    if (problems.length) throw new RestoreRefused(problems);
    return {
      manifest,
      counts: counts!,
      auditTrail: { intact: trail.intact, verifiedEvents: trail.verified },
      files: { checked: files.checked, missing: files.missing.length, corrupt: files.corrupt.length },
    };
  } finally {
    await database.close();
  }
}

/** Removes what a failed restore wrote: the target was empty before, so it is emptied again. */
async function undoRestore(manifest: Manifest, target: RestoreTarget): Promise<void> {
  const { config } = target;
  for await (const sha256 of target.store.list()) await target.store.delete(sha256);
  await rm(path.join(config.dataDir, 'blobs'), { recursive: true, force: true });
  if (manifest.database.kind === 'pglite') await rm(pgliteDir(config), { recursive: true, force: true });
  else {
    const owner = await openDatabase({ kind: 'postgres', url: ownerUrl(config), poolSize: 1 });
    try {
      await owner.withConnection((conn) => conn.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));
    } finally {
      await owner.close();
    }
  }
}

const ownerUrl = (config: Config) => config.migrationDatabaseUrl ?? config.databaseUrl!;

async function postgresHasTables(config: Config): Promise<boolean> {
  const owner = await openDatabase({ kind: 'postgres', url: ownerUrl(config), poolSize: 1 });
  try {
    const [row] = await owner.withConnection((conn) => conn.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'"));
    return (row?.n ?? 0) > 0;
  } finally {
    await owner.close();
  }
}

async function isEmptyStore(store: BlobStore): Promise<boolean> {
  for await (const sha256 of store.list()) return !sha256;
  return (await store.listRecords(CHECKPOINT_FOLDER)).length === 0;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

const exists = (file: string) => access(file).then(() => true, () => false);
