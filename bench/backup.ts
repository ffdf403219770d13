// Backup throughput (FR-BAK-1): an Attest backup of 10,000 documents with their files, beside what a plain copy of
// the same data costs — `tar` of the blob folder plus a dump of the same database (pg_dump -Fc on PostgreSQL, PGlite's
// own data-dir dump on the embedded database) — measured alternating in one run. The files are real PDFs and Word
// files from /work/shared/corpus, each made unique by a trailer so every document has its own blob.
// Target: Attest's throughput >= 0.5 x the plain copy's. Informational: the exit code is 0 either way.
// Usage: node --import tsx bench/backup.ts [documents=10000] [rounds=3]   (DATABASE_URL=postgres://… for PostgreSQL)
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { openDatabase, rowsOf } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { FilesystemBlobStore } from '../apps/server/src/platform/storage/blob-store.ts';
import { SYSTEM_ACTOR } from '../apps/server/src/modules/audit/audit.repo.ts';
import { configureAuditKeys } from '../apps/server/src/modules/audit/audit-secret.ts';
import { backupDepsFrom } from '../apps/server/src/modules/backups/backup-deps.ts';
import { runBackup, startBackup } from '../apps/server/src/modules/backups/backups.service.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { generateDocuments } from './generate-documents.ts';

const run = promisify(execFile);
const total = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 3);
const TARGET = 0.5;
const CORPUS = process.env.ATTEST_CORPUS ?? path.resolve(import.meta.dirname, '../../shared/corpus');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-bench-backup-'));
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, AUDIT_KEY: '00'.repeat(32) } : {}) });
await configureAuditKeys(config);
const database = config.databaseUrl ? await openDatabase({ kind: 'postgres', url: config.databaseUrl }) : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
await migrate(database);
await seedIfEmpty(database.db, 'demo');
const store = new FilesystemBlobStore(path.join(dataDir, 'blobs'));

// The documents, then one file each: a corpus file with a unique trailer, stored and registered as an upload is.
const prepared = performance.now();
await generateDocuments(database.db, total);
const sources = await Promise.all(
  [...(await readdir(path.join(CORPUS, 'pdf'))).filter((f) => f.endsWith('.pdf')).map((f) => `pdf/${f}`), ...(await readdir(path.join(CORPUS, 'docx'))).filter((f) => f.endsWith('.docx')).map((f) => `docx/${f}`)]
    .slice(0, 12)
    .map((f) => readFile(path.join(CORPUS, f))),
);
const versions = rowsOf<{ id: string }>(await database.db.execute(sql`SELECT id FROM document_versions WHERE blob_sha256 IS NULL ORDER BY id`));
let fileBytes = 0;
for (const [i, version] of versions.entries()) {
  const content = Buffer.concat([sources[i % sources.length]!, Buffer.from(`\n%attest-bench ${version.id}\n`)]);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const temp = await store.createTempPath();
  await writeFile(temp, content);
  await store.commitTemp(temp, sha256);
  fileBytes += content.length;
  await database.db.execute(sql`INSERT INTO blobs (sha256, size, mime_type) VALUES (${sha256}, ${content.length}, 'application/octet-stream') ON CONFLICT DO NOTHING`);
  await database.db.execute(sql`UPDATE document_versions SET blob_sha256 = ${sha256}, file_name = ${`file-${i}.bin`} WHERE id = ${version.id}`);
}
console.log(`prepared ${total} documents and ${versions.length} files (${(fileBytes / 1e6).toFixed(0)} MB) on ${database.kind} in ${((performance.now() - prepared) / 1000).toFixed(1)} s`);

const deps = backupDepsFrom(config, database, store, systemClock);
const out = path.join(dataDir, 'plain');

async function attestBackup(): Promise<number> {
  const row = await database.db.transaction((tx) => startBackup(tx, deps, { trigger: 'cli', actor: SYSTEM_ACTOR }));
  const done = await runBackup(deps, row.id);
  if (done?.status !== 'succeeded') throw new Error(`backup failed: ${done?.error}`);
  await rm(path.join(done.location ?? deps.dir, done.fileName));
  return done.sizeBytes!;
}

async function plainCopy(): Promise<number> {
  await rm(out, { recursive: true, force: true });
  await run('mkdir', ['-p', out]);
  await run('tar', ['-cf', path.join(out, 'files.tar'), '-C', store.root, '.']);
  if (database.kind === 'postgres') await run('pg_dump', ['--format=custom', `--file=${path.join(out, 'db.pgdump')}`, `--dbname=${config.databaseUrl}`]);
  else await writeFile(path.join(out, 'db.tar.gz'), Buffer.from(await (await database.dump!()).arrayBuffer()));
  let bytes = 0;
  for (const f of await readdir(out)) bytes += (await stat(path.join(out, f))).size;
  return bytes;
}

const measure = async (fn: () => Promise<number>) => {
  const start = performance.now();
  const bytes = await fn();
  return { bytes, seconds: (performance.now() - start) / 1000 };
};

const results = { attest: [] as { bytes: number; seconds: number }[], plain: [] as { bytes: number; seconds: number }[] };
for (let r = 0; r < rounds; r++) {
  results.plain.push(await measure(plainCopy));
  results.attest.push(await measure(attestBackup));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const throughput = (xs: { bytes: number; seconds: number }[]) => median(xs.map((x) => x.bytes / x.seconds / 1e6));
const attest = throughput(results.attest);
const plain = throughput(results.plain);
console.log(`attest backup   median ${median(results.attest.map((x) => x.seconds)).toFixed(2)} s, ${attest.toFixed(1)} MB/s (archive ${(results.attest[0]!.bytes / 1e6).toFixed(0)} MB)`);
console.log(`tar + ${database.kind === 'postgres' ? 'pg_dump' : 'PGlite dump'}   median ${median(results.plain.map((x) => x.seconds)).toFixed(2)} s, ${plain.toFixed(1)} MB/s (${(results.plain[0]!.bytes / 1e6).toFixed(0)} MB)`);
const ratio = attest / plain;
console.log(`ratio ${ratio.toFixed(2)} x (target >= ${TARGET} x): ${ratio >= TARGET ? 'met' : 'NOT met'}`);
await database.close();
await rm(dataDir, { recursive: true, force: true });
