// Cost of the sealed audit trail, on the embedded database and on PostgreSQL side by side in one run: appending an
// audited event (one INSERT: chain trigger, keyed tag) beside a plain insert of the same row into an untriggered copy
// of the table; the keyed seals written after commit in batches of 50; the same number of changes one after another
// with the server's sealer running at each job-queue pass, until all are sealed, beside as many plain inserts (the whole
// cost, sealing included); and the time to verify the whole trail.
// Usage: npm run bench:audit [events]   (starts a throwaway PostgreSQL; without one, set DATABASE_URL or get PGlite only)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { FilesystemBlobStore } from '../apps/server/src/platform/storage/blob-store.ts';
import { appendAuditEvent, SYSTEM_ACTOR } from '../apps/server/src/modules/audit/audit.repo.ts';
import { deriveAuditKeys, useAuditKeys } from '../apps/server/src/modules/audit/audit-keys.ts';
import { AuditSealer, sealPendingAuditEvents } from '../apps/server/src/modules/audit/audit-sealer.ts';
import { verifyAuditTrail } from '../apps/server/src/modules/audit/audit-verify.ts';

const events = Number(process.argv[2] ?? 2000);
/** The server's sealer runs after each commit; under load one run covers the commits that arrived meanwhile. */
const SEAL_EVERY = 50;
/** The job queue's default poll: the server's sealer runs at each pass after a change. */
const JOB_QUEUE_POLL_MS = 5_000;

interface Figures {
  label: string;
  audited: number[];
  plain: number[];
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

async function measure(label: string, database: Database): Promise<Figures> {
  await migrate(database);
  const { db } = database;
  await db.execute(sql`DROP TABLE IF EXISTS bench_plain`);
  await db.execute(sql`CREATE TABLE bench_plain (LIKE audit_events INCLUDING DEFAULTS)`);
  const audited: number[] = [];
  const plain: number[] = [];
  let sealMs = 0;
  for (let i = 0; i < events; i++) {
    const payload = { title: `SOP-${i}`, status: 'draft', keywords: ['bench', String(i)] };
    // Alternate the two so both see the same machine state.
    let start = performance.now();
    await db.transaction((tx) => appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Bench', entityType: 'document', entityId: String(i), newValues: payload }));
    audited.push(performance.now() - start);
    start = performance.now();
    // The same statement with the same parameters, the place, time and hashes given instead of made.
    await db.transaction((tx) =>
      tx.execute(sql`INSERT INTO bench_plain (seq, occurred_at, prev_hash, hash, actor_id, actor_name, actor_role, action, entity_type, entity_id,
                                              old_values, new_values, reason, ip, user_agent, tag)
        VALUES (${i}, now(), '', '', ${null}, ${'system'}, ${null}, ${'Bench'}, ${'document'}, ${String(i)},
                ${null}::jsonb, ${JSON.stringify(payload)}::jsonb, ${null}, ${null}, ${null}, ${''})
        RETURNING seq`),
    );
    plain.push(performance.now() - start);
    if ((i + 1) % SEAL_EVERY === 0 || i === events - 1) {
      start = performance.now();
      await sealPendingAuditEvents(db);
      sealMs += performance.now() - start;
    }
  }
  // As in the server: each commit's announcement marks a change; the job queue's pass (every 5 s) seals, alongside.
  const sealer = new AuditSealer({ db, log: pino({ level: 'silent' }) });
  let start = performance.now();
  let lastPass = start;
  const passes: Promise<void>[] = [];
  for (let i = 0; i < events; i++) {
    await db.transaction((tx) => appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Bench', entityType: 'document', entityId: String(i), newValues: { title: `SOP-${i}` } }));
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
    await db.transaction((tx) =>
      tx.execute(sql`INSERT INTO bench_plain (seq, occurred_at, prev_hash, hash, actor_id, actor_name, actor_role, action, entity_type, entity_id,
                                              old_values, new_values, reason, ip, user_agent, tag)
        VALUES (${events + i}, now(), '', '', ${null}, ${'system'}, ${null}, ${'Bench'}, ${'document'}, ${String(i)},
                ${null}::jsonb, ${JSON.stringify({ title: `SOP-${i}` })}::jsonb, ${null}, ${null}, ${null}, ${''})
        RETURNING seq`),
    );
  }
  const plainRunMs = performance.now() - start;
  const storeDir = await mkdtemp(path.join(tmpdir(), 'attest-bench-'));
  try {
    start = performance.now();
    // No checkpoints in this store: the trail is minutes old, within the grace before one is missed.
    const verification = await verifyAuditTrail(db, new FilesystemBlobStore(storeDir));
    return { label, audited, plain, sealMs, serverMs, plainRunMs, verifyMs: performance.now() - start, verified: verification.verified, intact: verification.intact };
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
console.log(`events: ${events}; seals written after commit in batches of up to ${SEAL_EVERY}`);
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
console.log(`${'sealing, per event (ms)'.padEnd(34)}${results.map((r) => column(ms(r.sealMs / events))).join('')}`);
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
