import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds } from '../../../test/documents-helpers.ts';
import { notifyReviewsDue } from './review-due.job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const noticesFor = async (documentId: string) =>
  rowsOf<{ user_id: string; title: string; action_url: string }>(
    await t.database.db.execute(sql`SELECT user_id, title, action_url FROM notifications WHERE action_url = ${`/documents/${documentId}`}`),
  );

describe('periodic review reminders', () => {
  it('tell the owner once per review date when an effective document falls due', async () => {
    const author = new TestClient(t.app);
    await author.signIn('author@attest.local');
    const ref = await referenceIds(author);
    const created = await quickCreate(author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Due for review' });
    const [doc] = rowsOf<{ id: string; author_id: string }>(
      await t.database.db.execute(sql`UPDATE documents SET status = 'effective', review_date = DATE '2026-03-01'
        WHERE id = ${created.id} RETURNING id, author_id`),
    );
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
});
