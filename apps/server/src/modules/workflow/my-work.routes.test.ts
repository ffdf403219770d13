import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreate, quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act } from '../../../test/workflow-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => {
  await t.close();
});

const work = async (client: typeof as.reviewer) => (await client.request('GET', '/api/me/work')).json<{ pendingReviews: number; pendingApprovals: number }>();

describe('work waiting for me', () => {
  it('counts the reviews and approvals assigned to the signed-in user', async () => {
    const person = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
    const [reviewer, approver] = [await person('reviewer'), await person('approver')];
    expect(await work(as.reviewer)).toEqual({ pendingReviews: 0, pendingApprovals: 0 });
    for (const title of ['First to review', 'Second to review']) {
      const doc = await quickCreateWithFile(as.author, ids, { title });
      await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [reviewer], approvers: [approver], comment: 'Please' });
    }
    expect(await work(as.reviewer)).toEqual({ pendingReviews: 2, pendingApprovals: 0 });
    expect(await work(as.approver)).toEqual({ pendingReviews: 0, pendingApprovals: 0 });
  });
});

describe('due for periodic review', () => {
  it('lists overdue open documents to their owner, and all of them to the coordinator', async () => {
    const overdue = await quickCreate(as.author, ids, { title: 'Overdue procedure' });
    const future = await quickCreate(as.author, ids, { title: 'Future review' });
    const others = await quickCreate(as.coordinator, ids, { title: 'Coordinator overdue' });
    await t.database.db.execute(sql`UPDATE documents SET status = 'effective', review_date = current_date - 1 WHERE id IN (${overdue.id}, ${others.id})`);
    await t.database.db.execute(sql`UPDATE documents SET status = 'effective', review_date = current_date + 30 WHERE id = ${future.id}`);
    const mine = (await as.author.request('GET', '/api/documents/due-for-review')).json<{ id: string }[]>().map((d) => d.id);
    expect(mine).toContain(overdue.id);
    expect(mine).not.toContain(future.id);
    expect(mine).not.toContain(others.id);
    const all = (await as.coordinator.request('GET', '/api/documents/due-for-review')).json<{ id: string }[]>().map((d) => d.id);
    expect(all).toEqual(expect.arrayContaining([overdue.id, others.id]));
  });
});
