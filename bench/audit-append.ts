// Cost of the sealed audit trail, on the embedded database and on PostgreSQL side by side in one run: appending an
// audited event (one INSERT: chain trigger, keyed tag) beside a plain insert of the same row into a copy of the table
// with its indexes but without the trail's trigger (and, for reference, into a copy without indexes too); sealing
// those events afterwards in one run, as a job-queue pass after a burst of changes does; the same number of changes
// one after another with the server's sealer running at each job-queue pass, until all are sealed, beside as many
// plain inserts (the whole cost, sealing included); and the time to verify the whole trail.
// Usage: npm run bench:audit [events]   (starts a throwaway PostgreSQL; without one, set DATABASE_URL or get PGlite only)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type Database, type Db } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { FilesystemBlobStore } from '../apps/server/src/platform/storage/blob-store.ts';
import { appendAuditEvent, SYSTEM_ACTOR } from '../apps/server/src/modules/audit/audit.repo.ts';
import { deriveAuditKeys, useAuditKeys } from '../apps/server/src/modules/audit/audit-keys.ts';
import { AuditSealer, sealPendingAuditEvents } from '../apps/server/src/modules/audit/audit-sealer.ts';
import { verifyAuditTrail } from '../apps/server/src/modules/audit/audit-verify.ts';

const events = Number(process.argv[2] ?? 2000);
/** The job queue's default poll: the server's sealer runs at each pass after a change. */
const JOB_QUEUE_POLL_MS = 5_000;

interface Figures {
  label: string;
  audited: number[];
  plain: number[];
  /** The same insert into a copy without the table's indexes (the audit screens' lookups). */
  bare: number[];
  sealMs: number;
  /** Wall time of `events` audited changes with the server's sealer at each job-queue pass, until all are sealed. */
  serverMs: number;
  /** Wall time of `events` plain inserts, one after another. */
  plainRunMs: number;
  verifyMs: number;
  verified: number;
  intact: boolean;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/** The audited event's statement with the same parameters, its place, time and hashes given instead of made. */
const plainInsert = (tx: Db, table: 'bench_plain' | 'bench_bare', seq: number, payload: object) =>
  tx.execute(sql`INSERT INTO ${sql.identifier(table)} (seq, occurred_at, prev_hash, hash, actor_id, actor_name, actor_role, action, entity_type,
                                                   entity_id, old_values, new_values, reason, ip, user_agent, tag)
    VALUES (${seq}, now(), '', '', ${null}, ${'system'}, ${null}, ${'Document Updated'}, ${'document'}, ${String(seq)},
            ${null}::jsonb, ${JSON.stringify(payload)}::jsonb, ${null}, ${null}, ${null}, ${''})
    RETURNING seq`);

async function measure(label: string, database: Database): Promise<Figures> {
  await migrate(database);
  const { db } = database;
  await db.execute(sql`DROP TABLE IF EXISTS bench_plain`);
  await db.execute(sql`DROP TABLE IF EXISTS bench_bare`);
  // LIKE copies no triggers: what remains is the table an untrailed log would be, the same indexes included.
  await db.execute(sql`CREATE TABLE bench_plain (LIKE audit_events INCLUDING DEFAULTS INCLUDING INDEXES)`);
  await db.execute(sql`CREATE TABLE bench_bare (LIKE audit_events INCLUDING DEFAULTS)`);
  const audited: number[] = [];
  const plain: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < events; i++) {
    const payload = { title: `SOP-${i}`, status: 'draft', keywords: ['bench', String(i)] };
    // Alternate the two so both see the same machine state.
    let start = performance.now();
    await db.transaction((tx) => appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Document Updated', entityType: 'document', entityId: String(i), newValues: payload }));
    audited.push(performance.now() - start);
    start = performance.now();
    await db.transaction((tx) => plainInsert(tx, 'bench_plain', i, payload));
    plain.push(performance.now() - start);
    start = performance.now();
    await db.transaction((tx) => plainInsert(tx, 'bench_bare', i, payload));
    bare.push(performance.now() - start);
  }
  let start = performance.now();
  await sealPendingAuditEvents(db);
  const sealMs = performance.now() - start;
  // As in the server: each commit's announcement marks a change; the job queue's pass (every 5 s) seals, alongside.
  const sealer = new AuditSealer({ db, log: pino({ level: 'silent' }) });
  start = performance.now();
  let lastPass = start;
  const passes: Promise<void>[] = [];
  for (let i = 0; i < events; i++) {
    await db.transaction((tx) => appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Document Updated', entityType: 'document', entityId: String(i), newValues: { title: `SOP-${i}` } }));
    sealer.noteChange();
    if (performance.now() - lastPass >= JOB_QUEUE_POLL_MS) {
      lastPass = performance.now();
      passes.push(sealer.sealIfPending());
    }
  }
  await Promise.all(passes);
  await sealer.seal();
  const serverMs = performance.now() - start;
  start = performance.now();
  for (let i = 0; i < events; i++) {
    await db.transaction((tx) => plainInsert(tx, 'bench_plain', events + i, { title: `SOP-${i}` }));
  }
  const plainRunMs = performance.now() - start;
  const storeDir = await mkdtemp(path.join(tmpdir(), 'attest-bench-'));
  try {
    start = performance.now();
    // No checkpoints in this store: the trail is minutes old, within the grace before one is missed.
    const verification = await verifyAuditTrail(db, new FilesystemBlobStore(storeDir));
    return { label, audited, plain, bare, sealMs, serverMs, plainRunMs, verifyMs: performance.now() - start, verified: verification.verified, intact: verification.intact };
  } finally {
    await rm(storeDir, { recursive: true, force: true });
  }
}

async function run(label: string, open: () => Promise<Database>): Promise<Figures> {
  const database = await open();
  try {
    return await measure(label, database);
  } finally {
    await database.close();
  }
}

useAuditKeys(deriveAuditKeys(randomBytes(32)));
const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const results = [await run('PGlite', () => openDatabase({ kind: 'pglite' }))];
if (postgresUrl) results.push(await run('PostgreSQL', () => openDatabase({ kind: 'postgres', url: postgresUrl })));

const ms = (n: number) => n.toFixed(3).padStart(8);
const column = (text: string) => text.padStart(30);
console.log(`events: ${events}; plain: the same insert into a copy of the table with its indexes, without the trail's trigger, tag and seal`);
console.log(`${''.padEnd(34)}${results.map((r) => column(r.label)).join('')}`);
console.log(`${''.padEnd(34)}${results.map(() => column('audited    plain    ratio')).join('')}`);
for (const [name, p] of [['append p50 (ms)', 0.5], ['append p95 (ms)', 0.95]] as const) {
  const cells = results.map((r) => {
    const a = percentile(r.audited, p);
    const b = percentile(r.plain, p);
    return column(`${ms(a)} ${ms(b)} ${(a / b).toFixed(2).padStart(7)}x`);
  });
  console.log(`${name.padEnd(34)}${cells.join('')}`);
}
console.log(`${'plain, no indexes, p50 (ms)'.padEnd(34)}${results.map((r) => column(ms(percentile(r.bare, 0.5)))).join('')}`);
console.log(`${'sealing afterwards, per event (ms)'.padEnd(34)}${results.map((r) => column(ms(r.sealMs / events))).join('')}`);
console.log(
  `${'p50 append + sealing vs plain'.padEnd(34)}${results.map((r) => column(`${((percentile(r.audited, 0.5) + r.sealMs / events) / percentile(r.plain, 0.5)).toFixed(2)}x`)).join('')}`,
);
console.log(
  `${'all changes, sealer alongside (s)'.padEnd(34)}${results.map((r) => column(`${(r.serverMs / 1000).toFixed(2)} vs ${(r.plainRunMs / 1000).toFixed(2)}  ${(r.serverMs / r.plainRunMs).toFixed(2)}x`)).join('')}`,
);
console.log(
  `${'verify (µs per event)'.padEnd(34)}${results.map((r) => column(`${((r.verifyMs * 1000) / Math.max(1, r.verified)).toFixed(1)} (${r.verified}, ${r.intact ? 'intact' : 'BROKEN'})`)).join('')}`,
);
if (!postgresUrl) console.log('PostgreSQL: not measured (run through npm run bench:audit, or set DATABASE_URL)');
else if (process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) console.log('PostgreSQL: a throwaway cluster with fsync=off, so its commits are cheaper than a production one\'s');
