import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProfileActivityResponse, ProfileResponse, UserPreferencesResponse, UserUploadResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, errorOf, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { newSignedInUser } from '../../../test/users-helpers.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
});
afterAll(async () => {
  await t.close();
});

const newPerson = (email: string) => newSignedInUser(t.app, admin, { email });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(file: Buffer, name: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'attest-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile', () => {
  it('edits own profile fields with an audit of old → new; e-mail and role stay the administrator’s', async () => {
    const { client, id } = await newPerson('pat.profile@attest.local');
    const response = await client.request('PUT', '/api/profile', { name: 'Pat Renamed', phone: '555-0199', bio: 'QA', location: 'Basel', timezone: 'CST' });
    expect(response.json<ProfileResponse>()).toMatchObject({ user: { name: 'Pat Renamed', phone: '555-0199', email: 'pat.profile@attest.local' }, bio: 'QA', timezone: 'CST' });
    expect((await client.request('PUT', '/api/profile', { name: 'X', role: 'admin' })).statusCode).toBe(400);
    expect((await client.request('GET', '/api/profile')).body).not.toMatch(/argon2|passwordHash|password_hash/);
    const [event] = rowsOf<{ old_values: unknown; new_values: unknown }>(
      await t.database.db.execute(sql`SELECT old_values, new_values FROM audit_events WHERE entity_id = ${id} AND action = 'Profile Updated'`),
    );
    expect(event).toMatchObject({ old_values: { name: 'Pat Person', bio: null }, new_values: { name: 'Pat Renamed', bio: 'QA', location: 'Basel' } });
  });

  it('changes the password only with the current one and ends every other session [REQ:FR-USR-4]', async () => {
    const { client } = await newPerson('pat.changes@attest.local');
    const other = new TestClient(t.app);
    await other.signIn('pat.changes@attest.local', 'start-password-1');

    const wrong = await client.request('POST', '/api/profile/password', { currentPassword: 'nope-nope', newPassword: 'next-password-2', confirmPassword: 'next-password-2' });
    expect(errorOf(wrong)).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT', message: 'Current password is incorrect' });
    const mismatch = await client.request('POST', '/api/profile/password', { currentPassword: 'start-password-1', newPassword: 'next-password-2', confirmPassword: 'other-password' });
    expect(errorOf(mismatch).message).toBe('New password and confirm password do not match.');
    const short = await client.request('POST', '/api/profile/password', { currentPassword: 'start-password-1', newPassword: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);

    const ok = await client.request('POST', '/api/profile/password', { currentPassword: 'start-password-1', newPassword: 'next-password-2', confirmPassword: 'next-password-2' });
    expect(ok.json()).toMatchObject({ endedSessions: 1 });
    expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(200);
    expect((await other.request('GET', '/api/auth/session')).statusCode).toBe(401);
    expect(errorCode(await new TestClient(t.app).request('POST', '/api/auth/login', { email: 'pat.changes@attest.local', password: 'start-password-1' }))).toBe('INVALID_CREDENTIALS');
    await new TestClient(t.app).signIn('pat.changes@attest.local', 'next-password-2');
  });

  it('saves preferences on the server, merged with the defaults, and lists the last 10 own audit entries', async () => {
    const { client, id } = await newPerson('pat.prefs@attest.local');
    const initial = (await client.request('GET', '/api/profile/preferences')).json<UserPreferencesResponse>();
    expect(initial).toMatchObject({ preferences: { darkMode: null, language: 'en' }, updatedAt: null, timeZone: null });
    const saved = await client.request('PUT', '/api/profile/preferences', { darkMode: true, dateFormat: 'DD/MM/YYYY' });
    expect(saved.json<UserPreferencesResponse>().preferences).toMatchObject({ darkMode: true, dateFormat: 'DD/MM/YYYY', language: 'en' });
    expect((await client.request('PUT', '/api/profile/preferences', { language: 'xx' })).statusCode).toBe(400);
    expect((await client.request('GET', '/api/profile/preferences')).json<UserPreferencesResponse>().preferences.darkMode).toBe(true);
    // The profile's time zone travels with the display preferences: every date the app shows is in it.
    await client.request('PUT', '/api/profile', { name: 'Pat Prefs', timezone: 'PST' });
    expect((await client.request('GET', '/api/profile/preferences')).json<UserPreferencesResponse>().timeZone).toBe('PST');

    for (let i = 0; i < 11; i++) await client.request('PUT', '/api/profile', { name: `Pat ${i}` });
    const activity = (await client.request('GET', '/api/profile/activity')).json<ProfileActivityResponse>();
    expect(activity.items).toHaveLength(10);
    expect(activity.items.every((e) => e.actor.id === id)).toBe(true);
    expect(activity.items[0]!.newValues).toEqual({ name: 'Pat 10' });
  });

  it('stores an uploaded avatar in the blob store and serves it; other files are refused', async () => {
    const { client, id } = await newPerson('pat.avatar@attest.local');
    const png = multipart(PNG, 'me.png');
    const uploaded = await client.request('POST', '/api/profile/avatar', png.payload, png.headers);
    expect(uploaded.statusCode).toBe(200);
    const avatarUrl = uploaded.json<ProfileResponse>().user.avatarUrl!;
    expect(avatarUrl).toMatch(new RegExp(`^/api/users/${id}/avatar/[0-9a-f]{64}$`));
    expect(await t.store.exists(avatarUrl.split('/').pop()!)).toBe(true);
    const served = await admin.request('GET', avatarUrl);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const svg = multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png');
    expect(errorCode(await client.request('POST', '/api/profile/avatar', svg.payload, svg.headers))).toBe('INVALID_IMAGE');
    // A document's blob cannot be fetched through someone's avatar address.
    expect((await admin.request('GET', `/api/users/${id}/avatar/${'0'.repeat(64)}`)).statusCode).toBe(404);
  });
});

describe('bulk user upload', () => {
  it('creates good rows, reports bad and duplicate rows, one transaction per row [REQ:FR-USR-3]', async () => {
    const rows = [
      { employee_id: 'BU-1', employee_name: 'Row One', email_id: 'row.one@attest.local', role: 'author', status: '' },
      { employee_id: 'BU-2', employee_name: 'Row Two', email_id: 'not-an-email', role: 'user' },
      { employee_id: 'BU-3', employee_name: 'Row Three', email_id: 'author@attest.local' },
      { employee_id: 'BU-4', employee_name: 'Row Four', email_id: 'row.four@attest.local', role: 'wizard' },
      { employee_id: 'BU-1', employee_name: 'Row Five', email_id: 'row.five@attest.local' },
      { employee_id: 'BU-6', employee_name: 'Row Six', email_id: 'row.six@attest.local', status: 'inactive', hire_date: '2024-02-29' },
    ];
    const response = await admin.request('POST', '/api/users/bulk-upload', { rows });
    const result = response.json<UserUploadResponse>();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(result).toMatchObject({ created: 2, failed: 4 });
    expect(result.results.map((r) => [r.row, r.ok])).toEqual([[1, true], [2, false], [3, false], [4, false], [5, false], [6, true]]);
    expect(result.results[1]!.error).toContain('email_id');
    expect(result.results[2]!.error).toBe('A user with this e-mail already exists.');
    expect(result.results[4]!.error).toBe('A user with this employee ID already exists.');
    expect(result.results[0]!.setupCode).toMatch(/^[A-Z2-9-]{17}$/);
    expect(result.results[1]!.setupCode).toBeUndefined();
    const [six] = rowsOf<{ status: string; role: string; hire_date: string }>(
      await t.database.db.execute(sql`SELECT status, role, hire_date::text FROM users WHERE email = 'row.six@attest.local'`),
    );
    expect(six).toEqual({ status: 'inactive', role: 'user', hire_date: '2024-02-29' });

    const client = new TestClient(t.app);
    await client.request('POST', '/api/auth/setup-password', { email: 'row.one@attest.local', code: result.results[0]!.setupCode, password: 'bulk-password-1' });
    expect((await client.signIn('row.one@attest.local', 'bulk-password-1')).user.role).toBe('author');
  });

  it('is for administrators only', async () => {
    const coordinator = new TestClient(t.app);
    await coordinator.signIn('coordinator@attest.local');
    const rows = [{ employee_name: 'Sneaky', email_id: 'sneaky@attest.local' }];
    expect(errorCode(await coordinator.request('POST', '/api/users/bulk-upload', { rows }))).toBe('FORBIDDEN');
  });
});
