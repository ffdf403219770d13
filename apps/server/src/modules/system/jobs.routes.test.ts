import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobListResponse } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
const as: Record<'admin' | 'coordinator' | 'author', TestClient> = {} as never;
let healthy = false;
const flakyFetch = { name: 'flaky-fetch', payload: z.object({ repository: z.string() }) };

beforeAll(async () => {
  // A clock that stands still: no scheduled occurrence falls due during the test.
  t = await startTestApp({}, { clock: new TestClock(new Date('2026-03-02T10:30:00Z')) });
  for (const role of ['admin', 'coordinator', 'author'] as const) {
    as[role] = new TestClient(t.app);
    await as[role].signIn(`${role}@attest.local`);
  }
  t.app.jobs.register({
    ...flakyFetch,
    maxAttempts: 1,
    handler: async () => {
      if (!healthy) throw new Error('repository unreachable');
    },
  });
});
afterAll(async () => t.close());

const listJobs = async (query = '') => {
  const response = await as.admin.request('GET', `/api/system/jobs${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<JobListResponse>();
};

describe('background jobs in System Administration', () => {
  it('lists the jobs, paged and by status, with the reason a job failed', async () => {
    const scheduled = await listJobs('?status=queued');
    expect(scheduled.items.map((job) => job.name).sort()).toEqual(['audit-checkpoint', 'audit-export-reminder', 'audit-trail-reviews', 'blob-temp-sweep', 'idempotency-sweep', 'lms-reconcile', 'orphan-blob-sweep', 'periodic-reviews', 'repository-fetch', 'scheduled-release', 'signature-reminders', 'training-gate', 'training-reminders']);
    expect(scheduled.items.every((job) => job.scheduledFor !== null)).toBe(true);

    await t.app.jobs.enqueue(t.database.db, flakyFetch, { repository: 'sops' });
    await t.app.jobs.runDue();
    const failed = await listJobs('?status=failed');
    expect(failed).toMatchObject({ total: 1, page: 1, pageSize: 50, items: [{ name: 'flaky-fetch', status: 'failed', attempts: 1, maxAttempts: 1, lastError: 'repository unreachable' }] });
    // Payloads are not listed.
    expect(JSON.stringify(failed)).not.toContain('sops');

    const page = await listJobs('?pageSize=1&page=2');
    expect(page).toMatchObject({ total: 14, page: 2, pageSize: 1 });
    expect(page.items).toHaveLength(1);
  });

  it('retries a failed job on request, audited, and refuses a job that has not failed [REQ:FR-SYS-3]', async () => {
    const [failed] = (await listJobs('?status=failed')).items;
    healthy = true;
    const retried = await as.admin.request('POST', `/api/system/jobs/${failed!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: failed!.id, status: 'queued' });
    const [event] = rowsOf<{ action: string; actor_name: string; new_values: unknown }>(
      await t.database.db.execute(sql`SELECT action, actor_name, new_values FROM audit_events WHERE entity_type = 'job' AND entity_id = ${failed!.id}`),
    );
    expect(event).toEqual({ action: 'Job Retried', actor_name: 'Sarah Mitchell', new_values: { name: 'flaky-fetch', status: 'queued' } });

    expect(await t.app.jobs.runDue()).toEqual({ succeeded: 1, failed: 0 });
    expect(errorCode(await as.admin.request('POST', `/api/system/jobs/${failed!.id}/retry`))).toBe('CONFLICT');
    expect(errorCode(await as.admin.request('POST', '/api/system/jobs/00000000-0000-4000-8000-000000000000/retry'))).toBe('NOT_FOUND');
    // A refused retry leaves no audit event.
    const [count] = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_events WHERE entity_type = 'job'`));
    expect(count!.n).toBe(1);
  });

  it('is for holders of manage-system only', async () => {
    const [job] = (await listJobs()).items;
    for (const client of [as.coordinator, as.author]) {
      expect(errorCode(await client.request('GET', '/api/system/jobs'))).toBe('FORBIDDEN');
      expect(errorCode(await client.request('POST', `/api/system/jobs/${job!.id}/retry`))).toBe('FORBIDDEN');
    }
  });
});
