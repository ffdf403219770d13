import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { appendAuditEvent, SYSTEM_ACTOR, verifyAuditChain } from './audit.repo.ts';

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

describe('the audit chain', () => {
  it('links every event to the one before with a SHA-256 hash assigned by the database', async () => {
    await appendAuditEvent(db(), { actor: SYSTEM_ACTOR, action: 'Chain Test', entityType: 'system', newValues: { a: 1 } });
    const rows = rowsOf<{ seq: string | number; prev_hash: string; hash: string }>(
      await db().execute(sql`SELECT seq, prev_hash, hash FROM audit_events ORDER BY seq`),
    );
    expect(rows.length).toBeGreaterThan(2);
    expect(rows[0]?.prev_hash).toBe('0'.repeat(64));
    rows.forEach((row, i) => {
      expect(Number(row.seq)).toBe(i + 1);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      if (i > 0) expect(row.prev_hash).toBe(rows[i - 1]?.hash);
    });
    expect(await verifyAuditChain(db())).toEqual({ intact: true, verified: rows.length, firstBrokenSeq: null });
  });

  it('ignores a sequence, time or hash supplied by the writer', async () => {
    await db().execute(sql`INSERT INTO audit_events (seq, occurred_at, actor_name, action, entity_type, prev_hash, hash)
      VALUES (999999, '2000-01-01', 'forger', 'Backdated', 'system', 'x', 'y')`);
    const [row] = rowsOf<{ seq: string | number; occurred_at: Date; hash: string }>(
      await db().execute(sql`SELECT seq, occurred_at, hash FROM audit_events WHERE action = 'Backdated'`),
    );
    expect(Number(row?.seq)).toBeLessThan(999999);
    expect(new Date(row!.occurred_at).getFullYear()).toBeGreaterThan(2020);
    expect((await verifyAuditChain(db())).intact).toBe(true);
  });

  it('refuses UPDATE, DELETE and TRUNCATE at the database', async () => {
    // Drizzle wraps the database error; the cause carries PostgreSQL's message.
    const failure = async (query: Promise<unknown>) => query.then(() => 'succeeded', (e: Error) => (e.cause instanceof Error ? e.cause.message : e.message));
    expect(await failure(db().execute(sql`UPDATE audit_events SET action = 'Edited' WHERE seq = 1`))).toMatch(/append-only: UPDATE/);
    expect(await failure(db().execute(sql`DELETE FROM audit_events WHERE seq = 1`))).toMatch(/append-only: DELETE/);
    expect(await failure(db().execute(sql`TRUNCATE audit_events`))).toMatch(/append-only: TRUNCATE/);
  });

  it('writes nothing when the change it records is rolled back', async () => {
    const before = await lastSeq();
    await expect(
      db().transaction(async (tx) => {
        await appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Doomed', entityType: 'system' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await lastSeq()).toBe(before);
  });

  it('keeps one unbroken chain under concurrent writers', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db().transaction((tx) => appendAuditEvent(tx, { actor: SYSTEM_ACTOR, action: 'Concurrent', entityType: 'system', newValues: { i } })),
      ),
    );
    const verification = await verifyAuditChain(db());
    expect(verification.intact).toBe(true);
    expect(verification.verified).toBe(await lastSeq());
  });

  it('names the first altered event when a superuser tampers with the trail', async () => {
    const target = 3;
    await db().execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete`);
    try {
      await db().execute(sql`UPDATE audit_events SET reason = 'rewritten later' WHERE seq = ${target}`);
    } finally {
      await db().execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete`);
    }
    expect(await verifyAuditChain(db())).toMatchObject({ intact: false, verified: target - 1, firstBrokenSeq: target });
  });
});

describe('GET /api/audit/verify', () => {
  it('is for administrators only', async () => {
    const anonymous = await new TestClient(t.app).request('GET', '/api/audit/verify');
    expect(anonymous.statusCode).toBe(401);
    const author = new TestClient(t.app);
    await author.signIn('author@attest.local');
    expect((await author.request('GET', '/api/audit/verify')).statusCode).toBe(403);
  });

  it('reports the verification result to an administrator', async () => {
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
