import { sql } from 'drizzle-orm';
import type { AuditTrailProblem, AuditVerifyResponse } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { readCheckpoints, type Checkpoint } from './audit-checkpoints.ts';
import { auditKeys } from './audit-keys.ts';
import { GENESIS_SEAL, SEALED_COLUMNS, sealOf, type StoredAuditRow } from './audit-seal.ts';

const PAGE = 1000;
/** A checkpoint is written right after the commit that crosses a boundary; give it this long before calling it missing. */
export const CHECKPOINT_GRACE_MS = 2 * 60_000;

interface Problem {
  kind: AuditTrailProblem;
  seq: number;
}

async function* sealedRows(db: Db): AsyncGenerator<SealedRow> {
  for (let after = 0; ; ) {
    const page = rowsOf<SealedRow>(
      await db.execute(sql`
        SELECT ${SEALED_COLUMNS}, (SELECT mac FROM audit_seals s WHERE s.seq = e.seq) AS mac
        FROM audit_events e WHERE seq > ${after} ORDER BY seq LIMIT ${PAGE}`),
    );
    if (page.length === 0) return;
    yield* page;
    after = Number(page[page.length - 1]?.seq);
  }
}

type SealedRow = StoredAuditRow & { mac: string | null };

type BrokenLink = { kind: 'rewritten' | 'sequence-gap'; seq: number };

/** One link of the chain: the event is the one expected and matches its seal; else what is wrong with it. */
function checkLink(previous: string, row: SealedRow, expected: number): { seal: string } | BrokenLink {
  const seq = Number(row.seq);
  if (seq !== expected) return { kind: 'sequence-gap', seq: expected };
  const seal = sealOf(previous, row);
  return row.mac === seal ? { seal } : { kind: 'rewritten', seq };
}

export interface AuditTailResult {
  /** Events whose seals were recomputed. */
  checked: number;
  firstSeq: number | null;
  lastSeq: number | null;
  problem: BrokenLink | null;
}

/**
 * A quick check of the newest `sample` events (diagnostics): each seal recomputed from the stored seal before it.
 * Unlike verifyAuditTrail it proves nothing about older events or the checkpoints.
 */
export async function verifyAuditTail(db: Db, sample: number): Promise<AuditTailResult> {
  const rows = rowsOf<SealedRow>(
    await db.execute(sql`
      SELECT * FROM (
        SELECT ${SEALED_COLUMNS}, (SELECT mac FROM audit_seals s WHERE s.seq = e.seq) AS mac
        FROM audit_events e ORDER BY seq DESC LIMIT ${sample + 1}) tail
      ORDER BY seq`),
  );
  const first = rows[0];
  if (!first) return { checked: 0, firstSeq: null, lastSeq: null, problem: null };
  // From the genesis when the whole trail fits the sample; else the oldest row read is the trusted anchor.
  const fromStart = Number(first.seq) === 1 && rows.length <= sample;
  const checked = fromStart ? rows : rows.slice(1);
  let previous = fromStart ? GENESIS_SEAL : (first.mac ?? '');
  let expected = fromStart ? 1 : Number(first.seq) + 1;
  for (const row of checked) {
    const link = checkLink(previous, row, expected);
    if ('kind' in link) return { checked: checked.length, firstSeq: Number(checked[0]?.seq), lastSeq: Number(rows.at(-1)?.seq), problem: link };
    previous = link.seal;
    expected += 1;
  }
  return { checked: checked.length, firstSeq: checked[0] ? Number(checked[0].seq) : null, lastSeq: Number(rows.at(-1)?.seq), problem: null };
}

/**
 * Recomputes every seal from the events as stored, in order, with the key the database never sees, and holds the
 * result against the signed checkpoints in the blob store. Reports the first problem by sequence number:
 * - rewritten: an event does not match its seal (changed, or its seal is missing);
 * - sequence-gap: an event inside the trail is missing;
 * - tail-replaced: the events verify but differ from what a checkpoint signed (events removed and written anew);
 * - truncated: a checkpoint covers events that are no longer there;
 * - checkpoint-invalid: a checkpoint's signature does not verify;
 * - checkpoint-missing: the newest boundary of every `checkpointEvery` events has no checkpoint at or after it.
 */
export async function verifyAuditTrail(db: Db, store: BlobStore, options: { checkpointEvery: number; now: Date }): Promise<AuditVerifyResponse> {
  const checkpoints = await readCheckpoints(store);
  const valid = checkpoints.filter((c) => c.signatureValid);
  const bySeq = new Map(valid.map((c) => [c.seq, c]));
  const problems: Problem[] = checkpoints.filter((c) => !c.signatureValid).map((c) => ({ kind: 'checkpoint-invalid', seq: c.seq }));

  let expected = 1;
  let previous = GENESIS_SEAL;
  let lastMatched: Checkpoint | undefined;
  const boundaryTimes = new Map<number, string>();
  let broken = false;
  for await (const row of sealedRows(db)) {
    const seq = Number(row.seq);
    const link = checkLink(previous, row, expected);
    if ('kind' in link) {
      problems.push(link);
      broken = true;
      break;
    }
    const { seal } = link;
    const checkpoint = bySeq.get(seq);
    if (checkpoint && checkpoint.mac !== seal) {
      problems.push({ kind: 'tail-replaced', seq: (lastMatched?.seq ?? 0) + 1 });
      broken = true;
      break;
    }
    if (checkpoint) lastMatched = checkpoint;
    if (seq % options.checkpointEvery === 0) boundaryTimes.set(seq, row.occurred_at);
    previous = seal;
    expected = seq + 1;
  }
  const verified = expected - 1;

  if (!broken) {
    const beyond = valid.find((c) => c.seq > verified);
    if (beyond) problems.push({ kind: 'truncated', seq: verified + 1 });
    const boundary = Math.floor(verified / options.checkpointEvery) * options.checkpointEvery;
    const latest = valid.at(-1)?.seq ?? 0;
    const boundaryAt = boundaryTimes.get(boundary);
    if (boundary > 0 && latest < boundary && boundaryAt && options.now.getTime() - Date.parse(boundaryAt) > CHECKPOINT_GRACE_MS) {
      problems.push({ kind: 'checkpoint-missing', seq: boundary });
    }
  }

  const first = problems.sort((a, b) => a.seq - b.seq)[0];
  const latest = valid.at(-1);
  return {
    intact: !first,
    verified,
    firstBrokenSeq: first?.seq ?? null,
    problem: first?.kind ?? null,
    checkpoints: { count: valid.length, latestSeq: latest?.seq ?? null, latestAt: latest?.createdAt ?? null },
    keyId: auditKeys().publicKeyId,
  };
}
