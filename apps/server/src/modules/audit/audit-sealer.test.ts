import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { SYSTEM_ACTOR } from './audit.repo.ts';
import { appendUncataloguedEvent } from '../../../test/uncatalogued-audit.ts';
import { verifyAuditTrail } from './audit-verify.ts';

// FR-AUD-2: an audited change costs one INSERT (the event and its keyed tag); the keyed seal follows the
// commit. The tag keeps the window between the two closed to someone holding the database owner's login.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const sealOfSeq = async (db: Db, seq: number) => rowsOf<{ mac: string }>(await db.execute(sql`SELECT mac FROM audit_seals WHERE seq = ${seq}`))[0]?.mac ?? null;
const event = (action: string) => ({ actor: SYSTEM_ACTOR, action, entityType: 'system', newValues: { note: action } });

describe('the sealer', () => {
  it('seals an event after its transaction commits, never inside it; verify accepts an event awaiting its seal', async () => {
    t = await startTestApp();
    const db = t.database.db;
    await t.app.auditSealer.seal();
    let seq = 0;
    await db.transaction(async (tx) => {
      ({ seq } = await appendUncataloguedEvent(tx, event('Sealed After Commit')));
      const [row] = rowsOf<{ tag: string | null }>(await tx.execute(sql`SELECT tag FROM audit_events WHERE seq = ${seq}`));
      expect(row?.tag).toMatch(/^[0-9a-f]{64}$/);
      expect(await sealOfSeq(tx, seq)).toBeNull();
    });
    // Awaiting its seal (unless the commit's announcement has already been answered): the trail verifies either way.
    expect(await verifyAuditTrail(db, t.store)).toMatchObject({ intact: true, verified: seq });
    await t.app.auditSealer.seal();
    expect(await sealOfSeq(db, seq)).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyAuditTrail(db, t.store)).toMatchObject({ intact: true, verified: seq });
  });

  it('never seals an event changed before its seal, stops there, and verify names it', async () => {
    t = await startTestApp();
    const db = t.database.db;
    await t.app.auditSealer.seal();
    // The owner changes the event in the very transaction that writes it: no seal can have been made yet.
    const seq = await t.asOwner(async (owner) => {
      const written = await appendUncataloguedEvent(owner, event('Approved By The Right Person'));
      await owner.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete`);
      await owner.execute(sql`UPDATE audit_events SET actor_name = 'Someone Else' WHERE seq = ${written.seq}`);
      await owner.execute(sql`UPDATE audit_events a SET hash = audit_event_hash(e.prev_hash, e) FROM audit_events e WHERE a.seq = ${written.seq} AND e.seq = ${written.seq}`);
      await owner.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete`);
      return written.seq;
    });
    const later = await appendUncataloguedEvent(db, event('Later'));
    expect(await t.app.auditSealer.seal()).toEqual({ sealed: 0, refusedSeq: seq });
    expect(await sealOfSeq(db, seq)).toBeNull();
    expect(await sealOfSeq(db, later.seq)).toBeNull();
    expect(await verifyAuditTrail(db, t.store)).toMatchObject({ intact: false, problem: 'rewritten', firstBrokenSeq: seq });
    // Nor is the checkpoint moved past it.
    const checkpoint = await t.app.auditCheckpointer.checkpoint('schedule');
    expect(checkpoint).toBeNull();
  });

  it('never seals an event inserted around the server, even with a tag copied from another event', async () => {
    t = await startTestApp();
    const db = t.database.db;
    const genuine = await appendUncataloguedEvent(db, event('Genuine'));
    await t.app.auditSealer.seal();
    const seq = await t.asOwner(async (owner) => {
      const [row] = rowsOf<{ seq: string | number }>(
        await owner.execute(sql`INSERT INTO audit_events (actor_name, action, entity_type, new_values, tag)
          SELECT 'forger', 'Document Approved', 'system', new_values, tag FROM audit_events WHERE seq = ${genuine.seq} RETURNING seq`),
      );
      return Number(row?.seq);
    });
    expect((await t.app.auditSealer.seal()).refusedSeq).toBe(seq);
    expect(await verifyAuditTrail(db, t.store)).toMatchObject({ intact: false, problem: 'rewritten', firstBrokenSeq: seq });
  });

  it('seals at the first job-queue pass after a committed change is announced', async () => {
    t = await startTestApp();
    const db = t.database.db;
    await t.app.jobs.runDue();
    const { seq } = await appendUncataloguedEvent(db, event('Sealed At The Pass'));
    // The commit's announcement reaches the sealer (every instance hears it); the pass then seals.
    await expect.poll(async () => { await t!.app.jobs.runDue(); return sealOfSeq(db, seq); }, { timeout: 15_000 }).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers many asks with few runs, each covering what was committed before it was asked', async () => {
    t = await startTestApp();
    const db = t.database.db;
    const asks: Promise<unknown>[] = [];
    for (let i = 0; i < 10; i++) {
      const { seq } = await appendUncataloguedEvent(db, event(`Ask ${i}`));
      asks.push(t.app.auditSealer.seal().then(async () => expect(await sealOfSeq(db, seq)).not.toBeNull()));
    }
    await Promise.all(asks);
  });
});
