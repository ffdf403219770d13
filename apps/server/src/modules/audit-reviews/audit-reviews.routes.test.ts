import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FIELD_MESSAGES, type AuditReviewDetail, type AuditReviewEntriesResponse, type AuditReviewListResponse, type AuditReviewSummary, type SessionResponse, type SystemPreferencesResponse } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, errorOf, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { signingToken } from '../../../test/workflow-helpers.ts';
import { csvRowsOf } from '../../../test/csv.ts';
import { saveSetting } from '../../../test/four-eyes-helpers.ts';

// The app clock stands in 2030 (the schedule's calendar); the events a review reads are stamped by the database now.
const clock = new TestClock(new Date('2030-05-01T00:30:00Z'));
const realToday = new Date().toISOString().slice(0, 10);
const realYesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let coordinator: SessionResponse['user'];

beforeAll(async () => {
  t = await startTestApp({ SITE_TIMEZONE: 'UTC' }, { clock });
  as = await signedInClients(t.app);
  coordinator = (await as.coordinator.request('GET', '/api/auth/session')).json<SessionResponse>().user;
});
afterAll(async () => t.close());

const savePreferences = async (change: Record<string, unknown>) => {
  const { defaults: _d, pinned: _p, updatedAt: _u, updatedBy: _b, ...current } = (await as.admin.request('GET', '/api/system/preferences')).json<SystemPreferencesResponse>();
  // A longer review period weakens an audit control: the second administrator approves it.
  return saveSetting(t.app, as.admin, '/api/system/preferences', { ...current, ...change, reason: 'Audit-trail review set-up CC-24' });
};
const reviewRows = async () =>
  rowsOf<{ id: string; period_start: string; period_end: string; assignee_id: string | null }>(
    await t.database.db.execute(sql`SELECT id, period_start::text AS period_start, period_end::text AS period_end, assignee_id FROM audit_trail_reviews ORDER BY period_start`),
  );
const detailOf = async (client: TestClient, id: string) => {
  const response = await client.request('GET', `/api/audit-reviews/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditReviewDetail>();
};
const entriesOf = async (id: string, query: string) => {
  const response = await as.coordinator.request('GET', `/api/audit-reviews/${id}/entries?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditReviewEntriesResponse>();
};

describe('scheduled audit-trail reviews', () => {
  it('open one review of the last finished month, assigned to the document coordinator and notified, and no second one [REQ:A11-9] [REQ:FR-AUD-6]', async () => {
    await t.app.jobs.runDue();
    clock.set(new Date('2030-05-02T00:30:00Z'));
    await t.app.jobs.runDue();
    const rows = await reviewRows();
    expect(rows.map((r) => [r.period_start, r.period_end])).toEqual([['2030-04-01', '2030-04-30']]);
    expect(rows[0]!.assignee_id).toBe(coordinator.id);
    const notices = rowsOf<{ title: string; category: string }>(
      await t.database.db.execute(sql`SELECT title, category FROM notifications WHERE user_id = ${coordinator.id} AND action_url = ${`/audit/reviews/${rows[0]!.id}`}`),
    );
    expect(notices).toEqual([{ title: 'Audit trail review assigned', category: 'audit' }]);
    const opened = rowsOf<{ actor_name: string; new_values: Record<string, unknown> }>(
      await t.database.db.execute(sql`SELECT actor_name, new_values FROM audit_events WHERE action = 'Audit Trail Review Opened' AND entity_id = ${rows[0]!.id}`),
    );
    expect(opened).toEqual([{ actor_name: 'system', new_values: expect.objectContaining({ periodStart: '2030-04-01', periodEnd: '2030-04-30', scheduled: true }) as Record<string, unknown> }]);
  });

  it('follow the review-period preference (audited like every preference): three months give the last quarter [REQ:A11-9] [REQ:A11-10] [REQ:FR-SYS-1]', async () => {
    expect((await savePreferences({ auditReviewPeriodMonths: 3 })).statusCode).toBe(200);
    clock.set(new Date('2030-07-02T00:30:00Z'));
    await t.app.jobs.runDue();
    expect((await reviewRows()).map((r) => [r.period_start, r.period_end])).toContainEqual(['2030-04-01', '2030-06-30']);
    expect((await savePreferences({ auditReviewPeriodMonths: 1 })).statusCode).toBe(200);
  });

  it('refuse working hours that end before they start, naming the field [REQ:FR-SYS-1]', async () => {
    const response = await savePreferences({ workingHoursStart: 18, workingHoursEnd: 9 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((response.json<{ error: { fields: Record<string, string> } }>()).error.fields).toEqual({ workingHoursEnd: FIELD_MESSAGES.preferenceWorkingHoursRange });
  });
});

describe('reviewing a period', () => {
  const CAUSE = 'Deviation DEV-2026-041: check who changed the retention settings.';
  let review: AuditReviewSummary;
  let failedSeq: number;

  beforeAll(async () => {
    // Working hours that exclude this moment, so the events below are "outside working hours" whatever the time of day.
    const hour = new Date().getUTCHours();
    expect((await savePreferences(hour >= 12 ? { workingHoursStart: 1, workingHoursEnd: 2 } : { workingHoursStart: 22, workingHoursEnd: 23 })).statusCode).toBe(200);
    const stranger = new TestClient(t.app);
    expect((await stranger.request('POST', '/api/auth/login', { email: 'reviewer@attest.local', password: 'wrong-password-1' })).statusCode).toBe(401);
    failedSeq = Number(rowsOf<{ seq: string }>(await t.database.db.execute(sql`SELECT max(seq) AS seq FROM audit_events WHERE action = 'Sign-in Failed'`))[0]!.seq);
    const created = await as.coordinator.request('POST', '/api/audit-reviews', { periodStart: realYesterday, periodEnd: realToday, reason: CAUSE });
    expect(created.statusCode, created.body).toBe(201);
    review = created.json<AuditReviewSummary>();
  });

  it('is opened by a reviewer for cause, with the reason, for a period up to today, never one reaching into the future [REQ:A11-9]', async () => {
    expect(review).toMatchObject({ periodStart: realYesterday, periodEnd: realToday, status: 'open', findingsCount: 0, signedBy: null, reason: CAUSE });
    const opened = rowsOf<{ new_values: Record<string, unknown> }>(
      await t.database.db.execute(sql`SELECT new_values FROM audit_events WHERE action = 'Audit Trail Review Opened' AND entity_id = ${review.id}`),
    );
    expect(opened).toEqual([{ new_values: expect.objectContaining({ scheduled: false, reason: CAUSE }) as Record<string, unknown> }]);
    const future = await as.coordinator.request('POST', '/api/audit-reviews', { periodStart: '2030-07-01', periodEnd: '2030-07-03', reason: CAUSE });
    expect(errorCode(future)).toBe('AUDIT_REVIEW_PERIOD_IN_FUTURE');
    // No reason, or only blanks: refused, naming the field.
    const blank = await as.coordinator.request('POST', '/api/audit-reviews', { periodStart: realYesterday, periodEnd: realYesterday, reason: '   ' });
    expect(errorCode(blank)).toBe('VALIDATION_FAILED');
    expect(blank.json<{ error: { fields?: Record<string, string> } }>().error.fields).toHaveProperty('reason');
    // The same days again: refused, so the second reason is not silently dropped.
    const again = await as.coordinator.request('POST', '/api/audit-reviews', { periodStart: realYesterday, periodEnd: realToday, reason: 'Another cause' });
    expect(errorCode(again)).toBe('AUDIT_REVIEW_PERIOD_EXISTS');
  });

  it('counts the highlights of the period: failed sign-ins, outside working hours, administrator actions, configuration changes [REQ:A11-9] [REQ:FR-AUD-6]', async () => {
    const detail = await detailOf(as.coordinator, review.id);
    expect(detail.totalEvents).toBeGreaterThan(3);
    expect(detail.highlightCounts['failed-authentication']).toBeGreaterThanOrEqual(1);
    expect(detail.highlightCounts['outside-working-hours']).toBeGreaterThanOrEqual(1);
    expect(detail.highlightCounts['administrator-action']).toBeGreaterThanOrEqual(1);
    expect(detail.highlightCounts['configuration-change']).toBeGreaterThanOrEqual(1);
    expect(detail.workingHours.timezone).toBe('UTC');
  });

  it("lists the period's trail filtered, highlighted and paged in SQL [REQ:A11-9] [REQ:FR-AUD-3]", async () => {
    const failed = await entriesOf(review.id, 'highlight=failed-authentication');
    expect(failed.items.map((e) => e.seq)).toContain(failedSeq);
    expect(failed.items.every((e) => e.highlights.includes('failed-authentication'))).toBe(true);
    const config = await entriesOf(review.id, 'highlight=configuration-change');
    expect(config.items.some((e) => e.action === 'System Preferences Changed' && e.highlights.includes('administrator-action'))).toBe(true);
    const all = await entriesOf(review.id, 'pageSize=2&page=1');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBe((await detailOf(as.coordinator, review.id)).totalEvents);
    const byCoordinator = await entriesOf(review.id, `user=${coordinator.id}&pageSize=200`);
    expect(byCoordinator.items.length).toBeGreaterThan(0);
    expect(byCoordinator.items.every((e) => e.actor.id === coordinator.id)).toBe(true);
  });

  it('records findings pointing only into its period (audited) [REQ:A11-9] [REQ:P11-10e]', async () => {
    const outside = await as.coordinator.request('POST', `/api/audit-reviews/${review.id}/findings`, { text: 'Points nowhere', entrySeqs: [99_999_999] });
    expect(errorCode(outside)).toBe('AUDIT_REVIEW_ENTRY_OUTSIDE_PERIOD');
    const added = await as.coordinator.request('POST', `/api/audit-reviews/${review.id}/findings`, { text: 'Failed sign-in for the reviewer: confirmed a typo with the user.', entrySeqs: [failedSeq] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<AuditReviewDetail>().findings).toEqual([expect.objectContaining({ text: 'Failed sign-in for the reviewer: confirmed a typo with the user.', entrySeqs: [failedSeq], createdBy: coordinator.name })]);
    const events = rowsOf<{ action: string }>(await t.database.db.execute(sql`SELECT action FROM audit_events WHERE entity_id = ${review.id} ORDER BY seq`));
    expect(events.map((e) => e.action)).toContain('Audit Trail Review Finding Recorded');
  });

  it('is signed with the meaning "reviewed" after password re-authentication, and is final afterwards [REQ:A11-9] [REQ:P11-50] [REQ:P11-70] [REQ:FR-SIG-1] [REQ:FR-AUD-6]', async () => {
    const wrongMeaning = await as.coordinator.request('POST', `/api/audit-reviews/${review.id}/sign`, { signingToken: 'x', meaning: 'approved', consent: true });
    expect(errorCode(wrongMeaning)).toBe('VALIDATION_FAILED');
    const badToken = await as.coordinator.request('POST', `/api/audit-reviews/${review.id}/sign`, { signingToken: 'not-a-token', meaning: 'reviewed', consent: true });
    expect(errorCode(badToken)).toBe('SIGNING_TOKEN_INVALID');
    const token = await signingToken(as.coordinator, 'coordinator@attest.local');
    const signed = await as.coordinator.request('POST', `/api/audit-reviews/${review.id}/sign`, { signingToken: token, meaning: 'reviewed', consent: true, conclusion: 'No data-integrity concern.' });
    expect(signed.statusCode, signed.body).toBe(200);
    const detail = signed.json<AuditReviewDetail>();
    expect(detail).toMatchObject({ status: 'completed', signedBy: coordinator.name, findingsCount: 1 });
    expect(detail.signature).toMatchObject({ signerName: coordinator.name, signerRole: 'document_coordinator', meaning: 'reviewed', conclusion: 'No data-integrity concern.', manifestHash: expect.stringMatching(/^[0-9a-f]{64}$/) as string });

    expect(errorCode(await as.coordinator.request('POST', `/api/audit-reviews/${review.id}/findings`, { text: 'Late' }))).toBe('AUDIT_REVIEW_COMPLETED');
    const again = await as.coordinator.request('POST', `/api/audit-reviews/${review.id}/sign`, { signingToken: await signingToken(as.coordinator, 'coordinator@attest.local'), meaning: 'reviewed', consent: true });
    expect(errorCode(again)).toBe('AUDIT_REVIEW_COMPLETED');
    await expect(t.database.db.execute(sql`UPDATE audit_trail_reviews SET conclusion = 'rewritten' WHERE id = ${review.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_trail_review_findings WHERE review_id = ${review.id}`)).rejects.toThrow();
    // Signed before the period ended: what it shows stops at the signature, though the trail goes on.
    const atSigning = (await detailOf(as.coordinator, review.id)).totalEvents;
    await as.admin.request('GET', '/api/audit-reviews?status=open');
    expect(errorCode(await new TestClient(t.app).request('POST', '/api/auth/login', { email: 'reviewer@attest.local', password: 'wrong-again-2' }))).toBe('INVALID_CREDENTIALS');
    expect((await detailOf(as.coordinator, review.id)).totalEvents).toBe(atSigning);
    const signedEvent = rowsOf<{ actor_name: string; new_values: Record<string, unknown> }>(
      await t.database.db.execute(sql`SELECT actor_name, new_values FROM audit_events WHERE action = 'Audit Trail Review Signed' AND entity_id = ${review.id}`),
    );
    expect(signedEvent).toEqual([{ actor_name: coordinator.name, new_values: expect.objectContaining({ meaning: 'reviewed', findings: 1, manifestHash: detail.signature!.manifestHash }) as Record<string, unknown> }]);
  });

  it('lists completed reviews with reviewer, findings and signing time, and exports them as CSV (audited) [REQ:A11-9] [REQ:P11-10b]', async () => {
    const completed = (await as.admin.request('GET', '/api/audit-reviews?status=completed')).json<AuditReviewListResponse>();
    expect(completed.items).toEqual([expect.objectContaining({ id: review.id, findingsCount: 1, signedBy: coordinator.name, signedAt: expect.any(String) as string })]);
    const open = (await as.admin.request('GET', '/api/audit-reviews?status=open')).json<AuditReviewListResponse>();
    expect(open.items.every((r) => r.status === 'open')).toBe(true);
    const csv = await as.admin.request('GET', '/api/audit-reviews/export.csv');
    expect(csv.statusCode).toBe(200);
    const [header, row, ...rest] = csvRowsOf(csv.rawPayload);
    expect(header).toContain('Manifest Hash');
    expect(rest).toEqual([]);
    expect(row).toEqual(expect.arrayContaining([review.id, realYesterday, realToday, CAUSE, '1', 'reviewed', coordinator.name]));
    expect(row!.join(' ')).toContain(`Failed sign-in for the reviewer: confirmed a typo with the user. [events ${failedSeq}]`);
    const exported = rowsOf<{ n: string }>(await t.database.db.execute(sql`SELECT count(*) AS n FROM audit_events WHERE action = 'Audit Trail Reviews Exported'`));
    expect(Number(exported[0]!.n)).toBe(1);
  });

  it('is for QA reviewers only: an author or a reader gets 403 [REQ:P11-10g]', async () => {
    expect((await as.author.request('GET', '/api/audit-reviews')).statusCode).toBe(403);
    expect((await as.user.request('GET', `/api/audit-reviews/${review.id}`)).statusCode).toBe(403);
  });
});
