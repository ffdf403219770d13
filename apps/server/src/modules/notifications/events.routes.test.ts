import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds } from '../../../test/documents-helpers.ts';
import { openSse, type SseStream } from '../../../test/sse-client.ts';
import { readPreferences, writePreferences } from '../preferences/user-preferences.repo.ts';
import { createNotification } from './notify.ts';
import { systemClock } from '../../platform/clock.ts';

let t: TestApp;
let base: string;
let approver: TestClient;
let author: TestClient;
let approverId: string;
const streams: SseStream[] = [];

const open = async (client: TestClient, headers: Record<string, string> = {}) => {
  const stream = await openSse(`${base}/api/events`, { cookie: client.cookie ?? '', ...headers });
  streams.push(stream);
  return stream;
};
const notify = (title: string, userId = approverId) =>
  t.database.db.transaction((tx) => createNotification(tx, { userId, title, message: `${title} message`, type: 'info', category: 'workflow', actionUrl: '/documents' }));
const isNotification = (title: string) => (e: { event: string; data: unknown }) => e.event === 'notification' && (e.data as { title: string }).title === title;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  approver = new TestClient(t.app);
  await approver.signIn('approver@attest.local');
  author = new TestClient(t.app);
  await author.signIn('author@attest.local');
  approverId = rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = 'approver@attest.local'`))[0]!.id;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

describe('the live event stream', () => {
  it('refuses visitors without a session', async () => {
    const stream = await open(new TestClient(t.app));
    expect(stream.status).toBe(401);
  });

  it('does not count an open stream as activity: it leaves the idle timer alone', async () => {
    const client = new TestClient(t.app);
    const { user } = await client.signIn('reviewer@attest.local');
    const newest = sql`SELECT id FROM sessions WHERE user_id = ${user.id} ORDER BY created_at DESC LIMIT 1`;
    const lastSeen = async () => rowsOf<{ t: string }>(await t.database.db.execute(sql`SELECT last_seen_at::text AS t FROM sessions WHERE id = (${newest})`))[0]!.t;
    await t.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '25 minutes' WHERE id = (${newest})`);
    const before = await lastSeen();
    const stream = await open(client);
    expect(stream.status).toBe(200);
    expect(await lastSeen()).toBe(before);
  });

  it('delivers a committed notification with its seq as event id, and nothing from a rolled-back one [REQ:FR-NOT-3]', async () => {
    const stream = await open(approver);
    expect(stream.status).toBe(200);
    await t.database.db
      .transaction(async (tx) => {
        await createNotification(tx, { userId: approverId, title: 'Rolled back', message: 'never', type: 'info', category: 'workflow' });
        throw new Error('abort');
      })
      .catch(() => undefined);
    await notify('Approval assigned');
    const event = await stream.next((e) => e.event === 'notification');
    expect(event.data).toMatchObject({ title: 'Approval assigned', message: 'Approval assigned message', type: 'info', category: 'workflow', isRead: false, toast: true, actionUrl: '/documents' });
    expect(event.id).toBe(String((event.data as { seq: number }).seq));
    expect(stream.received.some(isNotification('Rolled back'))).toBe(false);
  });

  it('keeps users apart: another user’s stream gets nothing of it', async () => {
    const theirs = await open(author);
    const mine = await open(approver);
    await notify('Only for the approver');
    await mine.next(isNotification('Only for the approver'));
    await notify('Marker for the author', (await author.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id);
    await theirs.next(isNotification('Marker for the author'));
    expect(theirs.received.some(isNotification('Only for the approver'))).toBe(false);
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID, and only that', async () => {
    const first = await open(approver);
    await notify('Before the drop');
    const last = await first.next(isNotification('Before the drop'));
    first.close();
    await notify('Missed one');
    await notify('Missed two');
    const again = await open(approver, { 'last-event-id': last.id! });
    expect((await again.next((e) => e.event === 'notification')).data).toMatchObject({ title: 'Missed one' });
    expect((await again.next((e) => e.event === 'notification')).data).toMatchObject({ title: 'Missed two' });
    expect(again.received.some(isNotification('Before the drop'))).toBe(false);
    // A fresh stream (no Last-Event-ID) starts now and replays nothing.
    const fresh = await open(approver);
    await notify('After the fresh start');
    expect((await fresh.next((e) => e.event === 'notification')).data).toMatchObject({ title: 'After the fresh start' });
  });

  it('tells open lists that documents changed, and other tabs that notifications were read', async () => {
    const stream = await open(approver);
    const ref = await referenceIds(author);
    await quickCreate(author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Announced change' });
    const changed = await stream.find((e) => e.event === 'changed' && (e.data as { entities: string[] }).entities.includes('document'));
    expect(changed.id).toBeUndefined();
    await approver.request('POST', '/api/notifications/read-all');
    await stream.next((e) => e.event === 'notifications-changed');
  });

  it('announces changes to users only to those who may see the user list', async () => {
    const admin = new TestClient(t.app);
    await admin.signIn('admin@attest.local');
    const [adminStream, approverStream] = [await open(admin), await open(approver)];
    await new TestClient(t.app).signIn('reviewer@attest.local');
    const isUserChange = (e: { event: string; data: unknown }) => e.event === 'changed' && (e.data as { entities: string[] }).entities.includes('user');
    await adminStream.find(isUserChange);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(approverStream.received.some(isUserChange)).toBe(false);
  });

  it("ends a session's streams the moment it is signed out; the user's other sessions keep theirs", async () => {
    const elsewhere = new TestClient(t.app);
    await elsewhere.signIn('approver@attest.local');
    const [leaving, staying] = [await open(elsewhere), await open(approver)];
    expect((await elsewhere.request('POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    // Well inside the 25 s heartbeat that used to be the only check.
    expect(await leaving.ended(2_000)).toBe(true);
    expect((await open(elsewhere)).status).toBe(401);
    await notify('Still here');
    await staying.next(isNotification('Still here'));
    expect(await staying.ended(0)).toBe(false);
  });

  it("ends all of a user's streams when an admin deactivates them or changes their role", async () => {
    const admin = new TestClient(t.app);
    await admin.signIn('admin@attest.local');
    const person = new TestClient(t.app);
    await person.signIn('user@attest.local');
    const personId = (await person.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id;
    try {
      // A role change: the session stays valid, so the browser reconnects with the new role.
      const before = await open(person);
      await t.database.db.execute(sql`UPDATE users SET role = 'author' WHERE id = ${personId}`);
      expect(await before.ended(2_000)).toBe(true);
      const after = await open(person);
      expect(after.status).toBe(200);
      // Deactivation revokes every session: no way back in.
      expect((await admin.request('POST', `/api/users/${personId}/status`, { status: 'inactive' })).statusCode).toBe(200);
      expect(await after.ended(2_000)).toBe(true);
      expect((await open(person)).status).toBe(401);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET role = 'user', status = 'active' WHERE id = ${personId}`);
    }
  });

  it('marks notifications as not for a pop-up when the user turned live notifications off', async () => {
    await writePreferences(t.database.db, approverId, { ...(await readPreferences(t.database.db, approverId)).preferences, pushNotifications: false }, systemClock.now());
    const stream = await open(approver);
    await notify('Quietly');
    expect((await stream.next(isNotification('Quietly'))).data).toMatchObject({ toast: false });
  });

  it('is described in the API documentation', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/events', '/api/notifications', '/api/notifications/{id}/read', '/api/notifications/read-all']));
  });

  it('ends every stream when the server closes, so shutdown does not hang', async () => {
    const stream = await open(approver);
    expect(t.app.liveStreams.size).toBeGreaterThan(0);
    await t.app.close();
    expect(t.app.liveStreams.size).toBe(0);
    expect(stream.status).toBe(200);
  });
});
