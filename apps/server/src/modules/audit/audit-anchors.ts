import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { trailHead } from './audit-checkpoints.ts';
import { sealPendingAuditEvents } from './audit-sealer.ts';

/** Who recorded a head of the trail: a signed audit-trail review, or a backup (in its manifest too). */
export type AnchorSource = 'review' | 'backup';

export interface TrailAnchor {
  source: AnchorSource;
  /** The review's id, or the backup archive's file name. */
  ref: string;
  seq: number;
  mac: string;
}

export interface SealedHead {
  seq: number;
  mac: string;
}

/**
 * The head as this transaction sees it, its own events sealed first (in the transaction, so they commit together):
 * the newest sealed event; null if there is none.
 */
export async function sealedHead(tx: Db): Promise<SealedHead | null> {
  await sealPendingAuditEvents(tx);
  const head = await trailHead(tx);
  return head ? { seq: head.seq, mac: head.mac } : null;
}

/** The seal of event `seq` (a backup's newest event, read before its snapshot); null if there is none. */
export async function sealedHeadAt(db: Db, seq: number): Promise<SealedHead | null> {
  const [row] = rowsOf<{ mac: string }>(await db.execute(sql`SELECT mac FROM audit_seals WHERE seq = ${seq}`));
  return row ? { seq, mac: row.mac } : null;
}

/** Records a head of the trail a review signed or a backup carries, for verification to hold the trail against later. */
export async function recordTrailAnchor(tx: Db, anchor: TrailAnchor, now: Date): Promise<void> {
  await tx.execute(sql`INSERT INTO audit_anchors (source, ref, seq, mac, recorded_at) VALUES (${anchor.source}, ${anchor.ref}, ${anchor.seq}, ${anchor.mac}, ${now.toISOString()})`);
}

/** Every recorded anchor, oldest head first. */
export async function readTrailAnchors(db: Db): Promise<TrailAnchor[]> {
  const rows = rowsOf<{ source: AnchorSource; ref: string; seq: string | number; mac: string }>(
    await db.execute(sql`SELECT source, ref, seq, mac FROM audit_anchors ORDER BY seq, id`),
  );
  return rows.map((row) => ({ source: row.source, ref: row.ref, seq: Number(row.seq), mac: row.mac }));
}

/** The head a review or a backup recorded, if any. */
export async function recordedAnchor(db: Db, source: AnchorSource, ref: string): Promise<TrailAnchor | null> {
  const [row] = rowsOf<{ seq: string | number; mac: string }>(await db.execute(sql`SELECT seq, mac FROM audit_anchors WHERE source = ${source} AND ref = ${ref} ORDER BY id LIMIT 1`));
  return row ? { source, ref, seq: Number(row.seq), mac: row.mac } : null;
}
