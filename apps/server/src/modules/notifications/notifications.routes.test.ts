import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NotificationListResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, releaseSignature, signature } from '../../../test/workflow-helpers.ts';
import { createNotifications } from './notify.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let people: { author: string; reviewer: string; approver: string; user: string };

const userId = async (email: string) => rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`))[0]!.id;
const inbox = async (client: TestClient, query = '') => {
  const response = await client.request('GET', `/api/notifications${query ? `?${query}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationListResponse>();
};
const clearAll = async (client: TestClient) => expect((await client.request('DELETE', '/api/notifications')).statusCode).toBe(200);

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  people = {
    author: await userId('author@attest.local'),
    reviewer: await userId('reviewer@attest.local'),
    approver: await userId('approver@attest.local'),
    user: await userId('user@attest.local'),
  };
});
afterAll(async () => t.close());

async function seed(userIdOf: string, count: number, extra: Partial<Parameters<typeof createNotifications>[1][number]> = {}) {
  await t.database.db.transaction((tx) =>
    createNotifications(
      tx,
      Array.from({ length: count }, (_, i) => ({ userId: userIdOf, title: `Notice ${i + 1}`, message: `Message number ${i + 1}`, type: 'info' as const, category: 'system' as const, ...extra })),
    ),
  );
}

describe('the notifications API', () => {
  it('lists only the signed-in user’s notifications, newest first, 50 a page, with counts [REQ:FR-NOT-1]', async () => {
    await clearAll(as.user);
    await seed(people.user, 55);
    await seed(people.reviewer, 2);
    const first = await inbox(as.user);
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(55);
    expect(first.items[0]).toMatchObject({ title: 'Notice 55', isRead: false, type: 'info', category: 'system', actionUrl: null });
    expect(first.counts).toEqual({ total: 55, unread: 55, read: 0, last24Hours: 55 });
    const second = await inbox(as.user, 'page=2');
    expect(second.items.map((n) => n.title)).toEqual(['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);
    expect((await as.user.request('GET', '/api/notifications?pageSize=51')).statusCode).toBe(400);
  });

  it('filters by status, type, category and text, and sorts', async () => {
    await clearAll(as.approver);
    await seed(people.approver, 2, { type: 'warning', category: 'document', title: 'Periodic review due' });
    await seed(people.approver, 1, { type: 'error', category: 'workflow', title: 'Document rejected', message: 'Rejected: 100% wrong_data' });
    const [oldest] = (await inbox(as.approver, 'sort=oldest')).items;
    expect(oldest?.title).toBe('Periodic review due');
    await as.approver.request('POST', `/api/notifications/${oldest!.id}/read`);
    expect((await inbox(as.approver, 'status=read')).items.map((n) => n.id)).toEqual([oldest!.id]);
    expect((await inbox(as.approver, 'status=unread')).total).toBe(2);
    expect((await inbox(as.approver, 'type=error')).items.map((n) => n.title)).toEqual(['Document rejected']);
    expect((await inbox(as.approver, 'category=document')).total).toBe(2);
    // LIKE wildcards in the search are literal.
    expect((await inbox(as.approver, `q=${encodeURIComponent('100% wrong_')}`)).total).toBe(1);
    expect((await inbox(as.approver, 'q=50%25')).total).toBe(0);
    expect((await inbox(as.approver, 'sort=unread')).items.at(-1)?.id).toBe(oldest!.id);
    expect((await as.approver.request('GET', '/api/notifications?type=nonsense')).statusCode).toBe(400);
  });

  it('marks one and all read, deletes one and clears all — only the user’s own [REQ:FR-NOT-1]', async () => {
    await clearAll(as.reviewer);
    await seed(people.reviewer, 3);
    await seed(people.user, 1, { title: 'Not yours' });
    const mine = (await inbox(as.reviewer)).items;
    const theirs = (await inbox(as.user)).items.find((n) => n.title === 'Not yours')!;

    expect((await as.reviewer.request('POST', `/api/notifications/${theirs.id}/read`)).statusCode).toBe(404);
    expect((await as.reviewer.request('DELETE', `/api/notifications/${theirs.id}`)).statusCode).toBe(404);
    expect((await inbox(as.user)).items.find((n) => n.id === theirs.id)?.isRead).toBe(false);

    expect((await as.reviewer.request('POST', `/api/notifications/${mine[0]!.id}/read`)).statusCode).toBe(204);
    expect((await inbox(as.reviewer)).counts).toMatchObject({ unread: 2, read: 1 });
    expect((await as.reviewer.request('POST', '/api/notifications/read-all')).json()).toEqual({ count: 2 });
    expect((await inbox(as.reviewer)).counts).toMatchObject({ total: 3, unread: 0 });
    expect((await as.reviewer.request('DELETE', `/api/notifications/${mine[1]!.id}`)).statusCode).toBe(204);
    expect((await as.reviewer.request('DELETE', '/api/notifications')).json()).toEqual({ count: 2 });
    expect((await inbox(as.reviewer)).total).toBe(0);
    // Clearing one's own inbox left the other user's alone.
    expect((await inbox(as.user)).items.some((n) => n.id === theirs.id)).toBe(true);
  });

  it('needs a session and a CSRF token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(errorCode(anonymous as never)).toBe('UNAUTHENTICATED');
    const forged = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie: as.user.cookie! } });
    expect(errorCode(forged as never)).toBe('CSRF_FAILED');
  });

  it('does not notify inactive users', async () => {
    await t.database.db.execute(sql`UPDATE users SET status = 'inactive' WHERE id = ${people.user}`);
    try {
      await seed(people.user, 1, { title: 'Never delivered' });
      const rows = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM notifications WHERE title = 'Never delivered'`));
      expect(rows[0]?.n).toBe(0);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET status = 'active' WHERE id = ${people.user}`);
    }
  });
});

describe('workflow producers', () => {
  it('tells assignees when work reaches them and the author how it ends, never the actor [REQ:FR-NOT-2]', async () => {
    for (const client of [as.author, as.reviewer, as.approver]) await clearAll(client);
    const doc = await quickCreateWithFile(as.author, ids, { title: 'Line clearance' });
    expect((await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Please review' })).statusCode).toBe(200);
    const [assigned] = (await inbox(as.reviewer)).items;
    expect(assigned).toMatchObject({ title: 'Review assigned', type: 'info', category: 'workflow', actionUrl: `/documents/${doc.id}/review` });
    expect(assigned?.message).toContain('Line clearance');
    expect(assigned?.message).toContain('Comment: Please review');
    expect((await inbox(as.author)).total).toBe(0);
    expect((await inbox(as.approver)).total).toBe(0);

    await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine' });
    expect((await inbox(as.author)).items[0]).toMatchObject({ title: 'Review completed', type: 'success', actionUrl: `/documents/${doc.id}` });
    await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready' });
    expect((await inbox(as.approver)).items[0]).toMatchObject({ title: 'Approval assigned', actionUrl: `/documents/${doc.id}/review` });

    await act(as.approver, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
    expect((await inbox(as.author)).items[0]).toMatchObject({ title: 'Document approved', type: 'success' });
    const today = new Date().toISOString().slice(0, 10);
    await act(as.admin, doc.id, { action: 'admin_internal_assessment', decision: 'approve_effective', comment: 'Assessed and fine', effectiveDate: today, reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    expect((await inbox(as.author)).items[0]).toMatchObject({ title: 'Document effective', category: 'document' });
  });

  it('tells the author of rejections and the assignees of an abort', async () => {
    for (const client of [as.author, as.reviewer, as.approver]) await clearAll(client);
    const doc = await quickCreateWithFile(as.author, ids, { title: 'Gowning procedure' });
    await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Please review' });
    await act(as.reviewer, doc.id, { action: 'request_changes', comment: 'Section 3 is unclear' });
    expect((await inbox(as.author)).items[0]).toMatchObject({ title: 'Changes requested', type: 'warning' });
    await act(as.admin, doc.id, { action: 'abort_workflow', comment: 'Superseded by a merged SOP' });
    expect((await inbox(as.author)).items[0]).toMatchObject({ title: 'Workflow aborted' });
    expect((await inbox(as.reviewer)).items[0]).toMatchObject({ title: 'Workflow aborted' });
    expect((await inbox(as.approver)).items[0]).toMatchObject({ title: 'Workflow aborted' });

    await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [people.reviewer], approvers: [people.approver], comment: 'Second round' });
    await act(as.reviewer, doc.id, { action: 'reject_document', comment: 'Wrong template' });
    expect((await inbox(as.author)).items[0]).toMatchObject({ title: 'Document rejected', type: 'error' });
  });
});

describe('account producers', () => {
  it('tells the owner and the administrators when an account is locked [REQ:P11-300]', async () => {
    await clearAll(as.admin);
    const email = 'coordinator@attest.local';
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `wrong-${i}-password` } });
    const owner = rowsOf<{ title: string; type: string; message: string }>(
      await t.database.db.execute(sql`SELECT title, type, message FROM notifications WHERE user_id = (SELECT id FROM users WHERE email = ${email})`),
    );
    expect(owner).toEqual([expect.objectContaining({ title: 'Account locked', type: 'error' })]);
    expect(owner[0]?.message).toContain('5 failed sign-in attempts');
    const [toAdmin] = (await inbox(as.admin)).items;
    expect(toAdmin).toMatchObject({ title: 'Account locked', type: 'warning', category: 'user', actionUrl: '/users' });
    expect(toAdmin?.message).toContain('Tom Lindqvist (coordinator@attest.local)');
  });
});
