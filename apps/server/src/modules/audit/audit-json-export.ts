import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  AUDIT_CHAIN_ALGORITHM,
  AUDIT_CHAIN_GENESIS,
  AUDIT_TRAIL_EXPORT_FORMAT,
  auditChainWalker,
  AuditExportCheckpoint,
  type AuditChainBreak,
  type AuditExportEntry,
  type AuditTrailExport,
} from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { CHECKPOINT_FOLDER, checkpointSeqOf } from './audit-checkpoints.ts';
import { auditKeys } from './audit-keys.ts';
import { SEALED_COLUMNS, type StoredAuditRow } from './audit-seal.ts';

const BATCH = 1000;
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface AuditJsonExportRange {
  fromSeq: number;
  toSeq: number;
}

const entryOf = (row: StoredAuditRow & { mac: string | null }): AuditExportEntry => ({
  seq: Number(row.seq),
  occurredAt: row.occurred_at,
  actorId: row.actor_id,
  actorName: row.actor_name,
  actorRole: row.actor_role,
  action: row.action,
  entityType: row.entity_type,
  entityId: row.entity_id,
  oldValues: row.old_values ?? null,
  newValues: row.new_values ?? null,
  reason: row.reason,
  ip: row.ip,
  userAgent: row.user_agent,
  prevHash: row.prev_hash,
  hash: row.hash,
  seal: row.mac,
});

async function* rowsIn(db: Db, range: AuditJsonExportRange): AsyncGenerator<AuditExportEntry> {
  for (let after = range.fromSeq - 1; ; ) {
    const page = rowsOf<StoredAuditRow & { mac: string | null }>(
      await db.execute(sql`
        SELECT ${SEALED_COLUMNS}, (SELECT mac FROM audit_seals s WHERE s.seq = e.seq) AS mac
        FROM audit_events e WHERE seq > ${after} AND seq <= ${range.toSeq} ORDER BY seq LIMIT ${BATCH}`),
    );
    for (const row of page) yield entryOf(row);
    if (page.length < BATCH) return;
    after = Number(page[page.length - 1]?.seq);
  }
}

/** The signed checkpoint records within the range, exactly as stored (unreadable records are left to verify to report). */
async function checkpointsIn(store: BlobStore, range: AuditJsonExportRange): Promise<AuditExportCheckpoint[]> {
  const items: AuditExportCheckpoint[] = [];
  for (const name of await store.listRecords(CHECKPOINT_FOLDER)) {
    const seq = checkpointSeqOf(name);
    if (seq === null || seq < range.fromSeq || seq > range.toSeq) continue;
    const bytes = await store.getRecord(name);
    const parsed = bytes ? AuditExportCheckpoint.safeParse(JSON.parse(bytes.toString('utf8'))) : null;
    if (parsed?.success) items.push(parsed.data);
  }
  return items.sort((a, b) => a.seq - b.seq);
}

/** Recomputes every link in the range with the shared chain code (what the offline verifier runs): the first break, or null. */
export async function checkAuditChainRange(db: Db, range: AuditJsonExportRange): Promise<AuditChainBreak | null> {
  const check = auditChainWalker(sha256Hex, range.fromSeq === 1 ? AUDIT_CHAIN_GENESIS : undefined);
  for await (const entry of rowsIn(db, range)) {
    const broken = check(entry);
    if (broken) return broken;
  }
  return null;
}

/**
 * The audit trail from fromSeq to toSeq as an `attest-audit-trail` JSON document, streamed in keyset batches. The
 * server's own check of the range (checkAuditChainRange, made before) is stated in the header; the entries are
 * written as stored either way, so a verifier sees for itself where a chain breaks.
 */
export async function* auditJsonExport(
  db: Db,
  store: BlobStore,
  range: AuditJsonExportRange,
  meta: { exportedAt: Date; exportedBy: { name: string; role: string }; count: number; serverCheck: AuditChainBreak | null; throughHead: boolean },
): AsyncGenerator<string> {
  const keys = auditKeys();
  const header: Omit<AuditTrailExport, 'entries'> = {
    format: AUDIT_TRAIL_EXPORT_FORMAT,
    formatVersion: 1,
    exportedAt: meta.exportedAt.toISOString(),
    exportedBy: meta.exportedBy,
    chain: {
      algorithm: AUDIT_CHAIN_ALGORITHM,
      genesis: AUDIT_CHAIN_GENESIS,
      firstSeq: meta.count > 0 ? range.fromSeq : null,
      lastSeq: meta.count > 0 ? range.toSeq : null,
      count: meta.count,
      throughHead: meta.throughHead,
    },
    serverCheck: { intact: meta.serverCheck === null, firstBrokenSeq: meta.serverCheck?.seq ?? null },
    checkpoints: {
      publicKey: keys.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      keyId: keys.publicKeyId,
      items: await checkpointsIn(store, range),
    },
  };
  const opening = JSON.stringify(header, null, 2);
  yield `${opening.slice(0, -2)},\n  "entries": [`;
  let first = true;
  for await (const entry of rowsIn(db, range)) {
    yield `${first ? '' : ','}\n    ${JSON.stringify(entry)}`;
    first = false;
  }
  yield '\n  ]\n}\n';
}
