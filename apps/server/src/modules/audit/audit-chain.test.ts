import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { SYSTEM_ACTOR } from './audit.repo.ts';
import { appendUncataloguedEvent } from '../../../test/uncatalogued-audit.ts';
import { verifyAuditTrail } from './audit-verify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const lastSeq = async () =>
  Number(rowsOf<{ seq: string | number }>(await db().execute(sql`SELECT max(seq) AS seq FROM audit_events`))[0]?.seq);
const verify = () => verifyAuditTrail(db(), t.store);
/** Drizzle wraps the database error; the cause carries PostgreSQL's message. */
const failure = async (query: Promise<unknown>) => query.then(() => 'succeeded', (e: Error) => (e.cause instanceof Error ? e.cause.message : e.message));

describe('the audit chain', () => {
  it('links every event to the one before with a SHA-256 hash and seals each with the key [REQ:P11-10e] [REQ:A11-9] [REQ:FR-AUD-1]', async () => {
    await appendUncataloguedEvent(db(), { actor: SYSTEM_ACTOR, action: 'Chain Test', entityType: 'system', newValues: { a: 1, nested: { z: [1, 'x'], b: null } } });
    await t.app.auditSealer.seal();
    const rows = rowsOf<{ seq: string | number; prev_hash: string; hash: string; mac: string | null }>(
      await db().execute(sql`SELECT e.seq, e.prev_hash, e.hash, s.mac FROM audit_events e LEFT JOIN audit_seals s ON s.seq = e.seq ORDER BY e.seq`),
    );
    expect(rows.length).toBeGreaterThan(2);
    expect(rows[0]?.prev_hash).toBe('0'.repeat(64));
    rows.forEach((row, i) => {
      expect(Number(row.seq)).toBe(i + 1);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.mac).toMatch(/^[0-9a-f]{64}$/);
      if (i > 0) expect(row.prev_hash).toBe(rows[i - 1]?.hash);
    });
    expect(await verify()).toMatchObject({ intact: true, verified: rows.length, firstBrokenSeq: null, problem: null });
    // The trigger's hash (computed inline since migration 0211) is the one the database's own check recomputes.
    const [own] = rowsOf<{ intact: boolean; verified: string | number }>(await db().execute(sql`SELECT intact, verified FROM audit_verify()`));
    expect({ intact: own?.intact, verified: Number(own?.verified) }).toEqual({ intact: true, verified: rows.length });
  });

  it('ignores a sequence, time or hash supplied by the writer, and an event written around the server has no seal', async () => {
    await db().execute(sql`INSERT INTO audit_events (seq, occurred_at, actor_name, action, entity_type, prev_hash, hash)
      VALUES (999999, '2000-01-01', 'forger', 'Backdated', 'system', 'x', 'y')`);
    const [row] = rowsOf<{ seq: string | number; occurred_at: Date }>(
      await db().execute(sql`SELECT seq, occurred_at FROM audit_events WHERE action = 'Backdated'`),
    );
    expect(Number(row?.seq)).toBeLessThan(999999);
    expect(new Date(row!.occurred_at).getFullYear()).toBeGreaterThan(2020);
    expect(await verify()).toMatchObject({ intact: false, problem: 'rewritten', firstBrokenSeq: Number(row?.seq) });
  });

  it('writes nothing when the change it records is rolled back [REQ:P11-10e] [REQ:FR-AUD-1]', async () => {
    const before = await lastSeq();
    await expect(
      db().transaction(async (tx) => {
        await appendUncataloguedEvent(tx, { actor: SYSTEM_ACTOR, action: 'Doomed', entityType: 'system' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await lastSeq()).toBe(before);
  });
});

describe('concurrent writers', () => {
  it('keep one unbroken sealed chain', async () => {
    const fresh = await startTestApp();
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fresh.database.db.transaction((tx) => appendUncataloguedEvent(tx, { actor: SYSTEM_ACTOR, action: 'Concurrent', entityType: 'system', newValues: { i } })),
        ),
      );
      const verification = await verifyAuditTrail(fresh.database.db, fresh.store);
      const [head] = rowsOf<{ seq: string | number }>(await fresh.database.db.execute(sql`SELECT max(seq) AS seq FROM audit_events`));
      expect(verification).toMatchObject({ intact: true, verified: Number(head?.seq) });
    } finally {
      await fresh.close();
    }
  });
});

describe('the runtime role and the owner', () => {
  it('lets the server only insert and read the evidence tables, and not alter their triggers', async () => {
    for (const table of ['audit_events', 'audit_seals']) {
      expect(await failure(db().execute(sql.raw(`UPDATE ${table} SET seq = seq WHERE seq = 1`)))).toMatch(/permission denied/);
      expect(await failure(db().execute(sql.raw(`DELETE FROM ${table} WHERE seq = 1`)))).toMatch(/permission denied/);
      expect(await failure(db().execute(sql.raw(`TRUNCATE ${table}`)))).toMatch(/permission denied/);
      expect(await failure(db().execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ALL`)))).toMatch(/must be owner/);
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE even to the owner while the triggers stand [REQ:P11-10e] [REQ:FR-AUD-1]', async () => {
    const asOwner = (statement: string) => failure(t.asOwner((owner) => owner.execute(sql.raw(statement))));
    expect(await asOwner(`UPDATE audit_events SET action = 'Edited' WHERE seq = 1`)).toMatch(/append-only: UPDATE/);
    expect(await asOwner(`DELETE FROM audit_events WHERE seq = 1`)).toMatch(/append-only: DELETE/);
    expect(await asOwner(`TRUNCATE audit_events, audit_seals`)).toMatch(/append-only: TRUNCATE/);
    expect(await asOwner(`UPDATE audit_seals SET mac = 'x' WHERE seq = 1`)).toMatch(/append-only: UPDATE/);
  });
});
describe('GET /api/audit/verify', () => {
  it('is for administrators only [REQ:FR-AUD-5]', async () => {
    const anonymous = await new TestClient(t.app).request('GET', '/api/audit/verify');
    expect(anonymous.statusCode).toBe(401);
    const author = new TestClient(t.app);
    await author.signIn('author@attest.local');
    expect((await author.request('GET', '/api/audit/verify')).statusCode).toBe(403);
  });

  it('reports the verification result to an administrator [REQ:FR-AUD-5]', async () => {
    const fresh = await startTestApp();
    try {
      const admin = new TestClient(fresh.app);
      await admin.signIn('admin@attest.local');
      const response = await admin.request('GET', '/api/audit/verify');
      expect(response.statusCode).toBe(200);
      const body = response.json<{ intact: boolean; verified: number; firstBrokenSeq: number | null }>();
      expect(body.intact).toBe(true);
      expect(body.firstBrokenSeq).toBeNull();
      const signIns = rowsOf<{ n: string | number }>(
        await fresh.database.db.execute(sql`SELECT count(*) AS n FROM audit_events WHERE action = 'Sign-in'`),
      );
      expect(Number(signIns[0]?.n)).toBe(1);
      const total = rowsOf<{ n: string | number }>(await fresh.database.db.execute(sql`SELECT count(*) AS n FROM audit_events`));
      expect(body.verified).toBe(Number(total[0]?.n));
    } finally {
      await fresh.close();
    }
  });
});
