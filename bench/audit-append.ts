// Cost of the sealed audit trail: appending an audited event (advisory lock + chain trigger + keyed seal) beside a
// plain insert of the same row into an untriggered copy of the table, measured side by side in one run, and the
// time to verify the whole trail. Usage: node --import tsx bench/audit-append.ts [events]
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { FilesystemBlobStore } from '../apps/server/src/platform/storage/blob-store.ts';
import { appendAuditEvent, SYSTEM_ACTOR } from '../apps/server/src/modules/audit/audit.repo.ts';
import { deriveAuditKeys, useAuditKeys } from '../apps/server/src/modules/audit/audit-keys.ts';
import { verifyAuditTrail } from '../apps/server/src/modules/audit/audit-verify.ts';

const events = Number(process.argv[2] ?? 2000);
useAuditKeys(deriveAuditKeys(randomBytes(32)));
const storeDir = await mkdtemp(path.join(tmpdir(), 'attest-bench-'));
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite' });
await migrate(database);
const { db } = database;
await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_plain (LIKE audit_events INCLUDING DEFAULTS)`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const audited: number[] = [];
const plain: number[] = [];
for (let i = 0; i < events; i++) {
  const payload = { title: `SOP-${i}`, status: 'draft', keywords: ['bench', String(i)] };
  // Alternate the two so both see the same machine state.
  let start = performance.now();
  await db.transaction((tx) => appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Bench', entityType: 'document', entityId: String(i), newValues: payload }));
  audited.push(performance.now() - start);
  start = performance.now();
  await db.transaction((tx) =>
    tx.execute(sql`INSERT INTO bench_plain (seq, occurred_at, actor_name, action, entity_type, entity_id, new_values, prev_hash, hash)
      VALUES (${i}, now(), 'system', 'Bench', 'document', ${String(i)}, ${JSON.stringify(payload)}::jsonb, '', '')`),
  );
  plain.push(performance.now() - start);
}
audited.sort((a, b) => a - b);
plain.sort((a, b) => a - b);
const verifyStart = performance.now();
// No checkpoints in this store: the trail is minutes old, within the grace before one is missed.
const verification = await verifyAuditTrail(db, new FilesystemBlobStore(storeDir), { now: new Date() });
const verifyMs = performance.now() - verifyStart;

const fmt = (n: number) => n.toFixed(3).padStart(8);
console.log(`database: ${database.kind}, events: ${events}`);
console.log(`            audited   plain     ratio`);
for (const [label, p] of [['p50', 0.5], ['p95', 0.95]] as const) {
  const a = percentile(audited, p);
  const b = percentile(plain, p);
  console.log(`${label} (ms) ${fmt(a)}  ${fmt(b)}  ${(a / b).toFixed(2)}x`);
}
console.log(`verify ${verification.verified} events: ${verifyMs.toFixed(1)} ms (${((verifyMs * 1000) / Math.max(1, verification.verified)).toFixed(1)} µs/event), intact=${verification.intact}`);
await database.close();
await rm(storeDir, { recursive: true, force: true });
