import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { defineJob, noPayload } from '../../platform/jobs/job-queue.ts';
import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { AuditCheckpointer } from './audit-checkpointer.ts';
import { AuditSealer } from './audit-sealer.ts';
import { registerAuditWitness } from './audit-witness.ts';

export const AUDIT_CHECKPOINT_JOB = 'audit-checkpoint';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the audit trail's signed checkpoints to the blob store. */
    auditCheckpointer: AuditCheckpointer;
    /** Seals committed audit events (each sealed within moments of its commit). */
    auditSealer: AuditSealer;
  }
}

/**
 * The audit trail's seals and its anchoring outside the database. Seals: at the first job-queue pass after a change
 * committed on any instance (the committed-change events), and before every checkpoint. Checkpoints at start-up (once the app is ready), within
 * AUDIT_CHECKPOINT_DELAY_SECONDS of a change committed on any instance (the committed-change events; written at a
 * job-queue pass), at once after signatures, releases and reviews, and on schedule.
 */
export async function registerAuditTrail(app: FastifyInstance, deps: { db: Db; store: BlobStore; config: Config; clock: Clock }): Promise<void> {
  const sealer = new AuditSealer({ db: deps.db, log: app.log });
  app.decorate('auditSealer', sealer);
  const checkpointer = new AuditCheckpointer({
    db: deps.db,
    store: deps.store,
    sealer,
    delayMs: deps.config.auditCheckpointDelaySeconds * 1000,
    clock: deps.clock,
    log: app.log,
    onWritten: await registerAuditWitness(app, deps),
  });
  app.decorate('auditCheckpointer', checkpointer);
  app.jobs.register(defineJob({
    name: AUDIT_CHECKPOINT_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const written = await checkpointer.checkpoint('schedule');
      if (written) ctx.log.info({ seq: written.seq }, 'audit trail checkpointed');
    },
  }));
  app.jobs.everyPass('audit-seal', () => sealer.sealIfPending());
  app.jobs.everyPass('audit-checkpoint-coalesced', () => checkpointer.writeIfDue());
  await app.jobs.schedule(AUDIT_CHECKPOINT_JOB, deps.config.auditCheckpointCron);
  let unsubscribe: (() => void) | undefined;
  app.addHook('onReady', async () => {
    await checkpointer.start();
    unsubscribe = app.eventHub.subscribe((event) => {
      if (event.k !== 'c' && event.k !== 'resync') return;
      sealer.noteChange();
      checkpointer.onAuditedChange(event.k === 'c' ? event.e : null);
    });
  });
  app.addHook('onClose', async () => {
    unsubscribe?.();
    await checkpointer.close();
    await sealer.close();
  });
}
