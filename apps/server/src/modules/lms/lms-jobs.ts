import type { Statement } from '@xapi/xapi';
import type { FastifyBaseLogger } from 'fastify';
import { defineJob, noPayload } from '../../platform/jobs/job-queue.ts';
import { assignmentFacts, findStatement, missingStatements, quizFacts, readLmsConfig, recordDelivery, undeliveredStatements } from './lms.repo.ts';
import { enqueueDelivery, recordStatements, sendStatementJob, type OutboxDeps } from './lms-outbox.ts';
import { lrsAccessOf, type LmsDeps } from './lms.service.ts';

export const LMS_RECONCILE_JOB = 'lms-reconcile';
/** Nightly, after the day's training is recorded (UTC). */
export const LMS_RECONCILE_SCHEDULE = '40 2 * * *';
/** Waits before the 2nd, 3rd, … delivery attempt; after the last the statement is marked failed. */
export const LMS_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
/** Rows of each kind the reconcile handles per run; the rest wait for the next night. */
const RECONCILE_BATCH = 500;

/** Worth another attempt: no answer (down, timed out), the LRS's own trouble, or "too many requests". */
const retryable = (status: number | null) => status === null || status >= 500 || status === 408 || status === 429;

/**
 * `lms-send-statement`: one statement to the LRS, its outcome on its row. A refusal (400, 401, 403, 409) is final
 * until an administrator resends it; no answer or a 5xx is retried on LMS_RETRY_DELAYS_MS.
 */
export function lmsSendStatementJob(deps: LmsDeps, log: FastifyBaseLogger) {
  return defineJob({
    ...sendStatementJob,
    retryDelaysMs: LMS_RETRY_DELAYS_MS,
    concurrency: 2,
    handler: async ({ statementId }, ctx) => {
      const row = await findStatement(deps.db, statementId);
      // Sent already (a job run twice), or given up on: a resend makes it pending again.
      if (row?.status !== 'pending') return;
      const now = () => ctx.clock.now();
      let access;
      try {
        access = lrsAccessOf(deps.cipher, await readLmsConfig(deps.db));
      } catch (error) {
        return recordDelivery(deps.db, statementId, { status: 'failed', statusCode: null, error: (error as Error).message, counted: false }, now());
      }
      if (!access) return recordDelivery(deps.db, statementId, { status: 'failed', statusCode: null, error: 'The LRS is not configured, or is turned off.', counted: false }, now());
      // Stored by buildStatement: the statement exactly as first made, so a resend is the same statement.
      const outcome = await deps.client.send(access, row.payload as unknown as Statement);
      if (outcome.error === null) {
        await recordDelivery(deps.db, statementId, { status: 'sent', statusCode: outcome.status, error: null, counted: true }, now());
        log.info({ statementId, kind: row.kind }, 'xAPI statement sent to the LRS');
        return;
      }
      const again = retryable(outcome.status) && !ctx.lastAttempt;
      await recordDelivery(deps.db, statementId, { status: again ? 'pending' : 'failed', statusCode: outcome.status, error: outcome.error, counted: true }, now());
      if (again) throw new Error(outcome.error);
    },
  });
}

/**
 * `lms-reconcile`: for training recorded since the LRS was first configured, makes the statements that are missing
 * (an assignment without 'assigned', an opened one without 'experienced', a completed assignment without 'completed', a quiz attempt without its
 * 'passed'/'failed') and queues again every failed or pending one. Nothing while not configured or turned off.
 */
export function lmsReconcileJob(deps: LmsDeps, outbox: OutboxDeps, log: FastifyBaseLogger) {
  return defineJob({
    name: LMS_RECONCILE_JOB,
    payload: noPayload,
    maxAttempts: 1,
    concurrency: 1,
    handler: async () => {
      const config = await readLmsConfig(deps.db);
      if (!config?.enabled) return;
      const result = await deps.db.transaction(async (tx) => {
        const missing = await missingStatements(tx, config.createdAt, RECONCILE_BATCH);
        const facts = [
          ...(await assignmentFacts(tx, 'assigned', missing.assigned)),
          ...(await assignmentFacts(tx, 'experienced', missing.experienced)),
          ...(await assignmentFacts(tx, 'completed', missing.completed)),
          ...(await quizFacts(tx, missing.attempts)),
        ];
        const made = await recordStatements(tx, facts, outbox);
        const again = await undeliveredStatements(tx, RECONCILE_BATCH);
        for (const id of again) await enqueueDelivery(tx, deps.jobs, id);
        return { made, queued: again.length };
      });
      if (result.made || result.queued) log.info(result, 'LMS reconcile: statements made and queued');
    },
  });
}
