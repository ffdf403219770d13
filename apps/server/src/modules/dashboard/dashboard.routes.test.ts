import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { AuditListResponse, DashboardResponse, DocumentListResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { quickCreate, quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, signature } from '../../../test/workflow-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
const id: Record<string, string> = {};

const dashboard = async (client: TestClient) => {
  const response = await client.request('GET', '/api/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json<DashboardResponse>();
};
const card = (d: DashboardResponse, key: string) => {
  const found = d.cards.find((c) => c.key === key);
  if (!found) throw new Error(`no card ${key}`);
  return found;
};
/** A figure counted straight from the tables, independently of the server's code. */
const count = async (query: SQL) => Number(rowsOf<{ n: number | string }>(await t.database.db.execute(query))[0]!.n);
const scalar = async (query: SQL) => rowsOf<{ v: number | null }>(await t.database.db.execute(query))[0]!.v;
/** Following a card's link: the list behind it holds exactly the counted records. */
const listTotal = async (client: TestClient, link: DashboardResponse['cards'][number]['link']) => {
  const path = link!.to === 'documents' ? '/api/documents' : '/api/workflows';
  const response = await client.request('GET', `${path}?${new URLSearchParams(link!.search).toString()}`);
  expect(response.statusCode).toBe(200);
  return response.json<DocumentListResponse>().total;
};
const monthStart = () => sql`date_trunc('month', now() AT TIME ZONE ${t.config.preferences.defaults.siteTimezone}) AT TIME ZONE ${t.config.preferences.defaults.siteTimezone}`;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  const ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  for (const [key, client] of Object.entries(as)) id[key] = (await client.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id;
  const route = { reviewers: [id.reviewer], approvers: [id.approver] };
  // A: reviewed and approved. B: rejected in review. C: waiting for review. D: a draft. E: effective and overdue for review.
  const [a, b, c] = [await quickCreateWithFile(as.author, ids, { title: 'Dash approved' }), await quickCreateWithFile(as.author, ids, { title: 'Dash rejected' }), await quickCreateWithFile(as.author, ids, { title: 'Dash waiting' })];
  await quickCreate(as.author, ids, { title: 'Dash draft' });
  const e = await quickCreate(as.coordinator, ids, { title: 'Dash overdue' });
  for (const doc of [a, b, c]) expect((await act(as.author, doc.id, { action: 'submit_for_review', ...route, comment: 'Please' })).statusCode).toBe(200);
  expect((await act(as.reviewer, a.id, { action: 'complete_review', decision: 'approved', comment: 'Fine' })).statusCode).toBe(200);
  expect((await act(as.reviewer, a.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
  expect((await act(as.approver, a.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') })).statusCode).toBe(200);
  expect((await act(as.reviewer, b.id, { action: 'complete_review', decision: 'rejected', comment: 'Step 2 unsafe' })).statusCode).toBe(200);
  await t.database.db.execute(sql`UPDATE documents SET status = 'effective', review_date = current_date - 1 WHERE id = ${e.id}`);
});
afterAll(async () => {
  await t.close();
});

describe('dashboard cards equal the records they count', () => {
  it('author: own documents by status [REQ:FR-DASH-1]', async () => {
    const d = await dashboard(as.author);
    const mine = (status?: string) => count(sql`SELECT count(*) AS n FROM documents WHERE author_id = ${id.author} AND ${status ? sql`status = ${status}` : sql`status <> 'archived'`}`);
    expect(card(d, 'my-documents').value).toBe(await mine());
    expect(card(d, 'drafts').value).toBe(await mine('draft'));
    expect(card(d, 'in-review').value).toBe(await mine('in-review'));
    expect(card(d, 'approved').value).toBe(await mine('approved'));
    expect(card(d, 'in-review').value).toBeGreaterThanOrEqual(1);
    for (const key of ['my-documents', 'drafts', 'in-review', 'approved']) expect(await listTotal(as.author, card(d, key).link)).toBe(card(d, key).value);
  });

  it('reviewer: pending, reviewed this month, average review time', async () => {
    const d = await dashboard(as.reviewer);
    const pending = await count(sql`SELECT count(*) AS n FROM workflow_assignments a JOIN workflows w ON w.id = a.workflow_id JOIN documents d ON d.id = w.document_id
      WHERE a.user_id = ${id.reviewer} AND a.type = 'reviewer' AND a.status = 'pending' AND w.status = 'active' AND d.status = 'in-review'`);
    expect(card(d, 'pending-reviews').value).toBe(pending);
    expect(pending).toBeGreaterThanOrEqual(1);
    expect(await listTotal(as.reviewer, card(d, 'pending-reviews').link)).toBe(pending);
    const reviewed = await count(sql`SELECT count(DISTINCT w.document_id) AS n FROM workflow_assignments a JOIN workflows w ON w.id = a.workflow_id
      JOIN documents d ON d.id = w.document_id
      WHERE a.user_id = ${id.reviewer} AND a.type = 'reviewer' AND a.status = 'completed' AND a.completed_at >= ${monthStart()} AND d.status <> 'archived'`);
    expect(card(d, 'reviewed-this-month').value).toBe(reviewed);
    expect(reviewed).toBe(2);
    expect(await listTotal(as.reviewer, card(d, 'reviewed-this-month').link)).toBe(reviewed);
    const average = await scalar(sql`SELECT extract(epoch FROM avg(completed_at - assigned_at))::float AS v FROM workflow_assignments
      WHERE user_id = ${id.reviewer} AND type = 'reviewer' AND status = 'completed'`);
    expect(card(d, 'average-review-time').value).toBeCloseTo(Number(average), 3);
    expect(card(d, 'total-documents').value).toBe(await count(sql`SELECT count(*) AS n FROM documents WHERE status <> 'archived'`));
  });

  it('approver: approved this month and the time from the end of review to approval', async () => {
    const d = await dashboard(as.approver);
    expect(card(d, 'pending-approvals').value).toBe(0);
    const approved = await count(sql`SELECT count(DISTINCT w.document_id) AS n FROM workflow_assignments a JOIN workflows w ON w.id = a.workflow_id
      WHERE a.user_id = ${id.approver} AND a.type = 'approver' AND a.decision = 'approved' AND a.completed_at >= ${monthStart()}`);
    expect(approved).toBe(1);
    expect(card(d, 'approved-this-month').value).toBe(approved);
    expect(await listTotal(as.approver, card(d, 'approved-this-month').link)).toBe(approved);
    const average = await scalar(sql`SELECT extract(epoch FROM avg(a.completed_at - r.done))::float AS v FROM workflow_assignments a
      JOIN (SELECT workflow_id, max(completed_at) AS done FROM workflow_assignments WHERE type = 'reviewer' AND status = 'completed' GROUP BY workflow_id) r
      ON r.workflow_id = a.workflow_id WHERE a.user_id = ${id.approver} AND a.type = 'approver' AND a.decision = 'approved'`);
    expect(card(d, 'average-approval-time').value).toBeCloseTo(Number(average), 3);
  });

  it('document coordinator: quality reviews, non-compliances this quarter, audits due', async () => {
    const d = await dashboard(as.coordinator);
    expect(card(d, 'document-control').value).toBe(await count(sql`SELECT count(*) AS n FROM documents WHERE status = 'in-review'`));
    const quarter = sql`date_trunc('quarter', now() AT TIME ZONE ${t.config.preferences.defaults.siteTimezone}) AT TIME ZONE ${t.config.preferences.defaults.siteTimezone}`;
    const rejected = await count(sql`SELECT count(DISTINCT w.document_id) AS n FROM workflow_assignments a JOIN workflows w ON w.id = a.workflow_id
      WHERE a.decision = 'rejected' AND a.completed_at >= ${quarter}`);
    expect(rejected).toBeGreaterThanOrEqual(1);
    expect(card(d, 'non-compliances').value).toBe(rejected);
    const due = await count(sql`SELECT count(*) AS n FROM documents WHERE status = 'effective' AND coalesce(review_date::timestamptz, updated_at) < now()`);
    expect(due).toBeGreaterThanOrEqual(1);
    expect(card(d, 'audits-due').value).toBe(due);
    for (const key of ['document-control', 'non-compliances', 'audits-due', 'total-documents']) expect(await listTotal(as.coordinator, card(d, key).link)).toBe(card(d, key).value);
  });

  it('user: released documents, own acknowledgements and training due, own recent activity', async () => {
    const d = await dashboard(as.user);
    const released = await count(sql`SELECT count(*) AS n FROM documents WHERE status <> 'archived'
      AND (status IN ('approved', 'effective') OR effective_version_id IS NOT NULL)`);
    expect(card(d, 'accessible-documents').value).toBe(released);
    // Counted against the tables in acknowledgements.routes.test.ts; here: each opens the list it counts.
    for (const key of ['accessible-documents', 'acknowledged', 'training-due']) expect(await listTotal(as.user, card(d, key).link)).toBe(card(d, key).value);
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(card(d, 'recent-activity').value).toBe(
      await count(sql`SELECT count(*) AS n FROM audit_events WHERE actor_id = ${id.user} AND occurred_at >= (${since}::date)::timestamp AT TIME ZONE 'UTC'`),
    );
    // The card opens the panel paging through exactly the entries it counts.
    const activity = card(d, 'recent-activity');
    expect(activity.link).toEqual({ to: '#recent-activity', search: { from: since } });
    const own = (await as.user.request('GET', `/api/audit?from=${since}&pageSize=5`)).json<AuditListResponse>();
    expect(own.total).toBe(activity.value);
    expect(d.recentActivity.length).toBeGreaterThan(0);
    expect(d.recentActivity.every((e) => e.actor.id === id.user)).toBe(true);
    expect(d.systemHealth).toBeNull();
    expect(d.throughput).toBeNull();
  });

  it('admin: users, storage and uptime, the latest five events, and the charts [REQ:FR-DASH-1]', async () => {
    const d = await dashboard(as.admin);
    expect(card(d, 'system-users').value).toBe(await count(sql`SELECT count(*) AS n FROM users`));
    expect(card(d, 'active-users').value).toBe(await count(sql`SELECT count(*) AS n FROM users WHERE password_hash IS NOT NULL`));
    expect(d.systemHealth!.storage.filesBytes).toBe(await count(sql`SELECT coalesce(sum(size), 0) AS n FROM blobs`));
    expect(card(d, 'storage').value).toBe(d.systemHealth!.storage.percentage);
    expect(d.systemHealth!.storage.percentage).toBeGreaterThan(0);
    expect(card(d, 'uptime').value).toBeGreaterThanOrEqual(0);
    const latest = rowsOf<{ seq: string | number }>(await t.database.db.execute(sql`SELECT seq FROM audit_events ORDER BY occurred_at DESC, seq DESC LIMIT 5`));
    expect(d.recentActivity.map((e) => e.seq)).toEqual(latest.map((r) => Number(r.seq)));
    const byStatus = rowsOf<{ status: string; n: number }>(await t.database.db.execute(sql`SELECT status, count(*)::int AS n FROM documents WHERE status <> 'archived' GROUP BY status ORDER BY status`));
    expect(d.documentsByStatus).toEqual(byStatus.map((r) => ({ status: r.status, count: r.n })));
    expect(d.throughput).toHaveLength(12);
    const thisWeek = await count(sql`SELECT count(*) AS n FROM workflows
      WHERE initiated_at >= date_trunc('week', now() AT TIME ZONE ${t.config.preferences.defaults.siteTimezone}) AT TIME ZONE ${t.config.preferences.defaults.siteTimezone}`);
    expect(d.throughput!.at(-1)!.started).toBe(thisWeek);
    expect(thisWeek).toBeGreaterThanOrEqual(3);
  });
});
