import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobStatus } from '@attest/domain';
import { systemClock, type Clock } from '../clock.ts';
import type { Database, Db } from '../db/client.ts';
import { CronSchedule } from './cron.ts';
import {
  announceJobs,
  claimNextJob,
  deleteWaitingOccurrences,
  JOBS_CHANNEL,
  finishAttempt,
  insertJob,
  listJobs,
  reclaimJobsOf,
  renewLease,
  requeueFailedJob,
  type ClaimedJob,
  type JobFilter,
  type JobRow,
} from './jobs.repo.ts';

export interface JobContext {
  attempt: number;
  /** No retry follows if this attempt fails (a handler records a give-up of its own, as the mail outbox does). */
  lastAttempt: boolean;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** What an enqueue needs of a job: its name and the shape of its payload, so the payload is checked at compile time. */
export interface JobRef<S extends z.ZodType = z.ZodType> {
  /** Unique, kebab-case; kept across releases, since queued rows name it. */
  name: string;
  /** Checks the payload when the job is claimed; a row with no payload (a cron occurrence) is read as {}. */
  payload: S;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> extends JobRef<S> {
  /** Must be idempotent: a job whose instance died mid-run is run again. */
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  maxAttempts?: number;
  /** The first retry waits this long, each later one twice the one before. */
  backoffMs?: number;
  /**
   * Waits before the 2nd, 3rd, … attempt instead of the doubling backoff; maxAttempts is then one more than its
   * length unless given.
   */
  retryDelaysMs?: readonly number[];
  /**
   * At most this many of these jobs at once on one instance (a CPU-heavy conversion, say); the others wait queued.
   * A function is read at each claim, so a limit an administrator changes applies to the next claim.
   */
  concurrency?: number | (() => number | Promise<number>);
  /**
   * Runs in a slot of its own beside the shared ones, so it never waits behind other kinds: an administrator's
   * backup does not queue behind the demo's conversions.
   */
  ownSlot?: boolean;
}

/** The payload of a job that takes none (a cron schedule's occurrences). */
export const noPayload = z.object({});

/** A job definition with its payload type tied to its schema: `jobs.register(defineJob({ … }))`. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export interface JobQueueOptions {
  clock?: Clock;
  log: FastifyBaseLogger;
  /** How often a started queue looks for due jobs when nothing wakes it. */
  pollMs?: number;
  /** Jobs run at once on this instance, so a long one (a conversion) does not hold up the rest. */
  concurrency?: number;
  /**
   * Who holds this queue's claims, the same across restarts of one instance (main.ts keeps it in DATA_DIR): at start
   * the queue takes back the jobs it held when it was killed. A random one when not given (tests).
   */
  instanceId?: string;
  /** How often a running attempt renews its lease. */
  heartbeatMs?: number;
}

interface Definition extends Required<Omit<JobDefinition, 'retryDelaysMs'>> {
  retryDelaysMs: readonly number[] | undefined;
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 30_000;
const DEFAULT_POLL_MS = 5_000;
const DEFAULT_CONCURRENCY = 4;
/**
 * A claim holds a job this long unless its attempt renews it; past it another instance may run the job again
 * (handlers are idempotent). Short, so a job of an instance that died runs again within seconds.
 */
const LEASE_MS = 30_000;
const DEFAULT_HEARTBEAT_MS = 10_000;
const ERROR_MAX_CHARS = 2_000;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The wait before the attempt after `attempt`: the job's own schedule (its last entry repeated), else doubling. */
function retryDelay(definition: Definition, attempt: number): number {
  const delays = definition.retryDelaysMs;
  if (delays && delays.length > 0) return delays[Math.min(attempt, delays.length) - 1]!;
  return definition.backoffMs * 2 ** (attempt - 1);
}

/**
 * The one background-job mechanism (DESIGN §5.1): jobs live in the `jobs` table, any instance may run them, and a
 * SKIP LOCKED claim with a lease makes each attempt run on one instance. Every time comes from the clock.
 */
export class JobQueue {
  private readonly definitions = new Map<string, Definition>();
  private readonly passTasks = new Map<string, () => Promise<void>>();
  private readonly schedules = new Map<string, { cron: CronSchedule; key: string; ensured?: number }>();
  private readonly clock: Clock;
  private readonly log: FastifyBaseLogger;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly instanceId: string;
  private readonly heartbeatMs: number;
  /** Attempts under way on this instance, by job name. */
  private readonly running = new Map<string, number>();
  /** Claims are made one at a time, so per-name limits hold between the check and the claim. */
  private claiming: Promise<unknown> = Promise.resolve();
  private polling = false;
  private closed = false;
  private pass: Promise<unknown> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    options: JobQueueOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    this.log = options.log;
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.instanceId = options.instanceId ?? randomUUID();
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  }

  register<S extends z.ZodType>(definition: JobDefinition<S>): void {
    if (!KEBAB.test(definition.name)) throw new Error(`A job name is kebab-case: "${definition.name}"`);
    if (this.definitions.has(definition.name)) throw new Error(`The job "${definition.name}" is registered already`);
    const { retryDelaysMs } = definition;
    this.definitions.set(definition.name, {
      maxAttempts: retryDelaysMs ? retryDelaysMs.length + 1 : DEFAULT_MAX_ATTEMPTS,
      backoffMs: DEFAULT_BACKOFF_MS,
      concurrency: Number.POSITIVE_INFINITY,
      ownSlot: false,
      ...definition,
      retryDelaysMs,
      handler: definition.handler as Definition['handler'],
    });
  }

  /** The names of the jobs registered, so a test can hold the domain's list of job names to them. */
  registeredNames(): string[] {
    return [...this.definitions.keys()];
  }

  /**
   * Housekeeping run at the start of every pass (each poll, at most pollMs apart, and runDue), on every instance: no
   * job row, not counted. For cheap checks that would otherwise need a timer of their own (the audit checkpointer's
   * coalesced write); a failure is logged and the pass goes on.
   */
  everyPass(name: string, task: () => Promise<void>): void {
    this.passTasks.set(name, task);
  }

  /** Enqueue inside the caller's transaction when given one, so the job exists only if the change commits. */
  async enqueue<S extends z.ZodType>(db: Db, job: JobRef<S>, payload: z.input<S>, options: { runAt?: Date; singletonKey?: string } = {}): Promise<void> {
    const { name } = job;
    const definition = this.definition(name);
    const now = this.clock.now();
    const runAt = options.runAt ?? now;
    const inserted = await insertJob(db, { name, payload, runAt, maxAttempts: definition.maxAttempts, singletonKey: options.singletonKey, createdAt: now });
    // Delivered on commit: the instances polling run it now instead of at their next poll.
    if (inserted && runAt <= now) await announceJobs(db);
  }

  /**
   * A cron schedule (5 fields, in `timezone` or UTC): each occurrence becomes one job, created once however many
   * instances declare the schedule. After a time with no instance running, the pending occurrence runs once, late;
   * the others missed are not made up.
   */
  async schedule(name: string, cron: string, options: { timezone?: string } = {}): Promise<void> {
    this.definition(name);
    const key = `${cron.trim()}|${options.timezone ?? 'UTC'}`;
    const before = this.schedules.get(name);
    const schedule = { cron: new CronSchedule(cron, options.timezone), key };
    this.schedules.set(name, schedule);
    // Declared anew with another expression (a preference changed): the occurrence waiting for the old one goes.
    if (before && before.key !== key) await deleteWaitingOccurrences(this.database.db, name, schedule.cron.nextAfter(this.clock.now()));
    await this.createNextOccurrences();
  }

  /** Stops a schedule on this instance and removes its occurrence not yet started (a schedule turned off). */
  async unschedule(name: string): Promise<void> {
    this.definition(name);
    this.schedules.delete(name);
    await deleteWaitingOccurrences(this.database.db, name, null);
  }

  /** The schedule's next occurrence after now on this instance, or null when it has none (off). */
  nextOccurrence(name: string): Date | null {
    return this.schedules.get(name)?.cron.nextAfter(this.clock.now()) ?? null;
  }

  /** Begins polling, and wakes on the announcement of an enqueued job; first takes back its own killed jobs. */
  start(): void {
    if (this.polling || this.closed) return;
    this.polling = true;
    this.pass = reclaimJobsOf(this.database.db, this.instanceId)
      .then((reclaimed) => {
        if (reclaimed) this.log.warn({ reclaimed }, 'took back the jobs this instance was running when it stopped');
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'job queue could not take back its own jobs'))
      .finally(() => {
        this.pass = undefined;
        this.kick();
      });
    this.database
      .listen(JOBS_CHANNEL, { onPayload: () => this.kick(), onListening: () => this.kick() })
      .then(async (unlisten) => {
        if (this.closed) await unlisten();
        else this.unlisten = unlisten;
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'job queue cannot listen for new jobs; polling only'));
  }

  /** Stops claiming and waits for the handlers under way. */
  async stop(): Promise<void> {
    this.closed = true;
    this.polling = false;
    clearTimeout(this.timer);
    await this.unlisten?.();
    await this.pass;
  }

  /** Runs every job due at the clock's now to completion, retries that became due included (tests). */
  async runDue(): Promise<{ succeeded: number; failed: number }> {
    return this.drain();
  }

  list(filter: JobFilter): Promise<{ items: JobRow[]; total: number }> {
    return listJobs(this.database.db, filter);
  }

  /**
   * Queues a failed job again with fresh attempts, in the caller's transaction when given one. Returns the job's
   * name and status before (only a failed job is requeued), or undefined when there is no such job.
   */
  async retry(id: string, db: Db = this.database.db): Promise<{ name: string; status: JobStatus } | undefined> {
    const before = await requeueFailedJob(db, id, this.clock.now());
    if (before?.status === 'failed') await announceJobs(db);
    return before;
  }

  private definition(name: string): Definition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named "${name}" is registered`);
    return definition;
  }

  /** One pass now, or one more after the pass under way; then the next poll. */
  private kick(): void {
    if (!this.polling) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.pass = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'job queue pass failed'))
      .finally(() => {
        this.pass = undefined;
        if (!this.polling) return;
        if (this.again) {
          this.again = false;
          this.kick();
          return;
        }
        this.timer = setTimeout(() => this.kick(), this.pollMs);
        this.timer.unref();
      });
  }

  /** Runs due jobs in `concurrency` slots until none is left that a slot may take. */
  private async drain(): Promise<{ succeeded: number; failed: number }> {
    const counts = { succeeded: 0, failed: 0 };
    for (const [name, task] of this.passTasks) await task().catch((error: unknown) => this.log.error({ err: error, task: name }, 'job queue pass task failed'));
    await this.createNextOccurrences();
    const slot = async (only?: string) => {
      for (let job = await this.claimNext(only); job; job = await this.claimNext(only)) {
        try {
          counts[(await this.execute(job)) ? 'succeeded' : 'failed'] += 1;
        } finally {
          this.running.set(job.name, (this.running.get(job.name) ?? 1) - 1);
        }
      }
    };
    const own = [...this.definitions.values()].filter((d) => d.ownSlot).map((d) => slot(d.name));
    await Promise.all([...Array.from({ length: this.concurrency }, () => slot()), ...own]);
    return counts;
  }

  /**
   * The next due job of a name below its own limit, counted as running before another slot claims: of `only` for a
   * kind's own slot, else of the kinds that share the slots.
   */
  private claimNext(only?: string): Promise<ClaimedJob | undefined> {
    const claim = this.claiming.then(async () => {
      if (this.closed) return undefined;
      const names: string[] = [];
      for (const d of this.definitions.values()) {
        if (only ? d.name !== only : d.ownSlot) continue;
        const limit = typeof d.concurrency === 'function' ? await d.concurrency() : d.concurrency;
        if ((this.running.get(d.name) ?? 0) < limit) names.push(d.name);
      }
      const now = this.clock.now();
      const job = await claimNextJob(this.database.db, names, now, new Date(now.getTime() + LEASE_MS), this.instanceId);
      if (job) this.running.set(job.name, (this.running.get(job.name) ?? 0) + 1);
      return job;
    });
    this.claiming = claim.catch(() => undefined);
    return claim;
  }

  /** Runs one claimed attempt and records its outcome; true when it succeeded. */
  private async execute(job: ClaimedJob): Promise<boolean> {
    const definition = this.definition(job.name);
    const log = this.log.child({ jobId: job.id, job: job.name, attempt: job.attempt });
    const fail = async (error: string, retry: boolean) => {
      const now = this.clock.now();
      const retryAt = retry ? new Date(now.getTime() + retryDelay(definition, job.attempt)) : null;
      await finishAttempt(this.database.db, job, { status: 'failed', error: error.slice(0, ERROR_MAX_CHARS), retryAt }, now);
      if (retryAt) log.warn({ retryAt, error }, 'job failed; will retry');
      else log.error({ error }, 'job failed; giving up');
      return false;
    };
    // A claim past the last attempt is a job whose instance stopped during its last attempt.
    if (job.attempt > job.maxAttempts) return fail('the instance running its last attempt stopped before it finished', false);
    // A row written by another release, or by hand, that this one cannot read: no retry would read it either.
    const payload = definition.payload.safeParse(job.payload ?? {});
    if (!payload.success) return fail(`the payload of this "${job.name}" job is not valid: ${payload.error.message}`, false);
    // The attempt keeps its claim while it runs, however long; a killed instance stops renewing it.
    const heartbeat = setInterval(() => {
      renewLease(this.database.db, job, new Date(this.clock.now().getTime() + LEASE_MS)).catch((error: unknown) => log.warn({ err: error }, 'job lease not renewed'));
    }, this.heartbeatMs);
    heartbeat.unref();
    try {
      await definition.handler(payload.data, { attempt: job.attempt, lastAttempt: job.attempt >= job.maxAttempts, clock: this.clock, log });
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error), job.attempt < job.maxAttempts);
    } finally {
      clearInterval(heartbeat);
    }
    await finishAttempt(this.database.db, job, { status: 'succeeded' }, this.clock.now());
    return true;
  }

  /** Creates each schedule's next occurrence; the occurrence index makes this a no-op for all but the first. */
  private async createNextOccurrences(): Promise<void> {
    const now = this.clock.now();
    for (const [name, schedule] of this.schedules) {
      const next = schedule.cron.nextAfter(now);
      if (schedule.ensured === next.getTime()) continue;
      const { maxAttempts } = this.definition(name);
      await insertJob(this.database.db, { name, payload: null, runAt: next, scheduledFor: next, maxAttempts, createdAt: now });
      schedule.ensured = next.getTime();
    }
  }
}
