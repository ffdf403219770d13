import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { TestClock } from '../clock.ts';
import { z } from 'zod';
import { defineJob, JobQueue, type JobDefinition } from './job-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const START = new Date('2026-03-02T10:30:00Z');
let serial = 0;
/** These tests pass payloads of every shape; the payload's schema has its own tests below. */
const anyPayload = z.unknown();
const ref = (name: string) => ({ name, payload: anyPayload });

/** A queue over the test database with its own clock, and a job name no other test uses. */
function setup(definition: Omit<JobDefinition, 'name' | 'payload'>, clock = new TestClock(START)) {
  const name = `test-job-${(serial += 1)}`;
  const queue = new JobQueue(t.database, { clock, log: t.app.log });
  queue.register({ name, payload: anyPayload, ...definition });
  const jobs = async () => (await queue.list({ name, page: 1, pageSize: 100 })).items;
  return { name, queue, clock, jobs };
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('job queue', () => {
  it('runs an enqueued job once, with its payload', async () => {
    const seen: unknown[] = [];
    const { name, queue, jobs } = setup({ handler: async (payload) => void seen.push(payload) });
    await queue.enqueue(t.database.db, ref(name), { documentId: 'd-1' });

    expect(await queue.runDue()).toEqual({ succeeded: 1, failed: 0 });
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 0 });
    expect(seen).toEqual([{ documentId: 'd-1' }]);
    expect(await jobs()).toMatchObject([{ status: 'succeeded', attempts: 1, lastError: null, finishedAt: START }]);
  });

  it('hands the handler its payload as parsed by the job\'s schema, and checks it when enqueued at compile time', async () => {
    const seen: string[] = [];
    const queue = new JobQueue(t.database, { clock: new TestClock(START), log: t.app.log });
    const job = defineJob({ name: `test-job-${(serial += 1)}`, payload: z.object({ documentId: z.string() }), handler: async ({ documentId }) => void seen.push(documentId) });
    queue.register(job);
    await queue.enqueue(t.database.db, job, { documentId: 'd-2' });
    // @ts-expect-error: the payload does not match the job's schema
    await expect(queue.enqueue(t.database.db, job, { documentId: 2 })).resolves.toBeUndefined();
    expect(await queue.runDue()).toEqual({ succeeded: 1, failed: 1 });
    expect(seen).toEqual(['d-2']);
  });

  it('fails a job whose stored payload its schema refuses, with the reason and no retry', async () => {
    const queue = new JobQueue(t.database, { clock: new TestClock(START), log: t.app.log });
    const job = defineJob({ name: `test-job-${(serial += 1)}`, payload: z.object({ documentId: z.string() }), handler: async () => undefined });
    queue.register(job);
    await queue.enqueue(t.database.db, ref(job.name), { document: 'd-3' });
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 1 });
    const [row] = (await queue.list({ name: job.name, page: 1, pageSize: 10 })).items;
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(new RegExp(`^the payload of this "${job.name}" job is not valid: .*documentId`, 's'));
  });

  it('retries on a schedule of its own when the job gives one, and tells the handler its last attempt', async () => {
    const attempts: [number, boolean][] = [];
    const { name, queue, clock, jobs } = setup({
      retryDelaysMs: [1_000, 5_000],
      handler: async (_payload, ctx) => {
        attempts.push([ctx.attempt, ctx.lastAttempt]);
        throw new Error('refused');
      },
    });
    await queue.enqueue(t.database.db, ref(name), {});
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 1 });
    expect(await jobs()).toMatchObject([{ status: 'queued', maxAttempts: 3, runAt: new Date(START.getTime() + 1_000) }]);
    clock.advance(1_000);
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 1 });
    expect(await jobs()).toMatchObject([{ status: 'queued', runAt: new Date(START.getTime() + 6_000) }]);
    clock.advance(4_999);
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 0 });
    clock.advance(1);
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 1 });
    expect(attempts).toEqual([[1, false], [2, false], [3, true]]);
    expect(await jobs()).toMatchObject([{ status: 'failed', attempts: 3 }]);
  });

  it('does not run a job before its runAt', async () => {
    let runs = 0;
    const { name, queue, clock } = setup({ handler: async () => void (runs += 1) });
    await queue.enqueue(t.database.db, ref(name), null, { runAt: new Date(START.getTime() + 60_000) });
    await queue.runDue();
    expect(runs).toBe(0);
    clock.advance(60_000);
    await queue.runDue();
    expect(runs).toBe(1);
  });

  it('retries a failing job with exponential back-off as the clock moves, then keeps it failed with the reason [REQ:FR-SYS-3]', async () => {
    const attempts: number[] = [];
    const { name, queue, clock, jobs } = setup({
      maxAttempts: 3,
      backoffMs: 1_000,
      handler: async (_payload, ctx) => {
        attempts.push(ctx.attempt);
        throw new Error(`SMTP refused (attempt ${ctx.attempt})`);
      },
    });
    await queue.enqueue(t.database.db, ref(name), {});

    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 1 });
    expect(await jobs()).toMatchObject([{ status: 'queued', attempts: 1, lastError: 'SMTP refused (attempt 1)', runAt: new Date(START.getTime() + 1_000) }]);
    clock.advance(999);
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 0 });
    clock.advance(1);
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 1 });
    // The second wait is twice the first.
    clock.advance(1_999);
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 0 });
    clock.advance(1);
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 1 });

    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobs()).toMatchObject([{ status: 'failed', attempts: 3, maxAttempts: 3, lastError: 'SMTP refused (attempt 3)' }]);
    clock.advance(24 * 3_600_000);
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 0 });
  });

  it('runs each job exactly once when two instances race for the same jobs [REQ:FR-SYS-3]', async () => {
    const runs: number[] = [];
    const handler = async (payload: unknown) => {
      // A pause inside the handler lets the other instance claim meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 2));
      runs.push((payload as { n: number }).n);
    };
    const a = setup({ handler });
    const b = new JobQueue(t.database, { clock: a.clock, log: t.app.log });
    b.register({ payload: anyPayload, name: a.name, handler });
    for (let n = 0; n < 30; n += 1) await a.queue.enqueue(t.database.db, ref(a.name), { n });

    const [fromA, fromB] = await Promise.all([a.queue.runDue(), b.runDue()]);
    expect(fromA.succeeded + fromB.succeeded).toBe(30);
    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect((await a.jobs()).every((job) => job.status === 'succeeded' && job.attempts === 1)).toBe(true);
  });

  it('runs a job again elsewhere once the lease of an instance that stopped responding runs out', async () => {
    const stuck = deferred();
    const entered = deferred();
    const attempts: number[] = [];
    const handler = async (_payload: unknown, ctx: { attempt: number }) => {
      attempts.push(ctx.attempt);
      if (ctx.attempt === 1) {
        entered.resolve();
        await stuck.promise;
      }
    };
    const a = setup({ handler });
    const b = new JobQueue(t.database, { clock: a.clock, log: t.app.log });
    b.register({ payload: anyPayload, name: a.name, handler });
    await a.queue.enqueue(t.database.db, ref(a.name), null);

    const hung = a.queue.runDue();
    await entered.promise;
    expect(await b.runDue()).toEqual({ succeeded: 0, failed: 0 });
    a.clock.advance(60 * 60_000); // longer than any lease
    expect(await b.runDue()).toEqual({ succeeded: 1, failed: 0 });
    // The first instance finishing late does not overwrite the newer attempt.
    stuck.resolve();
    await hung;
    expect(attempts).toEqual([1, 2]);
    expect(await a.jobs()).toMatchObject([{ status: 'succeeded', attempts: 2 }]);
  });

  it('holds a claim for seconds, not minutes, and renews it by heartbeat while the attempt runs', async () => {
    const release = deferred();
    const entered = deferred();
    const name = `test-job-${(serial += 1)}`;
    const clock = new TestClock(START);
    const queue = new JobQueue(t.database, { clock, log: t.app.log, heartbeatMs: 20 });
    queue.register({ payload: anyPayload, name, handler: async () => {
      entered.resolve();
      await release.promise;
    } });
    await queue.enqueue(t.database.db, ref(name), null);
    const running = queue.runDue();
    await entered.promise;
    // Let the queue's other slots find nothing to claim before the clock moves.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [claimed] = (await queue.list({ name, page: 1, pageSize: 1 })).items;
    expect(claimed!.lockedUntil!.getTime() - START.getTime()).toBeLessThanOrEqual(60_000);
    // Two minutes on: past the first lease, but the live attempt renewed it, so no other instance takes the job.
    clock.advance(2 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const other = new JobQueue(t.database, { clock, log: t.app.log });
    other.register({ payload: anyPayload, name, handler: async () => undefined });
    expect(await other.runDue()).toEqual({ succeeded: 0, failed: 0 });
    release.resolve();
    expect(await running).toEqual({ succeeded: 1, failed: 0 });
  });

  it('takes back at start-up the jobs its own instance was running when it was killed', async () => {
    const killed = deferred();
    const entered = deferred();
    const ran = deferred();
    const name = `test-job-${(serial += 1)}`;
    const clock = new TestClock(START);
    const before = new JobQueue(t.database, { clock, log: t.app.log, instanceId: 'instance-k' });
    before.register({ payload: anyPayload, name, handler: async () => {
      entered.resolve();
      await killed.promise;
    } });
    await before.enqueue(t.database.db, ref(name), null);
    void before.runDue();
    await entered.promise;
    // Its other slots have found nothing more to claim: from here on it is as dead as a killed process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The process is gone (kill -9): its claim stays, with a lease that has not run out. The restarted instance
    // (same identity, same clock time) runs the job at once instead of waiting the lease out.
    const after = new JobQueue(t.database, { clock, log: t.app.log, instanceId: 'instance-k', pollMs: 10 * 60_000 });
    after.register({ payload: anyPayload, name, handler: async () => ran.resolve() });
    after.start();
    try {
      await Promise.race([ran.promise, new Promise((_, reject) => setTimeout(() => reject(new Error('waited for the lease')), 5_000))]);
    } finally {
      await after.stop();
      killed.resolve();
    }
  });

  it('runs a cron schedule once per occurrence as the clock moves, across instances', async () => {
    let runs = 0;
    const handler = async () => void (runs += 1);
    const a = setup({ handler });
    const b = new JobQueue(t.database, { clock: a.clock, log: t.app.log });
    b.register({ payload: anyPayload, name: a.name, handler });
    await a.queue.schedule(a.name, '0 * * * *');
    await b.schedule(a.name, '0 * * * *');

    const both = async () => Promise.all([a.queue.runDue(), b.runDue()]);
    await both();
    expect(runs).toBe(0);
    a.clock.set(new Date('2026-03-02T11:00:00Z'));
    await both();
    expect(runs).toBe(1);
    a.clock.advance(30 * 60_000);
    await both();
    expect(runs).toBe(1);
    a.clock.set(new Date('2026-03-02T12:00:00Z'));
    await both();
    await both();
    expect(runs).toBe(2);
    // A gap with nothing running: the pending occurrence runs once, late; the ones missed are not made up.
    a.clock.set(new Date('2026-03-02T16:10:00Z'));
    await both();
    expect(runs).toBe(3);

    const occurrences = (await a.jobs()).map((job) => [job.scheduledFor?.toISOString(), job.status]);
    expect(occurrences).toEqual([
      ['2026-03-02T17:00:00.000Z', 'queued'],
      ['2026-03-02T13:00:00.000Z', 'succeeded'],
      ['2026-03-02T12:00:00.000Z', 'succeeded'],
      ['2026-03-02T11:00:00.000Z', 'succeeded'],
    ]);
  });

  it('reads a cron schedule in the given time zone', async () => {
    const { name, queue, jobs } = setup({ handler: async () => undefined }, new TestClock(new Date('2026-01-15T06:00:00Z')));
    await queue.schedule(name, '0 9 * * *', { timezone: 'Europe/Berlin' });
    expect((await jobs()).map((job) => job.scheduledFor)).toEqual([new Date('2026-01-15T08:00:00Z')]);
    await expect(queue.schedule(name, '0 0 9 * * *')).rejects.toThrow(/5 fields/);
  });

  it('keeps one unfinished job per singleton key', async () => {
    let runs = 0;
    const { name, queue, jobs } = setup({ handler: async () => void (runs += 1) });
    await queue.enqueue(t.database.db, ref(name), { v: 1 }, { singletonKey: 'doc-1' });
    await queue.enqueue(t.database.db, ref(name), { v: 2 }, { singletonKey: 'doc-1' });
    await queue.enqueue(t.database.db, ref(name), { v: 3 }, { singletonKey: 'doc-2' });
    expect(await jobs()).toHaveLength(2);
    await queue.runDue();
    expect(runs).toBe(2);
    // Finished, the key is free again.
    await queue.enqueue(t.database.db, ref(name), { v: 4 }, { singletonKey: 'doc-1' });
    expect(await jobs()).toHaveLength(3);
  });

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    let runs = 0;
    const { name, queue, jobs } = setup({ handler: async () => void (runs += 1) });
    await expect(
      t.database.db.transaction(async (tx) => {
        await queue.enqueue(tx, ref(name), null);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs()).toEqual([]);

    await t.database.db.transaction(async (tx) => queue.enqueue(tx, ref(name), null));
    await queue.runDue();
    expect(runs).toBe(1);
  });

  it('retries a failed job on request with fresh attempts', async () => {
    let healthy = false;
    const { name, queue, jobs } = setup({
      maxAttempts: 1,
      handler: async () => {
        if (!healthy) throw new Error('repository unreachable');
      },
    });
    await queue.enqueue(t.database.db, ref(name), null);
    await queue.runDue();
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'failed', lastError: 'repository unreachable' });

    healthy = true;
    expect(await queue.retry(job!.id)).toEqual({ name, status: 'failed' });
    expect(await queue.runDue()).toEqual({ succeeded: 1, failed: 0 });
    expect(await jobs()).toMatchObject([{ status: 'succeeded', attempts: 1, lastError: null }]);
    // Only a failed job is requeued.
    expect(await queue.retry(job!.id)).toEqual({ name, status: 'succeeded' });
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 0 });
  });

  it('runs jobs side by side, so a long one does not hold up the next', async () => {
    const second = deferred();
    const { name, queue } = setup({
      maxAttempts: 1,
      handler: async (payload) => {
        if ((payload as { role: string }).role === 'second') return second.resolve();
        // The first finishes only once the second has run: one at a time, it would wait for ever.
        await Promise.race([second.promise, new Promise((_, reject) => setTimeout(() => reject(new Error('ran alone')), 5_000))]);
      },
    });
    // The first is due first, so it is claimed first.
    await queue.enqueue(t.database.db, ref(name), { role: 'first' }, { runAt: new Date(START.getTime() - 1) });
    await queue.enqueue(t.database.db, ref(name), { role: 'second' });
    expect(await queue.runDue()).toEqual({ succeeded: 2, failed: 0 });
  });

  it("keeps to a job's own concurrency, running the others meanwhile", async () => {
    let active = 0;
    let most = 0;
    const gate = deferred();
    const clock = new TestClock(START);
    const { name: heavy, queue } = setup(
      {
        concurrency: 1,
        handler: async () => {
          most = Math.max(most, (active += 1));
          await gate.promise;
          active -= 1;
        },
      },
      clock,
    );
    queue.register({ payload: anyPayload, name: `${heavy}-light`, handler: async () => gate.resolve() });
    for (let i = 0; i < 3; i++) await queue.enqueue(t.database.db, ref(heavy), { i });
    await queue.enqueue(t.database.db, ref(`${heavy}-light`), null);
    expect(await queue.runDue()).toEqual({ succeeded: 4, failed: 0 });
    expect(most).toBe(1);
  });

  it('runs a job kind with a slot of its own at once while every shared slot is busy', async () => {
    const gate = deferred();
    const clock = new TestClock(START);
    const { name: conversion, queue } = setup({ concurrency: 10, handler: async () => gate.promise }, clock);
    const backup = `${conversion}-backup`;
    // The administrator's backup releases the conversions: queued behind them in a shared slot, it would wait for ever.
    queue.register({ payload: anyPayload, name: backup, ownSlot: true, concurrency: 1, handler: async () => gate.resolve() });
    for (let i = 0; i < 6; i++) await queue.enqueue(t.database.db, ref(conversion), { i }, { runAt: new Date(START.getTime() - 1_000 + i) });
    await queue.enqueue(t.database.db, ref(backup), null);
    const outcome = await Promise.race([queue.runDue(), new Promise((_, reject) => setTimeout(() => reject(new Error('the backup waited behind the conversions')), 10_000))]);
    expect(outcome).toEqual({ succeeded: 7, failed: 0 });
  });

  it('when started, runs a committed job without waiting for the next poll', async () => {
    const ran = deferred();
    const name = `test-job-${(serial += 1)}`;
    const queue = new JobQueue(t.database, { log: t.app.log, pollMs: 10 * 60_000 });
    queue.register({ payload: anyPayload, name, handler: async () => ran.resolve() });
    queue.start();
    try {
      // Past the first pass (at start), only the commit's notice can wake it before the next poll.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.database.db.transaction(async (tx) => queue.enqueue(tx, ref(name), null));
      await Promise.race([ran.promise, new Promise((_, reject) => setTimeout(() => reject(new Error('not woken')), 5_000))]);
    } finally {
      await queue.stop();
    }
  });
});
