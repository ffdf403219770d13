import { createHash } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrphanSweepResponse, StorageIntegrityResponse } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';

const HOUR = 3_600_000;
const SWEEP = '/api/system/storage/orphans/sweep';
// The app's "now"; every file's age is set against it, whatever the real time is.
const clock = new TestClock(new Date('2031-03-10T12:00:00Z'));
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;

beforeAll(async () => {
  t = await startTestApp({ SITE_TIMEZONE: 'UTC' }, { clock });
  as = await signedInClients(t.app);
});
afterAll(async () => t.close());

/** Stores content the way an upload does and dates the file `ageMs` before the app's now; returns its hash. */
async function putBlob(content: string, ageMs: number): Promise<string> {
  const sha256 = createHash('sha256').update(content).digest('hex');
  const temp = await t.store.createTempPath();
  await writeFile(temp, content);
  await t.store.commitTemp(temp, sha256);
  const at = new Date(clock.now().getTime() - ageMs);
  await utimes(t.store.localPath(sha256)!, at, at);
  return sha256;
}
const register = async (sha256: string, size: number, destroyed = false) =>
  t.database.db.execute(sql`INSERT INTO blobs (sha256, size, mime_type, destroyed_at) VALUES (${sha256}, ${size}, 'text/plain', ${destroyed ? clock.now().toISOString() : null})`);
const sweepEvents = async () =>
  rowsOf<{ actor_name: string; actor_role: string | null; entity_type: string; ip: string | null; new_values: Record<string, unknown> }>(
    await t.database.db.execute(sql`SELECT actor_name, actor_role, entity_type, ip, new_values FROM audit_events WHERE action = 'Orphaned Files Removed' ORDER BY seq`),
  );

describe('the orphaned-file sweep', () => {
  let oldOrphan: string;
  let youngOrphan: string;
  let registered: string;
  let destroyed: string;

  beforeAll(async () => {
    oldOrphan = await putBlob('left behind by a killed upload', 25 * HOUR);
    youngOrphan = await putBlob('an upload whose transaction has not committed yet', 1 * HOUR);
    registered = await putBlob('a registered file', 48 * HOUR);
    await register(registered, 'a registered file'.length);
    // Its bytes were to be destroyed by a disposition: the row stays, so the sweep leaves it to the disposition.
    destroyed = await putBlob('a destroyed file whose bytes are still there', 48 * HOUR);
    await register(destroyed, 'a destroyed file whose bytes are still there'.length, true);
  });

  it('may be run by an administrator only', async () => {
    for (const client of [as.author, as.coordinator, as.user]) {
      const response = await client.request('POST', SWEEP);
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('FORBIDDEN');
    }
    expect(await t.store.exists(oldOrphan)).toBe(true);
  });

  it('removes the orphans older than the grace period, keeps the younger ones and every registered file, and audits the count', async () => {
    const response = await as.admin.request('POST', SWEEP);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OrphanSweepResponse>()).toEqual({ removed: 1, bytes: 'left behind by a killed upload'.length, keptInGrace: 1, graceHours: 24 });
    expect(await t.store.exists(oldOrphan)).toBe(false);
    expect(await t.store.exists(youngOrphan)).toBe(true);
    expect(await t.store.exists(registered)).toBe(true);
    expect(await t.store.exists(destroyed)).toBe(true);
    const events = await sweepEvents();
    expect(events).toEqual([
      {
        actor_name: 'Sarah Mitchell',
        actor_role: 'admin',
        entity_type: 'storage',
        ip: expect.any(String) as string,
        new_values: { removed: 1, bytes: 'left behind by a killed upload'.length, hashes: [oldOrphan], graceHours: 24, keptInGrace: 1 },
      },
    ]);
    const report = (await as.admin.request('GET', '/api/system/storage/integrity')).json<StorageIntegrityResponse>();
    expect(report.orphans).not.toContain(oldOrphan);
  });

  it('writes no audit event when it removes nothing', async () => {
    const response = await as.admin.request('POST', SWEEP);
    expect(response.json<OrphanSweepResponse>()).toMatchObject({ removed: 0, bytes: 0, keptInGrace: 1 });
    expect(await sweepEvents()).toHaveLength(1);
  });

  it('keeps a file whose row commits while the sweep runs (asked again right before the delete)', async () => {
    const late = await putBlob('an upload of bytes seen as an orphan, registered meanwhile', 30 * HOUR);
    const stat = t.store.stat.bind(t.store);
    // The row commits between the sweep's listing of rows and its delete: when it looks at the file's age.
    t.store.stat = async (sha256) => {
      if (sha256 === late) await register(late, 10);
      return stat(sha256);
    };
    try {
      const response = await as.admin.request('POST', SWEEP);
      expect(response.json<OrphanSweepResponse>()).toMatchObject({ removed: 0 });
    } finally {
      t.store.stat = stat;
    }
    expect(await t.store.exists(late)).toBe(true);
  });

  it('keeps a file an upload stores again while the sweep looks at it, its row not yet committed', async () => {
    const content = 'stored again by an upload as the sweep decides';
    const again = await putBlob(content, 30 * HOUR);
    // Right after the sweep read the file's (old) age, an upload commits the same bytes: the file is fresh again, and
    // the upload's row commits only after the sweep has asked whether one exists.
    const stat = t.store.stat.bind(t.store);
    let first = true;
    t.store.stat = async (sha256) => {
      const seen = await stat(sha256);
      if (sha256 === again && first) {
        first = false;
        const temp = await t.store.createTempPath();
        await writeFile(temp, content);
        await t.store.commitTemp(temp, sha256);
        const now = clock.now();
        await utimes(t.store.localPath(sha256)!, now, now);
      }
      return seen;
    };
    try {
      const response = await as.admin.request('POST', SWEEP);
      expect(response.json<OrphanSweepResponse>()).toMatchObject({ removed: 0 });
    } finally {
      t.store.stat = stat;
    }
    expect(await t.store.exists(again)).toBe(true);
    // No upload really recorded it: out of the way of the job's count below.
    await t.store.delete(again);
  });

  it('runs daily as a job, as the system, once the younger orphan is past the grace period', async () => {
    clock.advance(2 * 24 * HOUR);
    await t.app.jobs.runDue();
    expect(await t.store.exists(youngOrphan)).toBe(false);
    expect(await t.store.exists(registered)).toBe(true);
    const events = await sweepEvents();
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ actor_name: 'system', actor_role: null, ip: null, new_values: { removed: 1, hashes: [youngOrphan], graceHours: 24 } });
  });
});
