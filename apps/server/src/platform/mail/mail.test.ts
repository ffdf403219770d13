import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { rowsOf } from '../db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { quickCreateWithFile, referenceIds } from '../../../test/documents-helpers.ts';
import { act } from '../../../test/workflow-helpers.ts';
import { writePreferences } from '../../modules/preferences/user-preferences.repo.ts';
import { createNotification } from '../../modules/notifications/notify.ts';
import type { JobListResponse } from '@attest/domain';
import { systemClock } from '../clock.ts';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process; `failNext` refuses that many recipients with a temporary error. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.failNext > 0) {
        state.failNext--;
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read the text. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 8_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const outboxOf = async (t: TestApp, recipient: string) =>
  rowsOf<{ status: string; attempts: number; text_body: string | null; last_error: string | null }>(
    await t.database.db.execute(sql`SELECT status, attempts, text_body, last_error FROM mail_outbox WHERE recipient = ${recipient} ORDER BY created_at`),
  );
const idOf = async (t: TestApp, email: string) => rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`))[0]!.id;

describe('e-mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let author: TestClient;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Attest <attest@plant.example>', PUBLIC_URL: 'https://attest.plant.example' },
      { realtime: { mailRetryDelaysMs: [0, 0] } },
    );
    author = new TestClient(t.app);
    await author.signIn('author@attest.local');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('e-mails a workflow notification with a link back, and erases the body once sent [REQ:FR-NOT-4]', async () => {
    expect(t.app.mail.enabled).toBe(true);
    const ref = await referenceIds(author);
    const doc = await quickCreateWithFile(author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Mailed SOP' });
    const reviewer = await idOf(t, 'reviewer@attest.local');
    const approver = await idOf(t, 'approver@attest.local');
    const submitted = await act(author, doc.id, { action: 'submit_for_review', reviewers: [reviewer], approvers: [approver], comment: 'Please review' });
    expect(submitted.statusCode).toBe(200);

    await t.app.jobs.runDue();
    const mail = await until(async () => smtp.received.find((m) => m.to.includes('reviewer@attest.local')));
    const text = readable(mail.raw);
    expect(text).toContain('From: Attest <attest@plant.example>');
    expect(text).toContain('Subject: Attest: Review assigned');
    expect(text).toContain('Hello Priya Raman,');
    expect(text).toContain('Mailed SOP');
    expect(text).toContain(`Open in Attest: https://attest.plant.example/open?to=${encodeURIComponent(`/documents/${doc.id}/review`)}`);
    const [row] = await until(async () => ((await outboxOf(t, 'reviewer@attest.local'))[0]?.status === 'sent' ? outboxOf(t, 'reviewer@attest.local') : undefined));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text_body: null, last_error: null });
  });

  it('sends nothing to a user who turned e-mail notifications off [REQ:FR-NOT-4]', async () => {
    const user = await idOf(t, 'user@attest.local');
    await writePreferences(t.database.db, user, { emailNotifications: false, pushNotifications: true, weeklyReports: false, darkMode: null, language: 'en', dateFormat: 'YYYY-MM-DD', timeFormat: '12h' }, systemClock.now());
    await t.database.db.transaction((tx) => createNotification(tx, { userId: user, title: 'Quiet', message: 'No mail please', type: 'info', category: 'system' }));
    expect(await outboxOf(t, 'user@attest.local')).toEqual([]);
  });

  it('retries after a temporary refusal and delivers [REQ:FR-NOT-4]', async () => {
    smtp.state.failNext = 1;
    const coordinator = await idOf(t, 'coordinator@attest.local');
    await t.database.db.transaction((tx) => createNotification(tx, { userId: coordinator, title: 'Retried', message: 'Second time lucky', type: 'warning', category: 'document', actionUrl: null }));
    expect(await t.app.jobs.runDue()).toEqual({ succeeded: 1, failed: 1 });
    const mail = await until(async () => smtp.received.find((m) => m.to.includes('coordinator@attest.local')));
    expect(readable(mail.raw)).toContain('Second time lucky');
    expect(readable(mail.raw)).not.toContain('Open in Attest');
    const [row] = await until(async () => ((await outboxOf(t, 'coordinator@attest.local'))[0]?.status === 'sent' ? outboxOf(t, 'coordinator@attest.local') : undefined));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('when sending fails or mail is off', () => {
  it('never fails the action; gives up after the last retry and records why', async () => {
    const dead = await startSmtp();
    await dead.close();
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${dead.port}`, MAIL_FROM: 'attest@plant.example' }, { realtime: { mailRetryDelaysMs: [0] } });
    try {
      const admin = new TestClient(t.app);
      await admin.signIn('admin@attest.local');
      const ref = await referenceIds(admin);
      const doc = await quickCreateWithFile(admin, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Unmailable' });
      const submitted = await act(admin, doc.id, { action: 'submit_for_review', reviewers: [await idOf(t, 'reviewer@attest.local')], approvers: [await idOf(t, 'approver@attest.local')], comment: 'Go' });
      expect(submitted.statusCode).toBe(200);
      await t.app.jobs.runDue();
      const rows = await until(async () => {
        const found = await outboxOf(t, 'reviewer@attest.local');
        return found[0]?.status === 'failed' ? found : undefined;
      });
      // The body is kept: the failed send-mail job may be retried from System Administration.
      expect(rows[0]).toMatchObject({ status: 'failed', attempts: 2 });
      expect(rows[0]?.text_body).toContain('Hello Priya Raman');
      expect(rows[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });

  it('marks queued mail skipped, unsent, when SMTP is not configured', async () => {
    const t = await startTestApp();
    try {
      expect(t.app.mail.enabled).toBe(false);
      const user = await idOf(t, 'user@attest.local');
      await t.database.db.transaction((tx) => createNotification(tx, { userId: user, title: 'Unsent', message: 'Mail is off', type: 'info', category: 'system' }));
      await t.app.jobs.runDue();
      const rows = await until(async () => {
        const found = await outboxOf(t, 'user@attest.local');
        return found[0]?.status === 'skipped' ? found : undefined;
      });
      expect(rows[0]).toMatchObject({ status: 'skipped', attempts: 0, text_body: null });
    } finally {
      await t.close();
    }
  });
});

describe('mail on the job queue', () => {
  it('shows a mail that could not be sent as a failed send-mail job, and sends it when retried from System Administration', async () => {
    const smtp = await startSmtp();
    smtp.state.failNext = 2;
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'attest@plant.example' }, { realtime: { mailRetryDelaysMs: [0] } });
    try {
      const admin = new TestClient(t.app);
      await admin.signIn('admin@attest.local');
      const user = await idOf(t, 'user@attest.local');
      await t.database.db.transaction((tx) => createNotification(tx, { userId: user, title: 'Held up', message: 'Try again later', type: 'info', category: 'system' }));
      await t.app.jobs.runDue();
      expect(await outboxOf(t, 'user@attest.local')).toMatchObject([{ status: 'failed', attempts: 2 }]);
      const failed = (await admin.request('GET', '/api/system/jobs?status=failed')).json<JobListResponse>();
      expect(failed.items).toMatchObject([{ name: 'send-mail', status: 'failed', attempts: 2, maxAttempts: 2 }]);
      expect(failed.items[0]?.lastError).toMatch(/Mailbox busy/);

      expect((await admin.request('POST', `/api/system/jobs/${failed.items[0]!.id}/retry`)).statusCode).toBe(200);
      expect(await t.app.jobs.runDue()).toEqual({ succeeded: 1, failed: 0 });
      expect(readable(smtp.received.find((m) => m.to.includes('user@attest.local'))!.raw)).toContain('Try again later');
      expect(await outboxOf(t, 'user@attest.local')).toMatchObject([{ status: 'sent', text_body: null, last_error: null }]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('sends mail an earlier release left pending in the outbox, with no job of its own, as a send-mail job', async () => {
    const smtp = await startSmtp();
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'attest@plant.example' });
    try {
      await t.database.db.execute(sql`INSERT INTO mail_outbox (recipient, subject, text_body) VALUES ('legacy@plant.example', 'Queued before the upgrade', 'Still wanted')`);
      expect(await t.app.jobs.runDue()).toEqual({ succeeded: 1, failed: 0 });
      expect(readable(smtp.received.find((m) => m.to.includes('legacy@plant.example'))!.raw)).toContain('Still wanted');
      expect(await outboxOf(t, 'legacy@plant.example')).toMatchObject([{ status: 'sent', attempts: 1 }]);
      expect((await t.app.jobs.list({ name: 'send-mail', page: 1, pageSize: 10 })).items).toMatchObject([{ status: 'succeeded', attempts: 1 }]);
      // A job run again after its mail was sent sends nothing more.
      expect(await t.app.jobs.runDue()).toEqual({ succeeded: 0, failed: 0 });
      expect(smtp.received.filter((m) => m.to.includes('legacy@plant.example'))).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
