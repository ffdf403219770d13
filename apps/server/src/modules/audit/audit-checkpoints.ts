import { sign, verify } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { auditCheckpointSignedText } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { auditKeys } from './audit-keys.ts';

/**
 * Signed checkpoints of the audit trail's head, written to the blob store (outside the database, S3 when configured),
 * so that removing the newest events or replacing a tail is caught even by someone who controls the database.
 */
export const CHECKPOINT_FOLDER = 'audit-checkpoints/';

/** interval: written by older versions at every AUDIT_CHECKPOINT_EVERY events; still read. */
export type CheckpointReason = 'change' | 'interval' | 'schedule' | 'start';

export interface CheckpointBody {
  v: 1;
  /** The last event covered, its seal and its time. */
  seq: number;
  mac: string;
  occurredAt: string;
  createdAt: string;
  reason: CheckpointReason;
  /** Fingerprint of the public key that signed it. */
  keyId: string;
}

export interface WrittenCheckpoint extends CheckpointBody {
  /** Its record's name in the blob store. */
  name: string;
}

export interface Checkpoint extends CheckpointBody {
  name: string;
  /** False when the signature does not verify with this installation's key (forged or altered). */
  signatureValid: boolean;
}

const recordName = (seq: number): string => `${CHECKPOINT_FOLDER}${String(seq).padStart(12, '0')}.json`;
/** The last event a checkpoint record covers, from its name; null for a name that is not a checkpoint's. */
export function checkpointSeqOf(name: string): number | null {
  const match = /^audit-checkpoints\/(\d{12})\.json$/.exec(name);
  return match ? Number(match[1]) : null;
}
const signedBytes = (body: CheckpointBody): Buffer => Buffer.from(auditCheckpointSignedText(body));

export interface TrailHead {
  seq: number;
  mac: string;
  occurredAt: string;
}

/** The newest sealed event and its seal: what a checkpoint or an anchor can vouch for (events awaiting their seal follow it). */
export async function trailHead(db: Db): Promise<TrailHead | null> {
  const [row] = rowsOf<{ seq: string | number; mac: string; occurred_at: string }>(
    await db.execute(sql`
      SELECT s.seq, s.mac, to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS occurred_at
      FROM audit_seals s JOIN audit_events e ON e.seq = s.seq ORDER BY s.seq DESC LIMIT 1`),
  );
  return row ? { seq: Number(row.seq), mac: row.mac, occurredAt: row.occurred_at } : null;
}

/** Writes a signed checkpoint of head; one per sequence number, never replaced. */
export async function writeCheckpoint(store: BlobStore, head: TrailHead, reason: CheckpointReason, now: Date): Promise<WrittenCheckpoint> {
  const keys = auditKeys();
  const body: CheckpointBody = { v: 1, seq: head.seq, mac: head.mac, occurredAt: head.occurredAt, createdAt: now.toISOString(), reason, keyId: keys.publicKeyId };
  const signature = sign(null, signedBytes(body), keys.signingKey).toString('base64');
  const name = recordName(head.seq);
  await store.putRecord(name, Buffer.from(`${JSON.stringify({ ...body, signature }, null, 2)}\n`));
  return { ...body, name };
}

function parseCheckpoint(name: string, bytes: Buffer): Checkpoint {
  const keys = auditKeys();
  try {
    const value = JSON.parse(bytes.toString('utf8')) as CheckpointBody & { signature?: string };
    const body: CheckpointBody = {
      v: 1,
      seq: Number(value.seq),
      mac: String(value.mac),
      occurredAt: String(value.occurredAt),
      createdAt: String(value.createdAt),
      reason: value.reason,
      keyId: String(value.keyId),
    };
    const signatureValid =
      value.v === 1 &&
      name === recordName(body.seq) &&
      typeof value.signature === 'string' &&
      verify(null, signedBytes(body), keys.publicKey, Buffer.from(value.signature, 'base64'));
    return { ...body, name, signatureValid };
  } catch {
    const seq = Number(/(\d+)\.json$/.exec(name)?.[1] ?? 0);
    return { v: 1, seq, mac: '', occurredAt: '', createdAt: '', reason: 'schedule', keyId: '', name, signatureValid: false };
  }
}

/** Every checkpoint in the store, oldest first, each with its signature checked. */
export async function readCheckpoints(store: BlobStore): Promise<Checkpoint[]> {
  const checkpoints: Checkpoint[] = [];
  for (const name of await store.listRecords(CHECKPOINT_FOLDER)) {
    const bytes = await store.getRecord(name);
    if (bytes) checkpoints.push(parseCheckpoint(name, bytes));
  }
  return checkpoints.sort((a, b) => a.seq - b.seq);
}
