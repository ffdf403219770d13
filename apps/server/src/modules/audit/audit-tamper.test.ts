import { chmod, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { deleteAuditEventsAfter } from '../../../test/audit-tampering.ts';
import { SYSTEM_ACTOR } from './audit.repo.ts';
import { appendUncataloguedEvent } from '../../../test/uncatalogued-audit.ts';
import { CHECKPOINT_FOLDER, readCheckpoints } from './audit-checkpoints.ts';
import { CHECKPOINT_GRACE_MS, verifyAuditTrail } from './audit-verify.ts';

// The outside tester's attacks on the audit trail, played by someone holding the database owner's login.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Signs the administrator in first: signing in is audited, and must not land between the tampering and the check. */
async function signedInAdmin(app: TestApp): Promise<TestClient> {
  const admin = new TestClient(app.app);
  await admin.signIn('admin@attest.local');
  return admin;
}

async function verifyAs(admin: TestClient) {
  const response = await admin.request('GET', '/api/audit/verify');
  expect(response.statusCode).toBe(200);
  return response.json<{ intact: boolean; firstBrokenSeq: number | null; problem: string | null; verified: number }>();
}

const head = async (db: Db) => Number(rowsOf<{ seq: string }>(await db.execute(sql`SELECT max(seq) AS seq FROM audit_events`))[0]?.seq);
const append = (db: Db, n: number, action = 'Tamper Test') =>
  Array.from({ length: n }).reduce<Promise<unknown>>((p, _, i) => p.then(() => appendUncataloguedEvent(db, { actor: SYSTEM_ACTOR, action, entityType: 'system', newValues: { i } })), Promise.resolve());

describe('a rewrite by the database owner', () => {
  it('passes the database\'s own hash check but not the keyed seals [REQ:P11-10a] [REQ:FR-AUD-2]', async () => {
    t = await startTestApp();
    const admin = await signedInAdmin(t);
    await append(t.database.db, 10);
    // The tester's recipe: disable the trigger, change event 8's actor, recompute every later hash with the
    // database's own function, enable the trigger again.
    await t.asOwner(async (owner) => {
      await owner.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete`);
      await owner.execute(sql`UPDATE audit_events SET actor_name = 'Someone Else' WHERE seq = 8`);
      await owner.execute(sql`DO $$
        DECLARE e audit_events; prev text;
        BEGIN
          SELECT hash INTO prev FROM audit_events WHERE seq = 7;
          FOR e IN SELECT * FROM audit_events WHERE seq >= 8 ORDER BY seq LOOP
            UPDATE audit_events SET prev_hash = prev, hash = audit_event_hash(prev, e) WHERE seq = e.seq;
            SELECT hash INTO prev FROM audit_events WHERE seq = e.seq;
          END LOOP;
        END $$`);
      await owner.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete`);
    });
    const [dbCheck] = rowsOf<{ intact: boolean }>(await t.database.db.execute(sql`SELECT intact FROM audit_verify()`));
    expect(dbCheck?.intact).toBe(true);
    expect(await verifyAs(admin)).toMatchObject({ intact: false, problem: 'rewritten', firstBrokenSeq: 8, verified: 7 });
  });
});

describe('a deleted tail', () => {
  const deleteNewest = async (app: TestApp, count: number) => deleteAuditEventsAfter(app, (await head(app.database.db)) - count);

  it('is reported as truncated against the newest checkpoint [REQ:FR-AUD-2]', async () => {
    t = await startTestApp();
    const admin = await signedInAdmin(t);
    await append(t.database.db, 5);
    const checkpoint = await t.app.auditCheckpointer.checkpoint('schedule');
    expect(checkpoint?.seq).toBe(await head(t.database.db));
    await deleteNewest(t, 3);
    expect(await verifyAs(admin)).toMatchObject({ intact: false, problem: 'truncated', firstBrokenSeq: checkpoint!.seq - 2 });
  });

  it('is reported when new events reuse the deleted sequence numbers', async () => {
    t = await startTestApp();
    const admin = await signedInAdmin(t);
    const before = await head(t.database.db);
    await append(t.database.db, 5);
    const checkpoint = await t.app.auditCheckpointer.checkpoint('schedule');
    await deleteNewest(t, 3);
    // The server goes on writing properly sealed events over the gap.
    await append(t.database.db, 4, 'After The Deletion');
    expect(await head(t.database.db)).toBeGreaterThan(checkpoint!.seq);
    const result = await verifyAs(admin);
    expect(result).toMatchObject({ intact: false, problem: 'tail-replaced' });
    // Everything after the last checkpoint that still matches (the start-up one) is in doubt.
    expect(result.firstBrokenSeq).toBeLessThanOrEqual(before + 1);
  });
});

describe('checkpoints', () => {
  it('are signed, and listed for administrators only', async () => {
    t = await startTestApp();
    expect((await readCheckpoints(t.store)).map((c) => c.reason)).toEqual(['start']);
    await append(t.database.db, 3);
    await t.app.auditCheckpointer.checkpoint('schedule');
    const all = await readCheckpoints(t.store);
    expect(all.every((c) => c.signatureValid)).toBe(true);
    const admin = new TestClient(t.app);
    await admin.signIn('admin@attest.local');
    const listed = await admin.request('GET', '/api/audit/checkpoints');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ items: { seq: number }[] }>().items[0]?.seq).toBe(Math.max(...all.map((c) => c.seq)));
    const author = new TestClient(t.app);
    await author.signIn('author@attest.local');
    expect((await author.request('GET', '/api/audit/checkpoints')).statusCode).toBe(403);
  });

  it('are written on the AUDIT_CHECKPOINT_CRON schedule whatever the delay', async () => {
    const clock = new TestClock(new Date('2026-03-09T10:00:00Z'));
    t = await startTestApp({ AUDIT_CHECKPOINT_DELAY_SECONDS: '3600', AUDIT_CHECKPOINT_CRON: '7 * * * *' }, { clock });
    await append(t.database.db, 3);
    const newest = await head(t.database.db);
    await t.app.jobs.runDue();
    expect((await readCheckpoints(t.store)).map((c) => c.reason)).toEqual(['start']);
    clock.set(new Date('2026-03-09T10:07:00Z'));
    await t.app.jobs.runDue();
    const scheduled = (await readCheckpoints(t.store)).filter((c) => c.reason === 'schedule');
    expect(scheduled.map((c) => [c.seq, c.createdAt])).toEqual([[newest, '2026-03-09T10:07:00.000Z']]);
    // Nothing new by the next occurrence: no second checkpoint of the same head.
    clock.set(new Date('2026-03-09T11:07:00Z'));
    await t.app.jobs.runDue();
    expect((await readCheckpoints(t.store)).filter((c) => c.reason === 'schedule')).toHaveLength(1);
  });

  it('that are forged or altered are reported [REQ:FR-AUD-2]', async () => {
    t = await startTestApp();
    const admin = await signedInAdmin(t);
    const [startCheckpoint] = await readCheckpoints(t.store);
    const file = path.join(t.blobRoot, 'records', startCheckpoint!.name);
    const altered = JSON.parse(await readFile(file, 'utf8')) as { mac: string };
    altered.mac = 'f'.repeat(64);
    await chmod(file, 0o644);
    await writeFile(file, JSON.stringify(altered));
    expect(await verifyAs(admin)).toMatchObject({ intact: false, problem: 'checkpoint-invalid', firstBrokenSeq: startCheckpoint!.seq });
  });

  it('missing for the newest event is reported once the grace period has passed', async () => {
    t = await startTestApp();
    const admin = await signedInAdmin(t);
    await append(t.database.db, 7);
    // Someone removes every checkpoint from the store.
    const folder = path.join(t.blobRoot, 'records', CHECKPOINT_FOLDER);
    for (const name of await readdir(folder)) await unlink(path.join(folder, name));
    expect(await verifyAs(admin)).toMatchObject({ intact: true });
    // The events' age is measured by the database's clock, which the test cannot move: the check is asked as if later.
    const later = new Date(Date.now() + CHECKPOINT_GRACE_MS + 60_000);
    expect(await verifyAuditTrail(t.database.db, t.store, { now: later })).toMatchObject({ intact: false, problem: 'checkpoint-missing', firstBrokenSeq: 1 });
  });
});
