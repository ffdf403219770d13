import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DiagnosticCheck, DiagnosticsResponse } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { createWorkerPool, workerPools } from '../../platform/workers/worker-pool.ts';
import { startTestSmtp } from './test-smtp.ts';

const NAMES = ['database', 'migrations', 'audit-chain', 'audit-key', 'blob-store', 'renditions', 'smtp', 'listen-notify', 'worker-pools', 'disk-space', 'clock', 'backups'];
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const clock = new TestClock(new Date());
let admin: TestClient;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'attest@plant.example' }, { clock });
  admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function run(): Promise<Record<string, DiagnosticCheck>> {
  const response = await admin.request('POST', '/api/system/diagnostics');
  expect(response.statusCode).toBe(200);
  const { checks } = response.json<DiagnosticsResponse>();
  expect(checks.map((check) => check.name)).toEqual(NAMES);
  for (const check of checks) {
    expect(check.ms).toBeGreaterThanOrEqual(0);
    expect(check.quickFix.length).toBeGreaterThan(20);
  }
  return Object.fromEntries(checks.map((check) => [check.name, check]));
}

const finishedBackup = (finishedAt: Date) =>
  t.asOwner((owner) =>
    owner.execute(sql`INSERT INTO backups (status, trigger, started_at, finished_at, heartbeat_at, file_name, location, database_kind)
      VALUES ('succeeded', 'manual', ${finishedAt.toISOString()}, ${finishedAt.toISOString()}, ${finishedAt.toISOString()}, ${`attest-${finishedAt.getTime()}.tar`}, '/backups', 'pglite')`),
  );

describe('Run Diagnostics on a healthy server', () => {
  it('passes every check but the backup none of which was taken yet, sends no mail, and records the run [REQ:A11-11] [REQ:FR-SYS-2]', async () => {
    // The test clock stands still: set it to the real time first, so it agrees with the database's.
    clock.set(new Date());
    const checks = await run();
    for (const name of NAMES.filter((n) => n !== 'backups')) expect(checks[name], name).toMatchObject({ status: 'pass' });
    expect(checks.backups).toMatchObject({ status: 'warn', message: 'No backup has been taken yet' });
    expect(checks.smtp?.message).toContain(`127.0.0.1:${smtp.port}`);
    expect(checks.renditions?.message).toMatch(/^Converted the sample Word file to a \d+-page PDF/);
    expect(checks.migrations?.message).toMatch(/^All \d+ migrations are applied$/);
    expect(smtp.received).toEqual([]);
    // The round trip leaves no file behind.
    const left: string[] = [];
    for await (const hash of t.store.list()) left.push(hash);
    expect(left).toEqual([]);

    const [event] = rowsOf<{ actor_name: string; new_values: unknown }>(
      await t.database.db.execute(sql`SELECT actor_name, new_values FROM audit_events WHERE action = 'Diagnostics Run'`),
    );
    expect(event).toEqual({ actor_name: 'Sarah Mitchell', new_values: { total: 12, passed: 11, failed: [], warnings: ['backups'] } });
  }, 120_000);

  it('grades the last backup by its age: pass within 2 days, warn after, fail after 7; the clock check warns when the clocks part', async () => {
    clock.set(new Date());
    await finishedBackup(new Date(clock.now().getTime() - HOUR));
    expect((await run()).backups).toMatchObject({ status: 'pass', message: 'The last backup is 1 h old' });
    clock.advance(3 * 24 * HOUR);
    const later = await run();
    expect(later.backups).toMatchObject({ status: 'warn', message: 'The last backup is 3 days old' });
    expect(later.clock).toMatchObject({ status: 'warn' });
    expect(later.clock?.message).toMatch(/behind the server's$/);
    clock.advance(5 * 24 * HOUR);
    expect((await run()).backups).toMatchObject({ status: 'fail', message: 'The last backup is 8 days old' });
  }, 120_000);
});

describe('Run Diagnostics names the broken part', () => {
  it('fails SMTP when the mail server is down', async () => {
    await smtp.close();
    const checks = await run();
    expect(checks.smtp?.status).toBe('fail');
    expect(checks.smtp?.message).toMatch(new RegExp(`^SMTP server smtp://127\\.0\\.0\\.1:${smtp.port} did not accept a connection`));
    expect(checks.database?.status).toBe('pass');
  }, 60_000);

  it('fails the blob store when its folder cannot be written, and passes again once it can', async () => {
    // Running as root makes a read-only folder writable anyway: a file where the folder should be breaks any user.
    await rm(t.blobRoot, { recursive: true, force: true });
    await writeFile(t.blobRoot, 'not a folder');
    const broken = await run();
    expect(broken['blob-store']).toMatchObject({ status: 'fail' });
    expect(broken['blob-store']?.message).toMatch(/ENOTDIR|EEXIST/);
    await rm(t.blobRoot);
    expect((await run())['blob-store']).toMatchObject({ status: 'pass' });
  }, 60_000);

  it('fails migrations when one recorded as applied is missing, and warns about one it does not know [REQ:A11-10] [REQ:A11-11]', async () => {
    const [last] = rowsOf<{ name: string }>(await t.database.db.execute(sql`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`));
    await t.asOwner((owner) => owner.execute(sql`DELETE FROM schema_migrations WHERE name = ${last!.name}`));
    expect((await run()).migrations).toMatchObject({ status: 'fail', details: last!.name });
    await t.asOwner((owner) => owner.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last!.name}), ('9999_from_the_future.sql')`));
    expect((await run()).migrations).toMatchObject({ status: 'warn', details: '9999_from_the_future.sql' });
  }, 60_000);

  it('fails the worker pools naming the pool whose thread does not answer, and checks every pool', async () => {
    const healthy = (await run())['worker-pools'];
    expect(healthy?.status, healthy?.message).toBe('pass');
    for (const name of ['audit report', 'backup archive', 'copy stamping', 'text extraction', 'version comparison', 'workflow history']) expect(healthy?.details).toContain(name);
    const broken = createWorkerPool<null, never>(new URL('../../platform/workers/broken.fixture.mjs', import.meta.url), { name: 'broken fixture', maxThreads: 1, idleTimeoutMs: 1000 });
    try {
      const check = (await run())['worker-pools'];
      expect(check?.status).toBe('fail');
      expect(check?.message).toMatch(/^Worker pool not answering: broken fixture \(.+\)$/);
      expect(check?.message).not.toContain('text extraction');
    } finally {
      workerPools.delete('broken fixture');
      await broken.close();
    }
    expect((await run())['worker-pools']?.status).toBe('pass');
  }, 90_000);

  it('fails the audit chain when a recent event no longer matches its seal [REQ:A11-11]', async () => {
    const [newest] = rowsOf<{ seq: number }>(await t.database.db.execute(sql`SELECT max(seq)::int AS seq FROM audit_events`));
    await t.asOwner(async (owner) => {
      await owner.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete`);
      await owner.execute(sql`UPDATE audit_events SET actor_name = 'Someone Else' WHERE seq = ${newest!.seq - 1}`);
      await owner.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete`);
    });
    expect((await run())['audit-chain']).toMatchObject({ status: 'fail', message: `Audit event ${newest!.seq - 1} does not match its seal` });
  }, 60_000);

  it('fails the audit-key check while a key file lies inside the data folder', async () => {
    const inside = join(t.config.dataDir, 'audit.key');
    await writeFile(inside, `${'ab'.repeat(32)}\n`);
    try {
      expect((await run())['audit-key']).toMatchObject({ status: 'fail', message: 'An audit key file lies inside the data folder', details: inside });
    } finally {
      await rm(inside);
    }
    expect((await run())['audit-key']).toMatchObject({ status: 'pass', message: 'The audit key is kept outside the data folder' });
  }, 60_000);
});

describe('diagnostics and integration checks are for administrators only', () => {
  it('refuses everyone without manage-system', async () => {
    const coordinator = new TestClient(t.app);
    await coordinator.signIn('coordinator@attest.local');
    for (const path of ['/api/system/diagnostics', '/api/system/integration-checks/conversion', '/api/system/integration-checks/email']) {
      const response = await coordinator.request('POST', path);
      expect(response.statusCode, path).toBe(403);
      expect(errorCode(response)).toBe('FORBIDDEN');
    }
    expect((await new TestClient(t.app).request('POST', '/api/system/diagnostics')).statusCode).toBe(401);
  });
});
