import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstallationQualificationList, InstallationQualificationRun } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { migrationFiles } from '../../platform/db/migrate.ts';
import { TEST_AUDIT_SECRET } from '../../../test/audit-key.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';

const SMTP_PASSWORD = 'iq-smtp-secret-9137';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp({ SEED: 'demo-users', AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex'), SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:2525`, MAIL_FROM: 'attest@plant.example' });
  admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
});
afterAll(async () => {
  await t.close();
});

async function run(): Promise<InstallationQualificationRun> {
  const response = await admin.request('POST', '/api/system/installation-qualification');
  expect(response.statusCode).toBe(200);
  return response.json<InstallationQualificationRun>();
}

const auditRows = (action: string) =>
  t.database.db
    .execute(sql`SELECT entity_id, actor_name, new_values FROM audit_events WHERE action = ${action} ORDER BY seq`)
    .then((result) => rowsOf<{ entity_id: string; actor_name: string; new_values: { status?: string; reportSha256: string } }>(result));

describe('the installation qualification from System Administration', () => {
  it('checks versions, migrations, the whole audit chain and the configuration, stores the report and audits the run [REQ:FR-VAL-3] [REQ:A11-11]', async () => {
    const result = await run();
    expect(result.checks.map((check) => [check.name, check.status])).toEqual([
      ['versions', 'pass'],
      ['migrations', 'pass'],
      ['audit-chain', 'pass'],
      ['configuration', 'pass'],
    ]);
    expect(result.status).toBe('pass');
    expect(result.runBy).toBe('Sarah Mitchell');
    // The newest migration file is the one the database reports as applied last.
    expect(result.checks[1]!.details).toContain(`Latest: ${(await migrationFiles()).at(-1)}`);
    expect(result.versions.map((fact) => fact.name)).toEqual(['Attest', 'Node.js', 'Operating system', 'Database']);
    expect(result.versions.find((fact) => fact.name === 'Database')?.value).toMatch(/PostgreSQL\)? \d+/);

    const audited = await auditRows('Installation Qualification Run');
    expect(audited.at(-1)).toMatchObject({ entity_id: result.id, actor_name: 'Sarah Mitchell', new_values: { status: 'pass', reportSha256: result.reportSha256 } });

    const listed = (await admin.request('GET', '/api/system/installation-qualification')).json<InstallationQualificationList>();
    expect(listed.runs[0]).toEqual(result);

    // A run is a record: the database refuses to change or remove it, whoever asks.
    const messageOf = (e: Error) => (e.cause instanceof Error ? e.cause.message : e.message);
    const change = await t.database.db.execute(sql`UPDATE installation_qualifications SET status = 'fail' WHERE id = ${result.id}`).then(() => 'updated', messageOf);
    expect(change).toMatch(/append-only|permission denied/);
    const removal = await t.asOwner((owner) => owner.execute(sql`DELETE FROM installation_qualifications WHERE id = ${result.id}`)).then(() => 'deleted', messageOf);
    expect(removal).toMatch(/append-only/);
  });

  it('never shows a secret: connection URLs and keys only as set or not set [REQ:FR-VAL-3]', async () => {
    const result = await run();
    const facts = Object.fromEntries(result.configuration.map((fact) => [fact.name, fact.value]));
    expect(facts).toMatchObject({ SMTP_URL: 'set (value not shown)', AUDIT_KEY: 'set (value not shown)', DATABASE_URL: t.config.databaseUrl ? 'set (value not shown)' : 'not set' });
    const pdf = (await admin.request('GET', `/api/system/installation-qualification/${result.id}/report`)).rawPayload;
    const everything = JSON.stringify(result) + (await pdfPages(pdf)).join('\n');
    for (const secret of [SMTP_PASSWORD, TEST_AUDIT_SECRET.toString('hex'), TEST_AUDIT_SECRET.toString('base64')]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/postgres(ql)?:\/\/[^ ]*@/);
  });

  it('offers the stored report for download: the PDF whose SHA-256 the run recorded, the download audited [REQ:FR-VAL-3]', async () => {
    const result = await run();
    const response = await admin.request('GET', `/api/system/installation-qualification/${result.id}/report`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="attest-iq-/);
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(result.reportSha256);
    const text = (await pdfPages(response.rawPayload)).join('\n');
    expect(text).toContain('Attest installation qualification (IQ)');
    expect(text).toContain('Result: PASS');
    expect(text).toMatch(/PASS audit-chain: The whole audit trail is intact/);
    expect((await auditRows('Installation Qualification Report Downloaded')).at(-1)).toMatchObject({ entity_id: result.id, new_values: { reportSha256: result.reportSha256 } });
    expect((await admin.request('GET', '/api/system/installation-qualification/00000000-0000-4000-8000-000000000000/report')).statusCode).toBe(404);
  });

  it('fails, and says where, when an audit event no longer matches its seal [REQ:FR-VAL-3] [REQ:P11-10a]', async () => {
    const [newest] = rowsOf<{ seq: number }>(await t.database.db.execute(sql`SELECT max(seq)::int AS seq FROM audit_events`));
    await t.asOwner(async (owner) => {
      await owner.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete`);
      await owner.execute(sql`UPDATE audit_events SET actor_name = 'Someone Else' WHERE seq = ${newest!.seq - 1}`);
      await owner.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete`);
    });
    const result = await run();
    expect(result.status).toBe('fail');
    expect(result.checks.find((check) => check.name === 'audit-chain')).toMatchObject({ status: 'fail', message: `The audit trail is broken at event ${newest!.seq - 1} (rewritten)` });
  }, 60_000);

  it('is for administrators only [REQ:FR-VAL-3]', async () => {
    const coordinator = new TestClient(t.app);
    await coordinator.signIn('coordinator@attest.local');
    const response = await coordinator.request('POST', '/api/system/installation-qualification');
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect((await coordinator.request('GET', '/api/system/installation-qualification')).statusCode).toBe(403);
    expect((await new TestClient(t.app).request('POST', '/api/system/installation-qualification')).statusCode).toBe(401);
  });
});
