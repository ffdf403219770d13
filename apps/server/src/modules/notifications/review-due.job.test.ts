import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds } from '../../../test/documents-helpers.ts';
import { notifyReviewsDue, REVIEW_DUE_JOB } from './review-due.job.ts';

// Auckland is UTC+13 in March: its 10 March begins at 11:00 UTC on the 9th.
const clock = new TestClock(new Date('2026-03-09T09:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SITE_TIMEZONE: 'Pacific/Auckland' }, { clock });
});
afterAll(async () => t.close());

const noticesFor = async (documentId: string) =>
  rowsOf<{ user_id: string; title: string; action_url: string }>(
    await t.database.db.execute(sql`SELECT user_id, title, action_url FROM notifications WHERE action_url = ${`/documents/${documentId}`}`),
  );

async function effectiveDocument(title: string, reviewDate: string) {
  const author = new TestClient(t.app);
  await author.signIn('author@attest.local');
  const ref = await referenceIds(author);
  const created = await quickCreate(author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title });
  const [doc] = rowsOf<{ id: string; author_id: string }>(
    await t.database.db.execute(sql`UPDATE documents SET status = 'effective', review_date = ${reviewDate}::date
      WHERE id = ${created.id} RETURNING id, author_id`),
  );
  return doc;
}

describe('periodic review reminders', () => {
  it('tell the owner once per review date when an effective document falls due', async () => {
    const doc = await effectiveDocument('Due for review', '2026-03-01');
    expect(doc).toBeDefined();
    // Not yet due the day before.
    await notifyReviewsDue(t.database.db, '2026-02-28');
    expect(await noticesFor(doc!.id)).toEqual([]);

    await notifyReviewsDue(t.database.db, '2026-03-01');
    expect(await noticesFor(doc!.id)).toEqual([{ user_id: doc!.author_id, title: 'Periodic review due', action_url: `/documents/${doc!.id}` }]);
    // Again (another instance, a restart, a deleted notice): no repeat for the same review date.
    await t.database.db.execute(sql`DELETE FROM notifications WHERE action_url = ${`/documents/${doc!.id}`}`);
    await notifyReviewsDue(t.database.db, '2026-03-02');
    expect(await noticesFor(doc!.id)).toEqual([]);
    // A new review date is a new reminder.
    await t.database.db.execute(sql`UPDATE documents SET review_date = DATE '2027-03-01' WHERE id = ${doc!.id}`);
    await notifyReviewsDue(t.database.db, '2027-03-01');
    expect(await noticesFor(doc!.id)).toHaveLength(1);
  });

  it('are sent by the hourly schedule, by the site calendar, as the clock moves', async () => {
    const doc = await effectiveDocument('Scheduled review', '2026-03-10');
    const reminderRuns = async () => (await t.app.jobs.list({ name: REVIEW_DUE_JOB, status: 'succeeded', page: 1, pageSize: 50 })).total;

    await t.app.jobs.runDue();
    expect(await reminderRuns()).toBe(0);
    // 23:00 on the 9th in Auckland: the hourly run finds nothing due yet.
    clock.set(new Date('2026-03-09T10:00:00Z'));
    await t.app.jobs.runDue();
    expect(await reminderRuns()).toBe(1);
    expect(await noticesFor(doc!.id)).toEqual([]);
    // Midnight in Auckland (still the 9th in UTC): due.
    clock.set(new Date('2026-03-09T11:00:00Z'));
    await t.app.jobs.runDue();
    expect(await noticesFor(doc!.id)).toEqual([{ user_id: doc!.author_id, title: 'Periodic review due', action_url: `/documents/${doc!.id}` }]);
    // The next hour runs again and repeats nothing.
    clock.set(new Date('2026-03-09T12:00:00Z'));
    await t.app.jobs.runDue();
    expect(await reminderRuns()).toBe(3);
    expect(await noticesFor(doc!.id)).toHaveLength(1);
  });
});
