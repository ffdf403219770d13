import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { auditCheckpointEvents } from './audit-checkpoint-events.ts';
import { readCheckpoints, trailHead, writeCheckpoint, type CheckpointBody, type CheckpointReason, type WrittenCheckpoint } from './audit-checkpoints.ts';
import { sealUnsealedTrail, type AuditSealer } from './audit-sealer.ts';

/** Changes checkpointed at once rather than within the delay: signatures (releases are signed) and audit-trail reviews. */
const CHECKPOINTED_AT_ONCE = new Set(['signature', 'release', 'audit-review']);

export interface CheckpointerDeps {
  db: Db;
  store: BlobStore;
  /** Seals what is committed before each checkpoint, so the checkpoint covers it. */
  sealer: AuditSealer;
  /** A checkpoint follows a change within this long (coalesced: at most one per window). */
  delayMs: number;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Hears each checkpoint written (the external witness, audit-witness.ts). */
  onWritten?: (written: WrittenCheckpoint) => Promise<void>;
}

/**
 * Keeps the blob store's checkpoints up with the trail, so that removing the newest events is caught: within
 * `delayMs` (plus one job-queue poll) of any committed change (the committed-change events every instance receives),
 * at most one per `delayMs`; at once after a signature, a release or an audit-trail review; on the schedule; and at
 * start-up. Writes on one instance are serialised; two instances writing the same head write the same record name
 * and the second is a no-op.
 */
export class AuditCheckpointer {
  private lastSeq = 0;
  private chain: Promise<unknown> = Promise.resolve();
  /** A change arrived that no checkpoint of this instance covers yet. */
  private pending = false;
  private lastWrittenAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: CheckpointerDeps) {}

  /** Learns the newest checkpoint, seals a trail written before seals existed, and checkpoints the head. */
  async start(): Promise<void> {
    const checkpoints = await readCheckpoints(this.deps.store);
    this.lastSeq = checkpoints.at(-1)?.seq ?? 0;
    if (checkpoints.length === 0) await this.sealLegacyTrail();
    await this.checkpoint('start');
  }

  /**
   * A change committed somewhere (`kind`: the entity type announced). Signatures, releases and reviews are
   * checkpointed now; anything else at the first job-queue pass once `delayMs` has passed since this instance's last
   * checkpoint (writeIfDue), so a busy trail gets one checkpoint per window, not one per event.
   */
  onAuditedChange(kind: string | null): void {
    this.pending = true;
    if (!CHECKPOINTED_AT_ONCE.has(kind ?? '')) return;
    void this.checkpoint('change').catch((error: unknown) => this.deps.log.error({ err: error }, 'audit checkpoint failed'));
  }

  /** Run at every job-queue pass: checkpoints pending changes once the window since the last checkpoint has passed. */
  async writeIfDue(): Promise<void> {
    if (!this.pending || this.deps.clock.now().getTime() - this.lastWrittenAt < this.deps.delayMs) return;
    await this.checkpoint('change');
  }

  /** Checkpoints the head if it moved since the last checkpoint; returns what was written. */
  checkpoint(reason: CheckpointReason): Promise<CheckpointBody | null> {
    return this.serialised(() => this.write(reason));
  }

  private async write(reason: CheckpointReason): Promise<CheckpointBody | null> {
    // Cleared before reading the head: a change committed after this read sets it again.
    this.pending = false;
    this.lastWrittenAt = this.deps.clock.now().getTime();
    // An event the sealer refuses (written around the server) stops the checkpoints at the sealed head; the sealer
    // logs it and verification reports it.
    await this.deps.sealer.seal();
    const head = await trailHead(this.deps.db);
    if (!head || head.seq <= this.lastSeq) return null;
    const written = await writeCheckpoint(this.deps.store, head, reason, this.deps.clock.now());
    this.lastSeq = head.seq;
    // The checkpoint stands whether or not its witness could be asked for yet (the next one asks again).
    await this.deps.onWritten?.(written).catch((error: unknown) => this.deps.log.error({ err: error, seq: head.seq }, 'the audit witness could not be asked for this checkpoint'));
    await this.announce(written).catch((error: unknown) => this.deps.log.error({ err: error, seq: head.seq }, 'the audit checkpoint could not be announced'));
    return written;
  }

  /** Tells the subscribers (integrations); the checkpoint stands whether or not they could be told. */
  private async announce(written: WrittenCheckpoint): Promise<void> {
    const { seq, occurredAt, createdAt, reason, keyId } = written;
    await this.deps.db.transaction((tx) => auditCheckpointEvents.publish(tx, 'checkpoint-written', { seq, occurredAt, createdAt, reason, keyId, at: new Date(createdAt) }));
  }

  private async sealLegacyTrail(): Promise<void> {
    // Only a trail whose own hash chain is intact is sealed as it stands.
    const [chain] = rowsOf<{ intact: boolean }>(await this.deps.db.execute(sql`SELECT intact FROM audit_verify()`));
    if (!chain?.intact) {
      this.deps.log.error('the audit trail has no seals and its hash chain is broken: it was not sealed; verify the audit trail');
      return;
    }
    const sealed = await sealUnsealedTrail(this.deps.db);
    if (sealed > 0) this.deps.log.warn({ sealed }, 'sealed an audit trail written before keyed seals existed');
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const next = this.chain.then(task, task);
    this.chain = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    await this.chain;
  }
}
