import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PeriodicReviewListResponse, PeriodicReviewResponse } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, releaseSignature, SIGNATURE_IMAGE, signingToken } from '../../../test/workflow-helpers.ts';
import { openDueReviews, PERIODIC_REVIEW_JOB } from './periodic-reviews.job.ts';

// The site's calendar is UTC here; the clock stands in a year where every review date below is in the future.
const clock = new TestClock(new Date('2030-05-01T12:00:00Z'));
const clockToday = () => clock.now().toISOString().slice(0, 10);
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
beforeAll(async () => {
  t = await startTestApp({ SITE_TIMEZONE: 'UTC' }, { clock });
  as = await signedInClients(t.app);
});
afterAll(async () => t.close());

/** An effective document by the demo author, its next review on `reviewDate`. */
async function effectiveWithReviewOn(title: string, reviewDate: string): Promise<string> {
  const ref = await referenceIds(as.author);
  const doc = await quickCreate(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title });
  await makeEffective(as, doc.id, clockToday());
  await t.database.db.execute(sql`UPDATE documents SET review_date = ${reviewDate}::date WHERE id = ${doc.id}`);
  return doc.id;
}

const reviewOf = async (client: TestClient, id: string) => (await client.request('GET', `/api/documents/${id}/periodic-review`)).json<PeriodicReviewResponse>();
const tasksOf = async (id: string) =>
  rowsOf<{ status: string; outcome: string | null }>(await t.database.db.execute(sql`SELECT status, outcome FROM periodic_reviews WHERE document_id = ${id}`));
const completedAtOf = async (id: string) =>
  rowsOf<{ completed_at: Date | string | null }>(await t.database.db.execute(sql`SELECT completed_at FROM periodic_reviews WHERE document_id = ${id}`)).map((r) => r.completed_at && new Date(r.completed_at).toISOString());
const noticesTo = async (email: string, id: string, title: string) =>
  rowsOf<{ id: string }>(
    await t.database.db.execute(sql`SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE u.email = ${email} AND n.action_url = ${`/documents/${id}`} AND n.title = ${title}`),
  );
const auditActions = async (id: string) =>
  rowsOf<{ action: string }>(await t.database.db.execute(sql`SELECT action FROM audit_events WHERE entity_id = ${id} ORDER BY seq`)).map((r) => r.action);
const complete = (client: TestClient, id: string, body: Record<string, unknown>) => client.request('POST', `/api/documents/${id}/periodic-review/complete`, body);
const reviewedSignature = async (client: TestClient, email: string) => ({ signingToken: await signingToken(client, email), meaning: 'reviewed', type: 'drawn', image: SIGNATURE_IMAGE, consent: true });

describe('periodic review tasks', () => {
  it('open once when the window before the review date starts, telling the owner in the app and by e-mail [REQ:FR-PR-1]', async () => {
    const id = await effectiveWithReviewOn('Review window', '2030-06-20');
    const plan = await reviewOf(as.author, id);
    expect(plan).toMatchObject({ nextReviewDate: '2030-06-20', daysBeforeStart: 30, startPeriodicReview: '2030-05-21', frequencyMonths: 12, lastReviewDate: null, currentReview: null });
    expect(plan.reviewOwner.name).toBe((await as.author.request('GET', '/api/auth/session')).json<{ user: { name: string } }>().user.name);

    // The day before the window: nothing.
    clock.set(new Date('2030-05-20T00:10:00Z'));
    await t.app.jobs.runDue();
    expect(await tasksOf(id)).toEqual([]);
    // The window starts: one task; the job again (a second instance, the next day) opens no other.
    clock.set(new Date('2030-05-21T00:10:00Z'));
    await t.app.jobs.runDue();
    expect(await openDueReviews(t.database.db, '2030-05-21', clock.now())).toBe(0);
    clock.set(new Date('2030-05-22T00:10:00Z'));
    await t.app.jobs.runDue();
    expect(await tasksOf(id)).toEqual([{ status: 'open', outcome: null }]);
    const runs = await t.app.jobs.list({ name: PERIODIC_REVIEW_JOB, status: 'succeeded', page: 1, pageSize: 50 });
    expect(runs.total).toBeGreaterThanOrEqual(2);

    expect(await noticesTo('author@attest.local', id, 'Periodic review due')).toHaveLength(1);
    const mail = rowsOf<{ subject: string }>(
      await t.database.db.execute(sql`SELECT m.subject FROM mail_outbox m JOIN notifications n ON n.id = m.notification_id
        WHERE n.action_url = ${`/documents/${id}`} AND m.recipient = 'author@attest.local' AND n.title = 'Periodic review due'`),
    );
    expect(mail).toEqual([{ subject: 'Attest: Periodic review due' }]);
    expect(await auditActions(id)).toContain('Periodic Review Opened');

    const mine = (await as.author.request('GET', '/api/periodic-reviews')).json<PeriodicReviewListResponse>();
    expect(mine.items.map((task) => task.documentId)).toContain(id);
    const card = (await as.author.request('GET', '/api/dashboard')).json<{ cards: { key: string; value: number }[] }>().cards.find((c) => c.key === 'periodic-reviews-due');
    expect(card?.value).toBe(mine.total);
    // Coordinators see everyone's; an author may not ask for that.
    expect((await as.coordinator.request('GET', '/api/periodic-reviews?owner=all')).json<PeriodicReviewListResponse>().items.map((task) => task.documentId)).toContain(id);
    expect((await as.author.request('GET', '/api/periodic-reviews?owner=all')).statusCode).toBe(403);
  });

  it('is completed as "no change needed" by its owner with a signature meaning "reviewed": dates move, audited [REQ:P11-50] [REQ:FR-PR-2]', async () => {
    const id = await effectiveWithReviewOn('No change', '2030-06-25');
    clock.set(new Date('2030-05-27T00:10:00Z'));
    await t.app.jobs.runDue();
    expect((await reviewOf(as.author, id)).canComplete).toBe(true);

    // Others may not; a reader may not even look.
    for (const client of [as.reviewer, as.approver]) expect(errorCode(await complete(client, id, { outcome: 'no-change', signature: await reviewedSignature(client, `${client === as.reviewer ? 'reviewer' : 'approver'}@attest.local`) }))).toBe('REVIEW_NOT_OWNER');
    expect((await as.user.request('GET', `/api/documents/${id}/periodic-review`)).statusCode).toBe(403);
    // A wrong password gets no signing token; a signature of another meaning is refused.
    const wrong = await as.author.request('POST', '/api/signatures/authenticate', { email: 'author@attest.local', password: 'not-the-password' });
    expect(errorCode(wrong)).toBe('SIGNING_AUTH_FAILED');
    const approved = { ...(await reviewedSignature(as.author, 'author@attest.local')), meaning: 'approved' };
    expect(errorCode(await complete(as.author, id, { outcome: 'no-change', signature: approved }))).toBe('VALIDATION_FAILED');
    expect(await tasksOf(id)).toEqual([{ status: 'open', outcome: null }]);

    const done = await complete(as.author, id, { outcome: 'no-change', comment: 'Still accurate', signature: await reviewedSignature(as.author, 'author@attest.local') });
    expect(done.statusCode).toBe(200);
    expect(done.json<PeriodicReviewResponse>()).toMatchObject({ lastReviewDate: '2030-05-27', nextReviewDate: '2031-05-27', startPeriodicReview: '2031-04-27', canComplete: false });
    expect(done.json<PeriodicReviewResponse>().currentReview).toMatchObject({ status: 'completed', outcome: 'no-change', reason: 'Still accurate' });
    const [signature] = rowsOf<{ meaning: string; action_type: string }>(
      await t.database.db.execute(sql`SELECT meaning, action_type FROM signatures WHERE document_id = ${id} AND action_type = 'periodic_review'`),
    );
    expect(signature).toEqual({ meaning: 'reviewed', action_type: 'periodic_review' });
    expect(await auditActions(id)).toContain('Periodic Review Completed');
    // Completed once: a second decision finds no open task.
    expect(errorCode(await complete(as.author, id, { outcome: 'revision', reason: 'Again' }))).toBe('REVIEW_TASK_NOT_OPEN');
  });

  it('"revision needed" starts a new version whose reason is the review, and completes when it becomes effective [REQ:FR-PR-2]', async () => {
    const id = await effectiveWithReviewOn('Needs revision', '2030-06-28');
    clock.set(new Date('2030-06-01T00:10:00Z'));
    await t.app.jobs.runDue();
    expect(errorCode(await complete(as.author, id, { outcome: 'revision', reason: '' }))).toBe('VALIDATION_FAILED');
    const started = await complete(as.author, id, { outcome: 'revision', reason: 'Section 4 refers to the old press' });
    expect(started.statusCode).toBe(200);
    const review = started.json<PeriodicReviewResponse>();
    expect(review.currentReview).toMatchObject({ status: 'revising', versionLabel: review.currentWorkflow?.versionLabel });
    expect(review.currentWorkflow).toMatchObject({ state: 'draft', workflowId: null });
    const doc = (await as.author.request('GET', `/api/documents/${id}`)).json<{ status: string; changeReason: string }>();
    expect(doc).toMatchObject({ status: 'draft', changeReason: 'Periodic review (due 2030-06-28): Section 4 refers to the old press' });
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['New Version Started', 'Periodic Review Revision Started']));

    clock.set(new Date('2030-06-03T09:30:00Z'));
    await makeEffective(as, id, clockToday());
    expect(await tasksOf(id)).toEqual([{ status: 'completed', outcome: 'revised' }]);
    // Completed when the new version became effective, by the app's clock.
    expect(await completedAtOf(id)).toEqual(['2030-06-03T09:30:00.000Z']);
    const after = await reviewOf(as.author, id);
    expect(after.lastReviewDate).toBe(clockToday());
    expect(after.currentWorkflow).toBeNull();
  });

  it('still open past the review date goes to the coordinators once [REQ:FR-PR-3]', async () => {
    const id = await effectiveWithReviewOn('Overdue', '2030-07-10');
    clock.set(new Date('2030-06-15T00:10:00Z'));
    await t.app.jobs.runDue();
    clock.set(new Date('2030-07-10T00:10:00Z'));
    await t.app.jobs.runDue();
    expect(await noticesTo('coordinator@attest.local', id, 'Periodic review overdue')).toEqual([]);
    clock.set(new Date('2030-07-11T00:10:00Z'));
    await t.app.jobs.runDue();
    clock.set(new Date('2030-07-12T00:10:00Z'));
    await t.app.jobs.runDue();
    expect(await noticesTo('coordinator@attest.local', id, 'Periodic review overdue')).toHaveLength(1);
    expect((await reviewOf(as.author, id)).currentReview?.overdue).toBe(true);
  });

  it('closes when the document is archived', async () => {
    const id = await effectiveWithReviewOn('Archived', '2030-08-05');
    clock.set(new Date('2030-07-16T00:10:00Z'));
    await t.app.jobs.runDue();
    expect(await tasksOf(id)).toEqual([{ status: 'open', outcome: null }]);
    expect((await as.admin.request('POST', `/api/documents/${id}/archive`, { reason: 'Process retired' })).statusCode).toBe(200);
    expect(await tasksOf(id)).toEqual([{ status: 'closed', outcome: 'withdrawn' }]);
  });

  it('closes when the document is made obsolete', async () => {
    const id = await effectiveWithReviewOn('Withdrawn', '2030-08-01');
    clock.set(new Date('2030-07-17T00:10:00Z'));
    await t.app.jobs.runDue();
    expect(await tasksOf(id)).toEqual([{ status: 'open', outcome: null }]);
    expect((await act(as.coordinator, id, { action: 'mark_obsolete', comment: 'No longer used', signature: await releaseSignature(as.coordinator, 'coordinator@attest.local', 'retired') })).statusCode).toBe(200);
    expect(await tasksOf(id)).toEqual([{ status: 'closed', outcome: 'withdrawn' }]);
    expect(await completedAtOf(id)).toEqual([clock.now().toISOString()]);
    expect(await auditActions(id)).toContain('Periodic Review Closed');
    expect(errorCode(await complete(as.author, id, { outcome: 'revision', reason: 'Too late' }))).toBe('REVIEW_TASK_NOT_OPEN');
  });

  it('has an owner and a lead time only coordinators and administrators change, audited; the open task follows the owner', async () => {
    const id = await effectiveWithReviewOn('Reassigned', '2030-09-01');
    clock.set(new Date('2030-08-10T00:10:00Z'));
    await t.app.jobs.runDue();
    const users = (await as.admin.request('GET', '/api/users/assignable?role=approver')).json<{ id: string }[]>();
    expect((await as.author.request('PATCH', `/api/documents/${id}/periodic-review`, { daysBeforeStart: 10 })).statusCode).toBe(403);
    expect(errorCode(await as.coordinator.request('PATCH', `/api/documents/${id}/periodic-review`, { reviewOwnerId: users[0]!.id }))).toBe('REVIEW_OWNER_NOT_ELIGIBLE');
    const coordinatorId = (await as.coordinator.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id;
    const changed = await as.coordinator.request('PATCH', `/api/documents/${id}/periodic-review`, { reviewOwnerId: coordinatorId, daysBeforeStart: 10 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<PeriodicReviewResponse>()).toMatchObject({ daysBeforeStart: 10, startPeriodicReview: '2030-08-22', reviewOwner: { id: coordinatorId } });
    expect(changed.json<PeriodicReviewResponse>().currentReview?.owner.id).toBe(coordinatorId);
    expect(await auditActions(id)).toContain('Periodic Review Plan Changed');
    // The author is no longer the owner.
    expect((await reviewOf(as.author, id)).canComplete).toBe(false);
  });

  it('opens at once when a longer lead time puts today inside the window', async () => {
    const id = await effectiveWithReviewOn('Longer lead', '2031-03-01');
    clock.set(new Date('2030-10-20T10:00:00Z'));
    await t.app.jobs.runDue();
    expect(await tasksOf(id)).toEqual([]);
    expect((await as.coordinator.request('PATCH', `/api/documents/${id}/periodic-review`, { daysBeforeStart: 150 })).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(await tasksOf(id)).toEqual([{ status: 'open', outcome: null }]);
  });

  it('can be brought forward: document control sets the next review date with a reason (audited) and may start a review now', async () => {
    clock.set(new Date('2030-11-02T10:00:00Z'));
    const id = await effectiveWithReviewOn('After an incident', '2031-10-01');
    const patch = (client: TestClient, body: Record<string, unknown>) => client.request('PATCH', `/api/documents/${id}/periodic-review`, body);
    // A new date needs a reason, and cannot lie in the past.
    expect((await patch(as.coordinator, { nextReviewDate: '2031-01-15' })).statusCode).toBe(400);
    expect(errorCode(await patch(as.coordinator, { nextReviewDate: '2030-11-01', reason: 'Deviation DEV-104' }))).toBe('REVIEW_DATE_IN_PAST');
    expect((await patch(as.author, { nextReviewDate: '2031-01-15', reason: 'Deviation DEV-104' })).statusCode).toBe(403);
    const moved = await patch(as.coordinator, { nextReviewDate: '2031-01-15', reason: 'Deviation DEV-104' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<PeriodicReviewResponse>()).toMatchObject({ nextReviewDate: '2031-01-15', startPeriodicReview: '2030-12-16' });
    const [dateEvent] = rowsOf<{ old_values: unknown; new_values: unknown; reason: string }>(
      await t.database.db.execute(sql`SELECT old_values, new_values, reason FROM audit_events WHERE entity_id = ${id} AND action = 'Periodic Review Date Changed'`),
    );
    expect(dateEvent).toMatchObject({ old_values: { nextReviewDate: '2031-10-01' }, new_values: { nextReviewDate: '2031-01-15' }, reason: 'Deviation DEV-104' });

    // Start now, for cause: the task opens today with the owner told; a second start is refused.
    const start = (client: TestClient, body: Record<string, unknown>) => client.request('POST', `/api/documents/${id}/periodic-review/start`, body);
    expect((await start(as.coordinator, {})).statusCode).toBe(400);
    expect((await start(as.author, { reason: 'CAPA-17' })).statusCode).toBe(403);
    const started = await start(as.coordinator, { reason: 'CAPA-17' });
    expect(started.statusCode).toBe(200);
    expect(started.json<PeriodicReviewResponse>()).toMatchObject({ nextReviewDate: '2030-12-02', startPeriodicReview: '2030-11-02', currentReview: { status: 'open' } });
    expect(await tasksOf(id)).toEqual([{ status: 'open', outcome: null }]);
    expect(await noticesTo('author@attest.local', id, 'Periodic review due')).toHaveLength(1);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['Periodic Review Started', 'Periodic Review Opened']));
    expect(errorCode(await start(as.coordinator, { reason: 'Again' }))).toBe('REVIEW_TASK_ALREADY_OPEN');
    // While a review is open its date stays as it is.
    expect(errorCode(await patch(as.coordinator, { nextReviewDate: '2031-01-15', reason: 'Later' }))).toBe('REVIEW_TASK_ALREADY_OPEN');
  });
});
