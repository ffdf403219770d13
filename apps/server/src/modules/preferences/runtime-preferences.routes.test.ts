import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, SYSTEM_PREFERENCE_KEYS, type BackupListResponse, type DocumentDetail, type SystemPreferences, type SystemPreferencesResponse } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { CronSchedule } from '../../platform/jobs/cron.ts';
import { MAIL_TURNED_OFF } from '../../platform/mail/send-mail.job.ts';
import { SettingsService } from '../../core/settings/settings.ts';
import { buildSopDocx } from '../../platform/docx/sop-docx.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { backupDepsFrom } from '../backups/backup-deps.ts';
import { registerBackupJobs, SCHEDULED_BACKUP_JOB } from '../backups/backup.jobs.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { createNotification } from '../notifications/notify.ts';
import { RENDITION_JOB } from '../renditions/rendition.job.ts';
import { TRAINING_REMINDER_JOB } from '../training/training-reminders.job.ts';
import { startTestSmtp } from '../diagnostics/test-smtp.ts';
import { PreferencesService } from './system-preferences.ts';
import { SiteCalendar } from './site-calendar.ts';

/**
 * The preferences that were fixed at start-up: e-mail on/off, the backup schedule and the rendition
 * concurrency, each changed through the API and applied by the running app without a restart.
 */
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let dir: string;
const clock = new TestClock(new Date('2031-03-04T01:30:00Z'));

beforeAll(async () => {
  smtp = await startTestSmtp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-runtime-prefs-'));
  // A stand-in for LibreOffice that records when each conversion starts and ends, takes a while, and fails.
  const soffice = path.join(dir, 'soffice');
  // LibreOffice's sandbox lets it write only in its own folder: the server counts the runs that overlap instead.
  await writeFile(soffice, '#!/bin/sh\nsleep 1\nexit 3\n');
  await chmod(soffice, 0o755);
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'attest@plant.example', SOFFICE_PATH: soffice }, { clock });
  as = await signedInClients(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

const current = async () => (await as.admin.request('GET', '/api/system/preferences')).json<SystemPreferencesResponse>();
async function save(patch: Partial<SystemPreferences>) {
  const now = await current();
  const values = Object.fromEntries(SYSTEM_PREFERENCE_KEYS.map((key) => [key, now[key]]));
  return as.admin.request('PUT', '/api/system/preferences', { ...values, ...patch, reason: 'Change control CC-0520' });
}
async function saved(patch: Partial<SystemPreferences>) {
  const response = await save(patch);
  expect(response.statusCode, response.body).toBe(200);
}

describe('e-mail on or off', () => {
  const idOf = async (email: string) => rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`))[0]!.id;
  const outbox = async (subject: string) =>
    rowsOf<{ status: string; last_error: string | null }>(await t.database.db.execute(sql`SELECT status, last_error FROM mail_outbox WHERE subject LIKE ${`%${subject}%`}`));
  async function notify(title: string) {
    const userId = await idOf('user@attest.local');
    await t.database.db.transaction((tx) => createNotification(tx, { userId, title, message: 'Preference test', type: 'info', category: 'system' }));
    await t.app.jobs.runDue();
  }

  it('is read by the outbox at send time: off, queued mail is skipped unsent (as without SMTP); on again, mail goes out', async () => {
    expect(await t.app.mail.sender.sending()).toBe(true);
    await saved({ emailEnabled: false });
    expect(await t.app.mail.sender.sending()).toBe(false);
    const before = smtp.received.length;
    await notify('Mail while off');
    await vi.waitFor(async () => expect(await outbox('Mail while off')).toEqual([{ status: 'skipped', last_error: MAIL_TURNED_OFF }]), { timeout: 8_000 });
    expect(smtp.received.length).toBe(before);
    // The integration check refuses to send a test e-mail while e-mail is off.
    expect((await as.admin.request('POST', '/api/system/integration-checks/email')).statusCode).toBe(409);

    await saved({ emailEnabled: true });
    await notify('Mail while on');
    await vi.waitFor(async () => expect((await outbox('Mail while on'))[0]?.status).toBe('sent'), { timeout: 8_000 });
    expect(smtp.received.length).toBe(before + 1);
  });

  it('can be pinned by the environment (MAIL_ENABLED)', async () => {
    const pinned = await startTestApp({ MAIL_ENABLED: 'false', PREFERENCES_PINNED: 'emailEnabled' });
    try {
      const admin = (await signedInClients(pinned.app)).admin;
      const body = (await admin.request('GET', '/api/system/preferences')).json<SystemPreferencesResponse>();
      expect(body.emailEnabled).toBe(false);
      expect(body.pinned.map((p) => [p.key, p.variable])).toEqual([['emailEnabled', 'MAIL_ENABLED']]);
      const values = Object.fromEntries(SYSTEM_PREFERENCE_KEYS.map((key) => [key, body[key]]));
      const refused = await admin.request('PUT', '/api/system/preferences', { ...values, emailEnabled: true, reason: 'Try' });
      expect(refused.statusCode).toBe(409);
    } finally {
      await pinned.close();
    }
  });
});

describe('backup schedule', () => {
  const waiting = async () =>
    rowsOf<{ scheduled_for: string | Date }>(
      await t.database.db.execute(sql`SELECT scheduled_for FROM jobs WHERE name = ${SCHEDULED_BACKUP_JOB} AND status = 'queued' ORDER BY scheduled_for`),
    ).map((row) => new Date(row.scheduled_for).toISOString());
  const status = async () => (await as.admin.request('GET', '/api/system/backups')).json<BackupListResponse>().status;
  const next = (cron: string) => new CronSchedule(cron, t.config.preferences.defaults.siteTimezone).nextAfter(clock.now()).toISOString();

  it('refuses an expression that is not a schedule, naming the field', async () => {
    for (const bad of ['every night', '0 2 * *', '61 2 * * *']) {
      const response = await save({ backupSchedule: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['backupSchedule']);
    }
  });

  it('is declared on the job queue again when it changes: the new occurrence replaces the old, "off" removes it, and it runs', async () => {
    // The test app starts with backups off.
    expect(await waiting()).toEqual([]);
    expect(await status()).toMatchObject({ schedule: null, nextScheduled: null });

    // The queue is declared again when the change is announced: at once on PGlite, after NOTIFY's round trip on
    // PostgreSQL, so each step waits for it.
    const settle = { timeout: 10_000, interval: 50 };
    await saved({ backupSchedule: '0 3 * * *' });
    await expect.poll(waiting, settle).toEqual([next('0 3 * * *')]);
    expect(await status()).toMatchObject({ schedule: '0 3 * * *', nextScheduled: '2031-03-04T03:00:00.000Z' });

    await saved({ backupSchedule: '0 2 * * *' });
    await expect.poll(waiting, settle).toEqual(['2031-03-04T02:00:00.000Z']);

    await saved({ backupSchedule: 'off' });
    await expect.poll(waiting, settle).toEqual([]);
    expect(await status()).toMatchObject({ schedule: null, nextScheduled: null });

    await saved({ backupSchedule: '0 2 * * *' });
    await expect.poll(waiting, settle).toEqual(['2031-03-04T02:00:00.000Z']);
    clock.set(new Date('2031-03-04T02:00:30Z'));
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const { items } = (await as.admin.request('GET', '/api/system/backups')).json<BackupListResponse>();
    expect(items.map((b) => [b.trigger, b.status])).toEqual([['schedule', 'succeeded']]);
    await saved({ backupSchedule: 'off' });
    await expect.poll(waiting, settle).toEqual([]);
  }, 60_000);

  it('is declared again on another instance when it changes here (NOTIFY)', async () => {
    const settings = new SettingsService(t.database);
    await settings.start();
    const queue = new JobQueue(t.database, { log: t.app.log, clock });
    const preferences = new PreferencesService(settings, t.config.preferences);
    try {
      await registerBackupJobs(queue, backupDepsFrom(t.config, t.database, t.store, clock), { calendar: new SiteCalendar(preferences, clock, t.app.log), log: t.app.log });
      expect(queue.nextOccurrence(SCHEDULED_BACKUP_JOB)).toBeNull();
      await saved({ backupSchedule: '15 23 * * *' });
      await vi.waitFor(() => expect(queue.nextOccurrence(SCHEDULED_BACKUP_JOB)?.toISOString()).toBe(next('15 23 * * *')), { timeout: 10_000, interval: 50 });
      await saved({ backupSchedule: 'off' });
      await vi.waitFor(() => expect(queue.nextOccurrence(SCHEDULED_BACKUP_JOB)).toBeNull(), { timeout: 10_000, interval: 50 });
      expect(await waiting()).toEqual([]);
    } finally {
      await queue.stop();
      await settings.stop();
    }
  });
});

describe('rendition concurrency', () => {
  let serial = 0;
  async function uploadWord(): Promise<DocumentDetail> {
    serial += 1;
    const ref = await referenceIds(as.author);
    const docNumber = `SOP-CONC-${serial}`;
    const content = await buildSopDocx(
      { docNumber, title: `Concurrency ${serial}`, department: 'QA', purpose: ['p'], scope: ['s'], definitions: [], responsibilities: [], procedure: [], references: [] },
      { version: '1.0', history: [] },
    );
    const meta = { docNumber, title: `Concurrency ${serial}`, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'd', changeReason: 'New', effectiveDate: '2032-01-01', reviewDate: '2033-01-01', version: '1.0' };
    const { body, contentType } = multipart(meta, { name: `${docNumber}.docx`, content });
    const response = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<DocumentDetail>();
  }

  /** The most conversions that overlapped since the last call, as the server counted its LibreOffice processes. */
  function mostAtOnce(): number {
    const { counts } = t.app.renditions.soffice;
    const most = counts.peakRunning;
    counts.peakRunning = 0;
    return most;
  }

  async function convertThree(): Promise<number> {
    for (let i = 0; i < 3; i++) await uploadWord();
    await t.app.jobs.runDue();
    const failed = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE name = ${RENDITION_JOB} AND status = 'queued'`));
    expect(failed[0]!.n).toBe(0);
    return mostAtOnce();
  }

  it('is the limit read when a rendition is claimed: one at a time, then three at once after a save, no restart', async () => {
    expect((await current()).renditionConcurrency).toBe(1);
    expect(await convertThree()).toBe(1);
    await saved({ renditionConcurrency: 3 });
    expect(await convertThree()).toBe(3);
    await saved({ renditionConcurrency: 1 });
  }, 90_000);

  it('refuses a limit out of range', async () => {
    for (const bad of [0, 33, 1.5]) {
      const response = await save({ renditionConcurrency: bad });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['renditionConcurrency']);
    }
  });
});

describe('site time zone', () => {
  const waitingOf = async (name: string) =>
    rowsOf<{ scheduled_for: string | Date }>(
      await t.database.db.execute(sql`SELECT scheduled_for FROM jobs WHERE name = ${name} AND status = 'queued' ORDER BY scheduled_for`),
    ).map((row) => new Date(row.scheduled_for).toISOString());
  const settle = { timeout: 10_000, interval: 50 };

  it('refuses a zone that does not exist, naming the field', async () => {
    const response = await save({ siteTimezone: 'Mars/Olympus' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ siteTimezone: FIELD_MESSAGES.preferenceSiteTimezoneInvalid });
  });

  it('moves "today" and every scheduled job to the new zone at once, without a restart [REQ:FR-SYS-1]', async () => {
    // 01:30 UTC on 4 March is still 3 March in New York (UTC-5 until the 9th).
    expect(await t.app.siteCalendar.today()).toBe('2031-03-04');
    await expect.poll(() => waitingOf(TRAINING_REMINDER_JOB), settle).toEqual(['2031-03-04T07:00:00.000Z']);
    try {
      await saved({ siteTimezone: 'America/New_York', backupSchedule: '0 2 * * *' });
      expect(await t.app.siteCalendar.today()).toBe('2031-03-03');
      // 02:00 and 07:00 in New York are 07:00 and 12:00 UTC: the occurrences waiting for UTC's hours are replaced.
      await expect.poll(() => waitingOf(SCHEDULED_BACKUP_JOB), settle).toEqual(['2031-03-04T07:00:00.000Z']);
      await expect.poll(() => waitingOf(TRAINING_REMINDER_JOB), settle).toEqual(['2031-03-04T12:00:00.000Z']);
      const overview = await as.admin.request('GET', '/api/system/overview');
      expect(overview.json<{ configuration: { siteTimezone: string } }>().configuration.siteTimezone).toBe('America/New_York');
    } finally {
      await saved({ siteTimezone: 'UTC', backupSchedule: 'off' });
    }
    await expect.poll(() => waitingOf(TRAINING_REMINDER_JOB), settle).toEqual(['2031-03-04T07:00:00.000Z']);
  }, 60_000);
});
