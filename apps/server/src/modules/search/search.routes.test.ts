import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@attest/domain';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { attachFile, quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act } from '../../../test/workflow-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
const docs: Record<string, string> = {};

const search = async (client: TestClient, params: Record<string, string>) => {
  const response = await client.request('GET', `/api/search?${new URLSearchParams(params).toString()}`);
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>();
};

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  const ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  const titles = {
    starts: 'Quenchometer handling',
    contains: 'Cleaning the quenchometer bay',
    word: 'Records of quenchometers',
    elsewhere: 'Bay cleaning log',
  };
  for (const [key, title] of Object.entries(titles)) {
    const doc = await quickCreate(as.author, ids, { title, description: key === 'elsewhere' ? 'Includes the quenchometer bay.' : '' });
    docs[key] = doc.id;
  }
  const reviewer = (await as.author.request('GET', '/api/users/assignable?role=reviewer')).json<{ id: string }[]>()[0]!.id;
  const approver = (await as.author.request('GET', '/api/users/assignable?role=approver')).json<{ id: string }[]>()[0]!.id;
  await attachFile(as.author, docs.starts!);
  await act(as.author, docs.starts!, { action: 'submit_for_review', reviewers: [reviewer], approvers: [approver], comment: 'Please' });
});
afterAll(async () => {
  await t.close();
});

describe('global search', () => {
  it('ranks by relevance: title starts 100, contains 80, matched elsewhere 40 [REQ:FR-SRCH-1]', async () => {
    const result = await search(as.admin, { q: 'quenchometer', type: 'documents' });
    const mine = result.items.filter((i) => Object.values(docs).includes(i.id));
    expect(mine.map((i) => i.relevance)).toEqual([...mine.map((i) => i.relevance)].sort((a, b) => b - a));
    expect(Object.fromEntries(mine.map((i) => [i.id, i.relevance]))).toEqual({ [docs.starts!]: 100, [docs.contains!]: 80, [docs.word!]: 80, [docs.elsewhere!]: 40 });
    expect(mine[0]!.url).toBe(`/dashboard/admin/documents/${docs.starts}`);
  });

  it('scores 60 when a title word starts with one of the words of a longer query', async () => {
    const result = await search(as.admin, { q: 'record quenchometer', type: 'documents' });
    expect(result.items.find((i) => i.id === docs.word)?.relevance).toBe(60);
  });

  it('sorts by title in either direction', async () => {
    const asc = (await search(as.admin, { q: 'quenchometer', type: 'documents', sort: 'title', dir: 'asc' })).items.map((i) => i.title.toLowerCase());
    expect(asc).toEqual([...asc].sort());
    const desc = (await search(as.admin, { q: 'quenchometer', type: 'documents', sort: 'title', dir: 'desc' })).items.map((i) => i.title.toLowerCase());
    expect(desc).toEqual([...asc].reverse());
  });

  it('gives each group only to those who hold its permission [REQ:FR-SRCH-1]', async () => {
    const admin = await search(as.admin, { q: 'quenchometer' });
    expect(Object.keys(admin.counts).sort()).toEqual(['audit', 'documents', 'users', 'workflows']);
    expect(admin.counts.workflows).toBe(1);
    expect(admin.counts.audit).toBeGreaterThanOrEqual(4);
    expect(admin.total).toBe(Object.values(admin.counts).reduce((a, b) => a + b, 0));

    const people = await search(as.admin, { q: 'reviewer', type: 'users' });
    expect(people.items.some((i) => i.type === 'users' && i.url.startsWith('/dashboard/admin/users/'))).toBe(true);

    for (const client of [as.user]) {
      const result = await search(client, { q: 'reviewer' });
      expect(Object.keys(result.counts)).toEqual(['documents']);
      expect(result.items.every((i) => i.type === 'documents')).toBe(true);
      expect((await search(client, { q: 'reviewer', type: 'users' })).items).toEqual([]);
      expect((await search(client, { q: 'quenchometer', type: 'audit' })).total).toBe(0);
    }
    // A draft is not the role user's to find.
    expect((await search(as.user, { q: 'quenchometer' })).counts.documents).toBe(0);
    const author = await search(as.author, { q: 'quenchometer' });
    expect(Object.keys(author.counts)).not.toContain('users');
    expect(Object.keys(author.counts)).toContain('workflows');
  });

  it('opens an audit result at its own address, within the reader\'s visibility', async () => {
    const hit = (await search(as.admin, { q: 'quenchometer', type: 'audit' })).items[0]!;
    expect(hit.url).toBe(`/dashboard/admin/audit/${hit.id}`);
    const entry = await as.admin.request('GET', `/api/audit/${hit.id}`);
    expect(entry.statusCode).toBe(200);
    expect(entry.json<{ seq: number }>().seq).toBe(Number(hit.id));
    // The audit trail is the audit module's (spec 01 §6): without it, no entry opens at all.
    expect((await as.user.request('GET', `/api/audit/${hit.id}`)).statusCode).toBe(403);
  });

  it('takes % and _ in the search text literally in every group [REQ:FR-SRCH-3]', async () => {
    for (const q of ['%', '_', '\\']) {
      const result = await search(as.admin, { q });
      expect(result.counts.workflows, q).toBe(0);
      expect(result.counts.users, q).toBe(0);
      expect(result.counts.audit, q).toBe(0);
    }
  });

  it('pages in SQL', async () => {
    const first = await search(as.admin, { q: 'quenchometer', type: 'documents', pageSize: '2' });
    const second = await search(as.admin, { q: 'quenchometer', type: 'documents', pageSize: '2', page: '2' });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(4);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
  });
});
