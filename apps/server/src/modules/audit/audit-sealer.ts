import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { canonicalValues, GENESIS_SEAL, SEALED_COLUMNS, sealOf, tagOf, type StoredAuditRow } from './audit-seal.ts';

/** 0x5345414C = 'SEAL': one sealer at a time across instances; appends (the chain's own lock) are not held up. */
const SEAL_LOCK = 1397047628;
const BATCH = 500;

export interface SealingResult {
  sealed: number;
  /** The first event left unsealed because its tag does not hold (written around the server, or changed since). */
  refusedSeq: number | null;
}

/**
 * Seals every committed event after the newest seal, in order, in batches of one INSERT each: seal(n) is keyed over
 * seal(n-1) and event n as stored. An event is sealed only if its tag still matches its content, so nothing written
 * or changed outside the server is ever sealed by it; sealing stops there and verification reports that event.
 * Run in the caller's transaction (which then also seals its own events) or in one of its own.
 */
export async function sealPendingAuditEvents(db: Db): Promise<SealingResult> {
  const run = async (tx: Db): Promise<SealingResult> => {
    // Read after the lock, so seals another sealer committed meanwhile are seen (a statement's snapshot starts with it).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEAL_LOCK})`);
    const [last] = rowsOf<{ seq: string | number; mac: string }>(await tx.execute(sql`SELECT seq, mac FROM audit_seals ORDER BY seq DESC LIMIT 1`));
    let previous = last?.mac ?? GENESIS_SEAL;
    let after = last ? Number(last.seq) : 0;
    let sealed = 0;
    for (;;) {
      // A trail from before tags existed has untagged events, refused here: it was sealed when written, or (before
      // seals existed) once at start-up by sealUnsealedTrail.
      const page = rowsOf<StoredAuditRow>(await tx.execute(sql`SELECT ${SEALED_COLUMNS} FROM audit_events WHERE seq > ${after} ORDER BY seq LIMIT ${BATCH}`));
      const seals: { seq: number; mac: string }[] = [];
      let refusedSeq: number | null = null;
      for (const row of page) {
        const seq = Number(row.seq);
        const values = canonicalValues(row);
        if (seq !== after + 1 || row.tag !== tagOf(row, values)) {
          refusedSeq = seq;
          break;
        }
        previous = sealOf(previous, row, values);
        seals.push({ seq, mac: previous });
        after = seq;
      }
      if (seals.length > 0) {
        // Two array parameters rather than two per seal: binding a thousand parameters cost more than the insert.
        await tx.execute(sql`INSERT INTO audit_seals (seq, mac)
          SELECT * FROM unnest(${pgArray(seals.map((s) => s.seq))}::bigint[], ${pgArray(seals.map((s) => s.mac))}::text[])`);
        sealed += seals.length;
      }
      if (refusedSeq !== null || page.length < BATCH) return { sealed, refusedSeq };
    }
  };
  return db instanceof PgTransaction ? run(db as unknown as Db) : db.transaction(run);
}

/** A PostgreSQL array literal of numbers or hex digests (no quoting needed for either). */
const pgArray = (values: (number | string)[]) => `{${values.join(',')}}`;

async function insertSeal(tx: Db, row: StoredAuditRow, previous: string): Promise<string> {
  const mac = sealOf(previous, row);
  await tx.execute(sql`INSERT INTO audit_seals (seq, mac) VALUES (${Number(row.seq)}, ${mac})`);
  return mac;
}

/**
 * Seals the events of a trail written before seals existed (an installation upgraded to migration 0016), once: only
 * while no event is sealed at all and no checkpoint exists yet (the caller checks the store). Returns how many.
 */
export async function sealUnsealedTrail(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEAL_LOCK})`);
    const [sealed] = rowsOf<{ any: boolean }>(await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM audit_seals) AS any`));
    if (sealed?.any) return 0;
    let previous = GENESIS_SEAL;
    let count = 0;
    for (let after = 0; ; ) {
      const page = rowsOf<StoredAuditRow>(
        await tx.execute(sql`SELECT ${SEALED_COLUMNS} FROM audit_events WHERE seq > ${after} ORDER BY seq LIMIT 1000`),
      );
      if (page.length === 0) return count;
      for (const row of page) {
        previous = await insertSeal(tx, row, previous);
        count += 1;
      }
      after = Number(page[page.length - 1]?.seq);
    }
  });
}

/**
 * Seals at every job-queue pass after a committed audited change (announced to every instance), so the commits of a
 * pass share one run; and at once when asked (checkpoints, reviews, backups, exports). Runs are serialised, and asks
 * that arrive during a run are answered by one more run. Until its seal, an event is covered by its tag.
 */
export class AuditSealer {
  private current: Promise<SealingResult> | null = null;
  private next: Promise<SealingResult> | null = null;
  private reportedRefusal: number | null = null;
  /** A change committed since the last run began, or the last run failed (the database was away). */
  private pending = false;

  constructor(private readonly deps: { db: Db; log: FastifyBaseLogger }) {}

  /** Seals what is committed now; resolves once a run that started after this ask has finished. */
  seal(): Promise<SealingResult> {
    if (!this.current) return this.start();
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.start();
      });
    return this.next;
  }

  /** A committed audited change was announced: the next job-queue pass seals it. */
  noteChange(): void {
    this.pending = true;
  }

  /** At every job-queue pass: seals what was committed since the last run, if anything was. */
  async sealIfPending(): Promise<void> {
    if (this.pending) await this.seal();
  }

  private start(): Promise<SealingResult> {
    // Cleared before the run reads the trail: a change committed after that read sets it again.
    this.pending = false;
    const run: Promise<SealingResult> = sealPendingAuditEvents(this.deps.db)
      .then(
        (result) => this.report(result),
        (error: unknown) => {
          this.pending = true;
          throw error;
        },
      )
      .finally(() => {
        if (this.current === run) this.current = null;
      });
    this.current = run;
    return run;
  }

  private report(result: SealingResult): SealingResult {
    if (result.refusedSeq !== null && result.refusedSeq !== this.reportedRefusal) {
      this.deps.log.error({ seq: result.refusedSeq }, 'an audit event does not match its tag and was not sealed (written or changed outside the server): verify the audit trail');
    }
    this.reportedRefusal = result.refusedSeq;
    return result;
  }

  async close(): Promise<void> {
    await (this.next ?? this.current)?.catch(() => undefined);
  }
}
