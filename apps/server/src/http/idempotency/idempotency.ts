import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { defineJob, noPayload, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { claimKey, completeKey, deleteExpiredKeys, findKey, releaseKey, type IdempotencyScope } from './idempotency.repo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A creating POST: an Idempotency-Key header makes a repeat return the first response instead of a second record. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: IdempotencyScope | null;
  }
}

const KEEP_MS = 24 * 3_600_000;
// A first request still 'running' after this long died with its instance: its key may be claimed again.
const ABANDONED_AFTER_MS = 10 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const IDEMPOTENCY_SWEEP_JOB = 'idempotency-sweep';

/**
 * What makes two requests "the same": route parameters, query and JSON body. A multipart body is not read before
 * the handler streams it, so its length stands for it (browsers' boundaries have a fixed length).
 */
function requestHash(request: FastifyRequest): string {
  const body = request.isMultipart() ? { multipartLength: request.headers['content-length'] ?? null } : (request.body ?? null);
  return createHash('sha256').update(JSON.stringify({ params: request.params, query: request.query, body })).digest('hex');
}

function keyOf(request: FastifyRequest): string | null {
  const sent = request.headers[IDEMPOTENCY_HEADER];
  if (sent === undefined) return null;
  if (typeof sent !== 'string' || !KEY_PATTERN.test(sent)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return sent;
}

async function replayOrRefuse(db: Db, scope: IdempotencyScope, hash: string, reply: FastifyReply): Promise<FastifyReply> {
  const stored = await findKey(db, scope);
  if (stored && stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (stored?.state !== 'done' || stored.responseStatus === null) throw new AppError('IDEMPOTENT_REQUEST_IN_PROGRESS');
  if (stored.responseType) reply.header('content-type', stored.responseType);
  return reply.code(stored.responseStatus).header('idempotent-replayed', 'true').send(stored.responseBody ?? '');
}

/**
 * Idempotency-Key for the routes that declare `config.idempotent`: the first request claims the key in its own
 * statement (visible at once to a parallel duplicate, which gets 409); its successful response is kept for 24 hours
 * and replayed to a repeat from the same user on the same route; the same key with another body is 422.
 */
export function registerIdempotency(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent || !request.auth) return;
    const key = keyOf(request);
    if (!key) return;
    const scope = { userId: request.auth.user.id, route: `${request.method} ${request.routeOptions.url ?? ''}`, key };
    const hash = requestHash(request);
    const now = deps.clock.now();
    const claimed = await claimKey(deps.db, scope, hash, { now, expiresAt: new Date(now.getTime() + KEEP_MS), staleBefore: new Date(now.getTime() - ABANDONED_AFTER_MS) });
    if (claimed) request.idempotencyClaim = scope;
    else return replayOrRefuse(deps.db, scope, hash, reply);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotencyClaim;
    if (!scope) return payload;
    request.idempotencyClaim = null;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (ok && body !== null) {
      const type = reply.getHeader('content-type');
      await completeKey(deps.db, scope, { status: reply.statusCode, type: typeof type === 'string' ? type : null, body });
    } else {
      await releaseKey(deps.db, scope);
    }
    return payload;
  });
}

/** Keys are kept a day: every hour the expired ones are removed. */
export async function scheduleIdempotencySweep(jobs: JobQueue, deps: { db: Db; clock: Clock }): Promise<void> {
  jobs.register(defineJob({
    name: IDEMPOTENCY_SWEEP_JOB,
    payload: noPayload,
    handler: async (_payload, ctx) => {
      const removed = await deleteExpiredKeys(deps.db, deps.clock.now());
      if (removed > 0) ctx.log.info({ removed }, 'expired idempotency keys removed');
    },
  }));
  await jobs.schedule(IDEMPOTENCY_SWEEP_JOB, '23 * * * *');
}
