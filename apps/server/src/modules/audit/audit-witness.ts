import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { z } from 'zod';
import { defineJob, noPayload, type JobRef } from '../../platform/jobs/job-queue.ts';
import type { Db } from '../../platform/db/client.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { readCheckpoints, type CheckpointBody } from './audit-checkpoints.ts';
import { auditKeys } from './audit-keys.ts';

export const AUDIT_WITNESS_POST_JOB = 'audit-witness-post';
export const AUDIT_WITNESS_DIGEST_JOB = 'audit-witness-digest';
const witnessPostJob = { name: AUDIT_WITNESS_POST_JOB, payload: z.object({ name: z.string() }) } satisfies JobRef;

const POST_TIMEOUT_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A digest lists at most this many of the day's checkpoints (the newest always, in full). */
const DIGEST_LINES = 300;

/** The checkpoint record exactly as stored (its signature included) with what a witness needs to check it later. */
function envelope(config: Config, record: unknown): string {
  const publicKey = auditKeys().publicKey.export({ format: 'pem', type: 'spki' }).toString();
  return JSON.stringify({ type: 'attest.audit-checkpoint', v: 1, installation: config.publicUrl, publicKey, checkpoint: record });
}

async function postToWitness(config: Config, store: BlobStore, name: string): Promise<void> {
  const { url, token } = config.auditWitness;
  const bytes = await store.getRecord(name);
  if (!url || !bytes) return;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: envelope(config, JSON.parse(bytes.toString('utf8'))),
    redirect: 'error',
    signal: AbortSignal.timeout(POST_TIMEOUT_MS),
  });
  // Failures are retried by the queue with back-off: the witness gets every checkpoint, late if need be.
  if (!response.ok) throw new Error(`The audit witness at ${new URL(url).host} answered ${response.status}`);
}

/** The day's checkpoints as text a person can file, and the newest as the signed record, to compare with a later trail. */
async function digestText(config: Config, store: BlobStore, now: Date): Promise<string | null> {
  const since = now.getTime() - DAY_MS;
  const day = (await readCheckpoints(store)).filter((c) => c.signatureValid && Date.parse(c.createdAt) > since);
  const newest = day.at(-1);
  if (!newest) return null;
  const lines = day.slice(-DIGEST_LINES).map((c) => `  event ${c.seq}  seal ${c.mac}  signed ${c.createdAt}`);
  const record = await store.getRecord(newest.name);
  return [
    `Audit-trail checkpoints of ${config.publicUrl} in the 24 hours to ${now.toISOString()}: ${day.length}.`,
    'Keep this e-mail: if the trail is ever rewritten, the seals below no longer match it (README, "What each anchor catches").',
    '',
    ...(day.length > DIGEST_LINES ? [`  (the ${day.length - DIGEST_LINES} older ones are left out)`] : []),
    ...lines,
    '',
    `The newest checkpoint, as signed (key ${newest.keyId}):`,
    record ? record.toString('utf8').trim() : JSON.stringify(newest satisfies CheckpointBody),
  ].join('\n');
}

/**
 * Witnesses of the audit trail outside the installation, so that even someone holding the whole machine (key,
 * database, blob store) cannot rewrite the trail unseen: every checkpoint is POSTed to AUDIT_WITNESS_URL, and a daily
 * digest goes to AUDIT_WITNESS_EMAIL. Both run on the job queue, never inside a request.
 */
export async function registerAuditWitness(app: FastifyInstance, deps: { db: Db; store: BlobStore; config: Config; clock: Clock }): Promise<(written: CheckpointBody & { name: string }) => Promise<void>> {
  const { url, email, digestCron } = deps.config.auditWitness;
  app.jobs.register(defineJob({
    ...witnessPostJob,
    maxAttempts: 12,
    backoffMs: 30_000,
    handler: (payload) => postToWitness(deps.config, deps.store, payload.name),
  }));
  app.jobs.register(defineJob({
    name: AUDIT_WITNESS_DIGEST_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const text = email ? await digestText(deps.config, deps.store, ctx.clock.now()) : null;
      if (email && text) await enqueueMail(deps.db, { to: email, subject: 'Attest audit-trail checkpoints (daily witness digest)', text });
    },
  }));
  if (email) await app.jobs.schedule(AUDIT_WITNESS_DIGEST_JOB, digestCron);
  return async (written) => {
    if (url) await app.jobs.enqueue(deps.db, witnessPostJob, { name: written.name }, { singletonKey: written.name });
  };
}
