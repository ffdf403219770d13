import { sql } from 'drizzle-orm';
import type { JobStatus } from '@attest/domain';
import { rowsOf, type Db } from '../db/client.ts';

export interface NewJob {
  name: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  singletonKey?: string;
  scheduledFor?: Date;
  createdAt: Date;
}

export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
}

/** Instances LISTEN here to run a new job at once rather than at their next poll. */
export const JOBS_CHANNEL = 'attest_jobs';

export interface JobRow {
  id: string;
  name: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedUntil: Date | null;
  lastError: string | null;
  singletonKey: string | null;
  scheduledFor: Date | null;
  createdAt: Date;
  finishedAt: Date | null;
}

// Times are bound as ISO strings: both drivers accept them, and they carry the zone.
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
// PGlite and node-postgres may hand timestamps back as Date or as text.
type Stamp = Date | string;
const toDate = (v: Stamp) => new Date(v);
const toDateOrNull = (v: Stamp | null) => (v === null ? null : toDate(v));

interface RawJobRow {
  id: string;
  name: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: Stamp;
  locked_until: Stamp | null;
  last_error: string | null;
  singleton_key: string | null;
  scheduled_for: Stamp | null;
  created_at: Stamp;
  finished_at: Stamp | null;
}

const presentRow = (r: RawJobRow): JobRow => ({
  id: r.id,
  name: r.name,
  status: r.status,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  runAt: toDate(r.run_at),
  lockedUntil: toDateOrNull(r.locked_until),
  lastError: r.last_error,
  singletonKey: r.singleton_key,
  scheduledFor: toDateOrNull(r.scheduled_for),
  createdAt: toDate(r.created_at),
  finishedAt: toDateOrNull(r.finished_at),
});

/**
 * Inserts a job unless one with its singleton key is unfinished or its cron occurrence exists already. Returns
 * whether it was inserted.
 */
export async function insertJob(db: Db, job: NewJob): Promise<boolean> {
  const payload = job.payload === undefined ? null : JSON.stringify(job.payload);
  const result = await db.execute(sql`
    INSERT INTO jobs (name, payload, run_at, max_attempts, singleton_key, scheduled_for, created_at)
    VALUES (${job.name}, ${payload}::jsonb, ${at(job.runAt)}, ${job.maxAttempts}, ${job.singletonKey ?? null},
            ${job.scheduledFor ? at(job.scheduledFor) : null}, ${at(job.createdAt)})
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return rowsOf(result).length > 0;
}

/**
 * Claims the job due longest among `names`: a queued one, or a running one whose lease ran out (its instance
 * stopped). SKIP LOCKED lets instances claim side by side without waiting on each other's rows.
 */
export async function claimNextJob(db: Db, names: readonly string[], now: Date, leaseUntil: Date, owner: string): Promise<ClaimedJob | undefined> {
  if (names.length === 0) return undefined;
  const [row] = rowsOf<{ id: string; name: string; payload: unknown; attempts: number; max_attempts: number }>(
    await db.execute(sql`
      UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_until = ${at(leaseUntil)}, locked_by = ${owner}
      WHERE id = (
        SELECT id FROM jobs
        WHERE name IN (${sql.join(names.map((n) => sql`${n}`), sql`, `)}) AND run_at <= ${at(now)}
          AND (status = 'queued' OR (status = 'running' AND locked_until <= ${at(now)}))
        ORDER BY run_at LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING id, name, payload, attempts, max_attempts`),
  );
  return row && { id: row.id, name: row.name, payload: row.payload, attempt: row.attempts, maxAttempts: row.max_attempts };
}

/** Renews the lease of an attempt under way; fenced like finishAttempt, so a lost claim is not renewed. */
export async function renewLease(db: Db, job: { id: string; attempt: number }, leaseUntil: Date): Promise<void> {
  await db.execute(sql`UPDATE jobs SET locked_until = ${at(leaseUntil)} WHERE id = ${job.id} AND attempts = ${job.attempt} AND status = 'running'`);
}

/**
 * The jobs an instance was running when it stopped without finishing them (killed): queued again at once. Only its
 * own: another instance's running jobs are alive or will be taken over when their lease runs out.
 */
export async function reclaimJobsOf(db: Db, owner: string): Promise<number> {
  return rowsOf(await db.execute(sql`UPDATE jobs SET status = 'queued', locked_until = NULL, locked_by = NULL WHERE status = 'running' AND locked_by = ${owner} RETURNING id`)).length;
}

/**
 * Removes a schedule's occurrences that no attempt has started, except the one for `keep`: what an old expression
 * (or a schedule turned off) left waiting. An occurrence under way or being retried is left to finish.
 */
export async function deleteWaitingOccurrences(db: Db, name: string, keep: Date | null): Promise<void> {
  const kept = keep ? sql`AND scheduled_for <> ${at(keep)}` : sql``;
  await db.execute(sql`DELETE FROM jobs WHERE name = ${name} AND scheduled_for IS NOT NULL AND status = 'queued' AND attempts = 0 ${kept}`);
}

/** Wakes the listening instances; inside a transaction the notice goes out when it commits, and not otherwise. */
export async function announceJobs(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, '')`);
}

/**
 * Records the outcome of one attempt. The attempt number fences the update: an instance whose lease ran out and
 * whose job was claimed again does not overwrite the newer attempt's state.
 */
export async function finishAttempt(
  db: Db,
  job: { id: string; attempt: number },
  outcome: { status: 'succeeded' } | { status: 'failed'; error: string; retryAt: Date | null },
  now: Date,
): Promise<void> {
  const fence = sql`WHERE id = ${job.id} AND attempts = ${job.attempt} AND status = 'running'`;
  if (outcome.status === 'succeeded') {
    await db.execute(sql`UPDATE jobs SET status = 'succeeded', locked_until = NULL, last_error = NULL, finished_at = ${at(now)} ${fence}`);
  } else if (outcome.retryAt) {
    await db.execute(sql`UPDATE jobs SET status = 'queued', locked_until = NULL, last_error = ${outcome.error}, run_at = ${at(outcome.retryAt)} ${fence}`);
  } else {
    await db.execute(sql`UPDATE jobs SET status = 'failed', locked_until = NULL, last_error = ${outcome.error}, finished_at = ${at(now)} ${fence}`);
  }
}

export interface JobFilter {
  status?: JobStatus;
  name?: string;
  page: number;
  pageSize: number;
}

export async function listJobs(db: Db, filter: JobFilter): Promise<{ items: JobRow[]; total: number }> {
  const conditions = [
    ...(filter.status ? [sql`status = ${filter.status}`] : []),
    ...(filter.name ? [sql`name = ${filter.name}`] : []),
  ];
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const [rows, [count]] = await Promise.all([
    db.execute(sql`
      SELECT id, name, status, attempts, max_attempts, run_at, locked_until, last_error, singleton_key, scheduled_for,
             created_at, finished_at
      FROM jobs ${where}
      ORDER BY created_at DESC, id
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute(sql`SELECT count(*)::int AS total FROM jobs ${where}`).then((r) => rowsOf<{ total: number }>(r)),
  ]);
  return { items: rowsOf<RawJobRow>(rows).map(presentRow), total: count?.total ?? 0 };
}

/**
 * Queues a failed job again with a fresh set of attempts; its last error stays until it succeeds. Returns the
 * job's status before, or undefined when there is no such job (only 'failed' was requeued).
 */
export async function requeueFailedJob(db: Db, id: string, now: Date): Promise<{ name: string; status: JobStatus } | undefined> {
  const [row] = rowsOf<{ name: string; status: JobStatus }>(
    await db.execute(sql`
      WITH target AS (SELECT id, name, status FROM jobs WHERE id = ${id} FOR UPDATE),
      requeued AS (
        UPDATE jobs SET status = 'queued', attempts = 0, run_at = ${at(now)}, finished_at = NULL
        FROM target WHERE jobs.id = target.id AND target.status = 'failed'
        RETURNING jobs.id)
      SELECT target.name, target.status FROM target`),
  );
  return row && { name: row.name, status: row.status };
}
