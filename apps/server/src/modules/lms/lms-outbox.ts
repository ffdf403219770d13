import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobQueue, JobRef } from '../../platform/jobs/job-queue.ts';
import { trainingEvents, type TrainingEvents } from '../training/training-events.ts';
import { assignmentFacts, insertStatements, lmsEnabled, quizFacts, type Facts } from './lms.repo.ts';
import { buildStatement } from './xapi-statement.ts';

export const LMS_SEND_STATEMENT_JOB = 'lms-send-statement';
export const sendStatementJob = { name: LMS_SEND_STATEMENT_JOB, payload: z.object({ statementId: z.uuid() }) } satisfies JobRef;

export interface OutboxDeps {
  jobs: JobQueue;
  publicUrl: string;
  clock: Clock;
}

/** Set once the app is composed; the subscribers below are named functions (the bus keeps one of each). */
let outbox: OutboxDeps | undefined;

/**
 * Records each fact's statement (a new UUID, the statement as it will be sent) unless its assignment and kind, or
 * its quiz attempt, has one already, and enqueues its delivery in the same transaction. Returns how many.
 */
export async function recordStatements(tx: Db, facts: readonly Facts[], deps: OutboxDeps): Promise<number> {
  const now = deps.clock.now();
  const ids = await insertStatements(
    tx,
    facts.map((f) => {
      const id = randomUUID();
      return { id, kind: f.kind, assignmentId: f.assignmentId, quizAttemptId: f.quizAttemptId, payload: { ...buildStatement(deps.publicUrl, { ...f, id }) }, createdAt: now };
    }),
  );
  for (const statementId of ids) await enqueueDelivery(tx, deps.jobs, statementId);
  return ids.length;
}

/** One delivery job per statement at a time (its id the singleton key). */
export const enqueueDelivery = (tx: Db, jobs: JobQueue, statementId: string) => jobs.enqueue(tx, sendStatementJob, { statementId }, { singletonKey: statementId });

async function record(tx: Db, load: () => Promise<Facts[]>): Promise<void> {
  // Not configured, or turned off: nothing is recorded, nothing queued.
  if (!outbox || !(await lmsEnabled(tx))) return;
  await recordStatements(tx, await load(), outbox);
}

async function onAssignmentsMade(tx: Db, event: TrainingEvents['assignments-made']): Promise<void> {
  await record(tx, () => assignmentFacts(tx, 'assigned', event.assignmentIds));
}

async function onTrainingOpened(tx: Db, event: TrainingEvents['training-opened']): Promise<void> {
  await record(tx, () => assignmentFacts(tx, 'experienced', [event.assignmentId]));
}

async function onQuizAttempted(tx: Db, event: TrainingEvents['quiz-attempted']): Promise<void> {
  await record(tx, () => quizFacts(tx, [event.attemptId]));
}

async function onTrainingCompleted(tx: Db, event: TrainingEvents['training-completed']): Promise<void> {
  await record(tx, () => assignmentFacts(tx, 'completed', [event.assignmentId]));
}

/** Training's assignments, first openings, quiz results and read-and-understood signatures become xAPI statements in the LMS outbox. */
export function sendTrainingToLms(deps: OutboxDeps): void {
  outbox = deps;
  trainingEvents.on('assignments-made', onAssignmentsMade);
  trainingEvents.on('training-opened', onTrainingOpened);
  trainingEvents.on('quiz-attempted', onQuizAttempted);
  trainingEvents.on('training-completed', onTrainingCompleted);
}
