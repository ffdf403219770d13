import { sql } from 'drizzle-orm';
import type { AuditTrailProblem, AuditVerifyResponse } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { readTrailAnchors, type AnchorSource } from './audit-anchors.ts';
import { readCheckpoints } from './audit-checkpoints.ts';
import { auditKeys } from './audit-keys.ts';
import { GENESIS_SEAL, SEALED_COLUMNS, sealOf, tagOf, type StoredAuditRow } from './audit-seal.ts';

const PAGE = 1000;

async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf<{ now: string }>(await db.execute(sql`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS now`));
  return new Date(row!.now);
}
/** A checkpoint follows a change within seconds; give it this long before calling it missing. */
export const CHECKPOINT_GRACE_MS = 2 * 60_000;

type AnchorKind = 'checkpoint' | AnchorSource;

interface Problem {
  kind: AuditTrailProblem;
  seq: number;
  /** The anchor that caught it; null for what the seals alone show. */
  caughtBy?: AnchorKind;
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

/**
 * An event after the newest seal, awaiting its seal (written moments ago; the sealer follows each commit): it is
 * the one expected and its tag matches what it says; a seal found after it means seals were removed.
 */
function checkAwaitingSeal(row: SealedRow, expected: number): BrokenLink | null {
  const seq = Number(row.seq);
  if (seq !== expected) return { kind: 'sequence-gap', seq: expected };
  return row.mac === null && row.tag !== null && row.tag === tagOf(row) ? null : { kind: 'rewritten', seq };
}

/** Walks the trail from `previous`: sealed events, then those awaiting their seal. */
class TrailWalk {
  private awaiting = false;

  constructor(
    private previous: string,
    public expected: number,
  ) {}

  /** Checks the next event; returns its recomputed seal (null while awaiting one) or the broken link. */
  next(row: SealedRow): { seal: string | null } | BrokenLink {
    if (!this.awaiting && row.mac === null && row.tag !== null) this.awaiting = true;
    const link = this.awaiting ? (checkAwaitingSeal(row, this.expected) ?? { seal: null }) : checkLink(this.previous, row, this.expected);
    if ('kind' in link) return link;
    if (link.seal !== null) this.previous = link.seal;
    this.expected += 1;
    return link;
  }
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
  const walk = new TrailWalk(fromStart ? GENESIS_SEAL : (first.mac ?? ''), fromStart ? 1 : Number(first.seq) + 1);
  for (const row of checked) {
    const link = walk.next(row);
    if ('kind' in link) return { checked: checked.length, firstSeq: Number(checked[0]?.seq), lastSeq: Number(rows.at(-1)?.seq), problem: link };
  }
  return { checked: checked.length, firstSeq: checked[0] ? Number(checked[0].seq) : null, lastSeq: Number(rows.at(-1)?.seq), problem: null };
}

/** What a seal at a sequence number was seen to be, outside the trail itself. */
interface Anchor {
  seq: number;
  mac: string;
  source: AnchorKind;
}

/**
 * Recomputes every seal from the events as stored, in order, with the key the database never sees, and holds the
 * result against every anchor it knows: the signed checkpoints in the blob store and the heads recorded by signed
 * audit-trail reviews and backups. Reports the first problem by sequence number, and which anchor caught it:
 * - rewritten: an event does not match its seal (changed, or its seal is missing), or an event awaiting its seal (the
 *   newest, moments old) does not match its keyed tag (written around the server, or changed before its seal);
 * - sequence-gap: an event inside the trail is missing;
 * - tail-replaced: the events verify but differ from what an anchor recorded (events removed and written anew);
 * - truncated: an anchor covers events that are no longer there;
 * - checkpoint-invalid: a checkpoint's signature does not verify;
 * - checkpoint-missing: the newest event has had no checkpoint for CHECKPOINT_GRACE_MS (checkpoints were removed), by
 *   the database's clock (which stamps the events) unless `now` is given.
 */
export async function verifyAuditTrail(db: Db, store: BlobStore, options: { now?: Date } = {}): Promise<AuditVerifyResponse> {
  // The newest event's age is measured by the clock that stamped it, the database's, unless a caller says otherwise.
  const now = options.now ?? (await databaseNow(db));
  const checkpoints = await readCheckpoints(store);
  const valid = checkpoints.filter((c) => c.signatureValid);
  const recorded = await readTrailAnchors(db);
  const anchors: Anchor[] = [...valid.map((c) => ({ seq: c.seq, mac: c.mac, source: 'checkpoint' as const })), ...recorded];
  const bySeq = new Map<number, Anchor[]>();
  for (const anchor of anchors) bySeq.set(anchor.seq, [...(bySeq.get(anchor.seq) ?? []), anchor]);
  const problems: Problem[] = checkpoints.filter((c) => !c.signatureValid).map((c) => ({ kind: 'checkpoint-invalid', seq: c.seq, caughtBy: 'checkpoint' }));

  const walk = new TrailWalk(GENESIS_SEAL, 1);
  let lastMatched = 0;
  let headAt: string | undefined;
  let broken = false;
  for await (const row of sealedRows(db)) {
    const link = walk.next(row);
    if ('kind' in link) {
      problems.push(link);
      broken = true;
      break;
    }
    const seq = Number(row.seq);
    const anchored = bySeq.get(seq);
    // An anchor vouches for a seal; an event awaiting its seal where one was recorded replaced the one anchored.
    const differing = anchored?.find((anchor) => anchor.mac !== link.seal);
    if (differing) {
      problems.push({ kind: 'tail-replaced', seq: lastMatched + 1, caughtBy: differing.source });
      broken = true;
      break;
    }
    if (anchored) lastMatched = seq;
    headAt = row.occurred_at;
  }
  const verified = walk.expected - 1;

  if (!broken) {
    const beyond = anchors.find((anchor) => anchor.seq > verified);
    if (beyond) problems.push({ kind: 'truncated', seq: verified + 1, caughtBy: beyond.source });
    const covered = valid.at(-1)?.seq ?? 0;
    if (covered < verified && headAt && now.getTime() - Date.parse(headAt) > CHECKPOINT_GRACE_MS) {
      problems.push({ kind: 'checkpoint-missing', seq: covered + 1, caughtBy: 'checkpoint' });
    }
  }
  const first = problems.sort((a, b) => a.seq - b.seq)[0];
  const latest = valid.at(-1);
  return {
    intact: !first,
    verified,
    firstBrokenSeq: first?.seq ?? null,
    problem: first?.kind ?? null,
    caughtBy: first?.caughtBy ?? null,
    checkpoints: { count: valid.length, latestSeq: latest?.seq ?? null, latestAt: latest?.createdAt ?? null },
    anchors: { reviews: recorded.filter((a) => a.source === 'review').length, backups: recorded.filter((a) => a.source === 'backup').length },
    keyId: auditKeys().publicKeyId,
  };
}
