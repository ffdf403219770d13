import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { AUDIT_EXPORT_REMINDER_JOB, auditEventsDueForExport } from './audit-export-reminder.job.ts';

const DAY = 86_400_000;
const clock = new TestClock(new Date());
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
beforeAll(async () => {
  t = await startTestApp({ SITE_TIMEZONE: 'UTC' }, { clock });
  as = await signedInClients(t.app);
});
afterAll(async () => t.close());

const reminders = async () =>
  rowsOf<{ message: string; action_url: string; email: string }>(
    await t.database.db.execute(sql`SELECT n.message, n.action_url, u.email FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.title = 'Audit trail export due' ORDER BY n.created_at`),
  );
/** The first of the month after `from`, 06:30 UTC: when the monthly run is due. */
const nextFirst = (from: Date) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1, 6, 30));

describe('audit export reminder', () => {
  it('tells nobody while no event has reached the end of the audit retention period', async () => {
    clock.set(nextFirst(clock.now()));
    await t.app.jobs.runDue();
    expect((await t.app.jobs.list({ name: AUDIT_EXPORT_REMINDER_JOB, status: 'succeeded', page: 1, pageSize: 10 })).total).toBe(1);
    expect(await reminders()).toEqual([]);
  });

  it('monthly, tells every administrator in the app and by e-mail how many events are due and not exported since [REQ:FR-RET-4]', async () => {
    clock.set(nextFirst(new Date(clock.now().getTime() + 1826 * DAY)));
    const due = await auditEventsDueForExport(t.database.db, 1825, clock.now());
    expect(due).toBeGreaterThan(0);
    await t.app.jobs.runDue();
    const sent = await reminders();
    expect(sent.map((r) => r.email)).toContain('admin@attest.local');
    expect(sent.every((r) => r.action_url === '/audit')).toBe(true);
    // Jobs due in the same pass (the audit-trail review opening one) may add an event before the reminder counts; the
    // events are stamped by the database's clock, so for this test clock they are due too.
    const dueAfter = await auditEventsDueForExport(t.database.db, 1825, clock.now());
    const counted = Number(/^(\d+) audit events have reached the end of the 1825-day audit log retention period/.exec(sent[0]!.message)?.[1]);
    expect(counted).toBeGreaterThanOrEqual(due);
    expect(counted).toBeLessThanOrEqual(dueAfter);
    const mail = rowsOf(await t.database.db.execute(sql`SELECT 1 FROM mail_outbox WHERE subject = 'Attest: Audit trail export due' AND recipient = 'admin@attest.local'`));
    expect(mail).toHaveLength(1);
  });

  it('counts only what a full export has not covered, and follows the audit logs setting', async () => {
    const exported = await as.admin.request('GET', '/api/audit/export.csv');
    expect(exported.statusCode).toBe(200);
    const [last] = rowsOf<{ up_to: number | string }>(
      await t.database.db.execute(sql`SELECT (new_values->>'upToSeq')::bigint AS up_to FROM audit_events WHERE action = 'Audit Logs Exported' ORDER BY seq DESC LIMIT 1`),
    );
    const [after] = rowsOf<{ n: number | string }>(await t.database.db.execute(sql`SELECT count(*) AS n FROM audit_events WHERE seq > ${Number(last!.up_to)}`));
    expect(await auditEventsDueForExport(t.database.db, 1825, clock.now())).toBe(Number(after!.n));
    // A filtered export covers part of the trail only: it does not count.
    const [user] = rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = 'admin@attest.local'`));
    expect((await as.admin.request('GET', `/api/audit/export.csv?user=${user!.id}`)).statusCode).toBe(200);
    expect(await auditEventsDueForExport(t.database.db, 1825, clock.now())).toBe(Number(after!.n) + 1);
    // A longer period: nothing has reached its end yet, so the next monthly run sends nothing.
    expect((await as.admin.request('PUT', '/api/system/retention', { documents: 2555, auditLogs: 3650, backups: 90, drafts: 365 })).statusCode).toBe(200);
    const before = (await reminders()).length;
    clock.set(nextFirst(clock.now()));
    await t.app.jobs.runDue();
    expect(await reminders()).toHaveLength(before);
  });
});
