import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { FIELD_MESSAGES, SYSTEM_PREFERENCE_KEYS, type PublicSystemNoticeResponse, type SessionResponse, type SystemPreferences, type SystemPreferencesResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { SettingsService } from '../../core/settings/settings.ts';
import { SYSTEM_ACTOR } from '../audit/audit.repo.ts';
import { createUser } from '../users/users.service.ts';
import { errorCode, errorOf, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { PreferencesService } from './system-preferences.ts';
import { saveSetting } from '../../../test/four-eyes-helpers.ts';
import { systemClock } from '../../platform/clock.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const DEFAULTS: SystemPreferences = {
  copyStatusPublic: false,
  publicStats: false,
  sessionIdleMinutes: 30,
  sessionMaxHours: 24,
  lockoutMaxAttempts: 5,
  lockoutMinutes: 15,
  passwordMinLength: 8,
  uploadMaxMb: 10,
  maintenanceMode: false,
  maintenanceMessage: '',
  emailEnabled: true,
  // The test app's environment turns scheduled backups off.
  backupSchedule: 'off',
  renditionConcurrency: 1,
  siteTimezone: 'UTC',
  auditReviewPeriodMonths: 1,
  workingHoursStart: 7,
  workingHoursEnd: 19,
  routeToApprovalWhenReviewed: false,
};

const current = async () => (await as.admin.request('GET', '/api/system/preferences')).json<SystemPreferencesResponse>();
const valuesOf = (response: SystemPreferencesResponse): SystemPreferences =>
  Object.fromEntries(SYSTEM_PREFERENCE_KEYS.map((key) => [key, response[key]])) as SystemPreferences;
/** Saves the preferences in force with `patch` applied, as the form does; a weakening save is approved by a second administrator. */
async function save(patch: Partial<SystemPreferences>, reason = 'Change control CC-0420') {
  return saveSetting(t.app, as.admin, '/api/system/preferences', { ...valuesOf(await current()), ...patch, reason });
}
async function saved(patch: Partial<SystemPreferences>) {
  const response = await save(patch);
  expect(response.statusCode, response.body).toBe(200);
}
const fieldsOf = (response: { json: <T>() => T }) => response.json<{ error: { fields: Record<string, string> } }>().error.fields;

let users = 0;
/** A new author with a password set through the setup code. */
async function newAuthor(password = 'Attest-Demo-2026-long-enough') {
  const email = `prefs-${++users}@attest.local`;
  const { setupCode } = await t.database.db.transaction((tx) => createUser(tx, { name: `Prefs ${users}`, email, role: 'author' }, { actor: SYSTEM_ACTOR, setupCodeTtlHours: 72, now: systemClock.now() }));
  const client = new TestClient(t.app);
  const setup = await client.request('POST', '/api/auth/setup-password', { email, code: setupCode, password });
  return { email, setupCode, setup, client, password };
}

describe('system preferences', () => {
  it('are the environment defaults until saved, with no preference pinned', async () => {
    const response = await as.admin.request('GET', '/api/system/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json<SystemPreferencesResponse>()).toEqual({ ...DEFAULTS, defaults: DEFAULTS, pinned: [], updatedAt: null, updatedBy: null });
  });

  it('are for administrators only', async () => {
    for (const client of [as.coordinator, as.author, as.user]) {
      expect(errorCode(await client.request('GET', '/api/system/preferences'))).toBe('FORBIDDEN');
      const refused = await client.request('PUT', '/api/system/preferences', { ...DEFAULTS, reason: 'Mine' });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('FORBIDDEN');
    }
    expect(errorCode(await new TestClient(t.app).request('GET', '/api/system/preferences'))).toBe('UNAUTHENTICATED');
  });

  it('refuses out-of-range values and a missing reason, naming each field, and changes nothing', async () => {
    const bad = await as.admin.request('PUT', '/api/system/preferences', {
      ...DEFAULTS,
      sessionIdleMinutes: 0,
      sessionMaxHours: 25,
      lockoutMaxAttempts: 1.5,
      lockoutMinutes: 0,
      passwordMinLength: 7,
      uploadMaxMb: 501,
      maintenanceMessage: 'x'.repeat(501),
      reason: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(bad)).toEqual({
      sessionIdleMinutes: FIELD_MESSAGES.preferenceSessionIdleRange,
      sessionMaxHours: FIELD_MESSAGES.preferenceSessionMaxRange,
      lockoutMaxAttempts: FIELD_MESSAGES.preferenceLockoutAttemptsRange,
      lockoutMinutes: FIELD_MESSAGES.preferenceLockoutMinutesRange,
      passwordMinLength: FIELD_MESSAGES.preferencePasswordMinLengthRange,
      uploadMaxMb: FIELD_MESSAGES.preferenceUploadMaxRange,
      maintenanceMessage: FIELD_MESSAGES.preferenceMaintenanceMessageTooLong,
      reason: FIELD_MESSAGES.settingsReasonRequired,
    });
    expect(errorCode(await as.admin.request('PUT', '/api/system/preferences', { sessionIdleMinutes: 10, reason: 'Partial' }))).toBe('VALIDATION_FAILED');
    expect(valuesOf(await current())).toEqual(DEFAULTS);
  });

  it('are saved with a reason, audited old → new, and reset to the defaults by an explicit save [REQ:A11-10] [REQ:FR-SYS-1]', async () => {
    // Both stricter than before, so applied at once (a weakening save waits for a second administrator: four-eyes.routes.test.ts).
    await saved({ sessionIdleMinutes: 20, lockoutMinutes: 20 });
    const after = await current();
    expect(after).toMatchObject({ sessionIdleMinutes: 20, lockoutMinutes: 20, defaults: DEFAULTS });
    expect(after.updatedAt).not.toBeNull();
    const [event] = rowsOf<{ action: string; actor_name: string; reason: string; old_values: unknown; new_values: unknown }>(
      await t.database.db.execute(sql`SELECT action, actor_name, reason, old_values, new_values FROM audit_events WHERE entity_type = 'setting' AND entity_id = 'systemPreferences' ORDER BY seq DESC LIMIT 1`),
    );
    expect(event).toEqual({ action: 'System Preferences Changed', actor_name: 'Sarah Mitchell', reason: 'Change control CC-0420', old_values: {}, new_values: { ...DEFAULTS, sessionIdleMinutes: 20, lockoutMinutes: 20 } });
    expect((await saveSetting(t.app, as.admin, '/api/system/preferences', { ...DEFAULTS, reason: 'Back to defaults' })).statusCode).toBe(200);
    expect(valuesOf(await current())).toEqual(DEFAULTS);
  });

  it('idle timeout: a session idle longer than the saved minutes ends, and new sessions are told the saved limit [REQ:FR-AUTH-3]', async () => {
    const client = new TestClient(t.app);
    client.renewsTimedOutSessions = false;
    const { user } = await client.signIn('reviewer@attest.local');
    const idleFor = (minutes: number) =>
      t.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - make_interval(mins => ${minutes}) WHERE user_id = ${user.id} AND revoked_at IS NULL`);
    await idleFor(10);
    expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(200);
    await saved({ sessionIdleMinutes: 5 });
    await idleFor(10);
    expect(errorCode(await client.request('GET', '/api/auth/session'))).toBe('SESSION_EXPIRED');
    const fresh = await new TestClient(t.app).signIn('reviewer@attest.local');
    expect(new Date(fresh.idleExpiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    await saved({ sessionIdleMinutes: 30 });
  });

  it('session length: a new session ends the saved number of hours after sign-in', async () => {
    await saved({ sessionMaxHours: 2 });
    const session = await new TestClient(t.app).signIn('approver@attest.local');
    const hours = (new Date(session.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    await saved({ sessionMaxHours: 24 });
  });

  it('lockout: the saved number of wrong passwords locks the account for the saved minutes', async () => {
    const { email, setup } = await newAuthor();
    expect(setup.statusCode).toBe(200);
    await saved({ lockoutMaxAttempts: 2, lockoutMinutes: 90 });
    const client = new TestClient(t.app);
    expect(errorCode(await client.request('POST', '/api/auth/login', { email, password: 'wrong password 1' }))).toBe('INVALID_CREDENTIALS');
    expect(errorCode(await client.request('POST', '/api/auth/login', { email, password: 'wrong password 2' }))).toBe('ACCOUNT_LOCKED');
    const [row] = rowsOf<{ minutes: number | string }>(
      await t.database.db.execute(sql`SELECT round(extract(epoch FROM account_locked_until - now()) / 60) AS minutes FROM users WHERE email = ${email}`),
    );
    expect(Number(row!.minutes)).toBe(90);
    await saved({ lockoutMaxAttempts: 5, lockoutMinutes: 15 });
  });

  it('password length: a new password shorter than the saved minimum is refused, at setup and when changed [REQ:FR-AUTH-5]', async () => {
    await saved({ passwordMinLength: 20 });
    expect((await as.user.request('GET', '/api/system/notice')).json<PublicSystemNoticeResponse>().passwordMinLength).toBe(20);
    const short = await newAuthor('only-17-character');
    expect(short.setup.statusCode).toBe(400);
    expect(errorOf(short.setup)).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 20 characters long', fields: { password: FIELD_MESSAGES.passwordBelowSiteMinimum } });
    const long = await newAuthor('twenty-one-characters');
    expect(long.setup.statusCode).toBe(200);
    await long.client.signIn(long.email, long.password);
    const change = await long.client.request('POST', '/api/profile/password', { currentPassword: long.password, newPassword: 'only-17-character', confirmPassword: 'only-17-character' });
    expect(change.statusCode).toBe(400);
    expect(fieldsOf(change)).toEqual({ newPassword: FIELD_MESSAGES.passwordBelowSiteMinimum });
    await saved({ passwordMinLength: 8 });
    const shorter = await long.client.request('POST', '/api/profile/password', { currentPassword: long.password, newPassword: 'only-17-character', confirmPassword: 'only-17-character' });
    expect(shorter.statusCode, shorter.body).toBe(200);
  });

  it('upload limit: a file over the saved megabytes is refused, and the limit is what the upload form is told', async () => {
    const ref = await referenceIds(as.author);
    const meta = { docNumber: 'SOP-PREF-0001', title: 'Upload limit', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'Preferences', changeReason: 'New', effectiveDate: '2026-12-01', reviewDate: '2027-12-01' };
    // A real PDF, padded to 1.5 MB with a comment after its end.
    const pdf = await readFile(`${CORPUS}/pdf/basicapi.pdf`);
    const content = Buffer.concat([pdf, Buffer.from('\n%'), Buffer.alloc(Math.round(1.5 * 1024 * 1024) - pdf.length, 0x20), Buffer.from('\n')]);
    const upload = () => {
      const { body, contentType } = multipart(meta, { name: 'big.pdf', content });
      return as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
    };
    await saved({ uploadMaxMb: 1 });
    expect((await as.author.request('GET', '/api/documents/upload-limits')).json()).toEqual({ maxMb: 1 });
    const refused = await upload();
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused)).toMatchObject({ code: 'FILE_TOO_LARGE' });
    await saved({ uploadMaxMb: 2 });
    const accepted = await upload();
    expect(accepted.statusCode, accepted.body).toBe(201);
    await saved({ uploadMaxMb: 10 });
  });

  it('maintenance mode: a banner for everyone, and only administrators may sign in while it is on [REQ:FR-SYS-4]', async () => {
    await saved({ maintenanceMode: true, maintenanceMessage: 'Upgrade until 18:00' });
    const visitor = new TestClient(t.app);
    expect((await visitor.request('GET', '/api/system/notice')).json<PublicSystemNoticeResponse>()).toEqual({ maintenanceMode: true, maintenanceMessage: 'Upgrade until 18:00', passwordMinLength: 8, sso: null, localPasswords: true });
    const refused = await visitor.request('POST', '/api/auth/login', { email: 'author@attest.local', password: 'Attest-Demo-2026' });
    expect(refused.statusCode).toBe(503);
    expect(errorCode(refused)).toBe('MAINTENANCE_MODE');
    const [event] = rowsOf<{ reason: string }>(await t.database.db.execute(sql`SELECT reason FROM audit_events WHERE action = 'Sign-in Failed' ORDER BY seq DESC LIMIT 1`));
    expect(event?.reason).toBe('Maintenance mode');
    // A wrong password is still a wrong password, not a hint that the account exists.
    expect(errorCode(await visitor.request('POST', '/api/auth/login', { email: 'author@attest.local', password: 'not the password' }))).toBe('INVALID_CREDENTIALS');
    await new TestClient(t.app).signIn('admin@attest.local');
    await saved({ maintenanceMode: false, maintenanceMessage: '' });
    expect((await visitor.request('GET', '/api/system/notice')).json<PublicSystemNoticeResponse>().maintenanceMode).toBe(false);
    await visitor.signIn('author@attest.local');
  });

  it('copy status page: visitors without a session are let through only while the preference is on', async () => {
    const visitor = new TestClient(t.app);
    expect(errorCode(await visitor.request('GET', `/api/copies/${randomUUID()}`))).toBe('UNAUTHENTICATED');
    await saved({ copyStatusPublic: true });
    expect(errorCode(await visitor.request('GET', `/api/copies/${randomUUID()}`))).not.toBe('UNAUTHENTICATED');
    await saved({ copyStatusPublic: false });
  });

  it('reach another instance on the same database through NOTIFY', async () => {
    const settings = new SettingsService(t.database);
    await settings.start();
    try {
      const other = new PreferencesService(settings, t.config.preferences);
      expect(await other.get('lockoutMaxAttempts')).toBe(5);
      await saved({ lockoutMaxAttempts: 7 });
      await vi.waitFor(async () => expect(await other.get('lockoutMaxAttempts')).toBe(7), { timeout: 1000, interval: 25 });
      await saved({ lockoutMaxAttempts: 5 });
    } finally {
      await settings.stop();
    }
  });
});

describe('system preferences pinned by the environment', () => {
  let pinned: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    pinned = await startTestApp({ PREFERENCES_PINNED: 'sessionIdleMinutes,maintenanceMode', SESSION_IDLE_MINUTES: '15' });
    admin = new TestClient(pinned.app);
    await admin.signIn('admin@attest.local');
  });
  afterAll(async () => pinned.close());

  it('are shown with the variable and the reason, and a save changing one is refused while the others save [REQ:FR-SYS-1]', async () => {
    const before = (await admin.request('GET', '/api/system/preferences')).json<SystemPreferencesResponse>();
    expect(before.sessionIdleMinutes).toBe(15);
    expect(before.pinned).toEqual([
      { key: 'sessionIdleMinutes', variable: 'SESSION_IDLE_MINUTES', reason: expect.stringContaining('PREFERENCES_PINNED') as string },
      { key: 'maintenanceMode', variable: 'MAINTENANCE_MODE', reason: expect.stringContaining('PREFERENCES_PINNED') as string },
    ]);
    const values = valuesOf(before);
    const refused = await admin.request('PUT', '/api/system/preferences', { ...values, sessionIdleMinutes: 60, maintenanceMode: true, reason: 'Try' });
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('PREFERENCE_PINNED');
    expect(fieldsOf(refused)).toEqual({ sessionIdleMinutes: FIELD_MESSAGES.preferencePinned, maintenanceMode: FIELD_MESSAGES.preferencePinned });
    const ok = await admin.request('PUT', '/api/system/preferences', { ...values, lockoutMaxAttempts: 3, reason: 'Stricter lockout' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<SystemPreferencesResponse>()).toMatchObject({ sessionIdleMinutes: 15, lockoutMaxAttempts: 3 });
  });

  it('hold even over a value stored before the pin', async () => {
    await pinned.asOwner((db) => db.execute(sql`UPDATE system_settings SET value = value || '{"sessionIdleMinutes": 99}'::jsonb WHERE key = 'systemPreferences'`));
    await pinned.app.settings.stop();
    await pinned.app.settings.start();
    expect(await pinned.app.preferences.get('sessionIdleMinutes')).toBe(15);
    const session: SessionResponse = await new TestClient(pinned.app).signIn('author@attest.local');
    expect(new Date(session.idleExpiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });
});
